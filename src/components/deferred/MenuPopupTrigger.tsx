import type { ComponentType, ReactElement } from 'react';
import { popupOnUse } from './popupOnUse';

// The props are rc-menu's internal ones (not exported): the section's mode, title and whether its
// popup is open matter here.
interface SectionPopupProps {
  mode: 'inline' | 'vertical' | 'horizontal';
  visible?: boolean;
  onVisibleChange?: (visible: boolean) => void;
  children: ReactElement;
}
/** The same under antd's names for being open, which popupOnUse reads. */
type PopupProps = Omit<SectionPopupProps, 'visible' | 'onVisibleChange'> & {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

let loaded = false;
const SectionPopup = popupOnUse<PopupProps>(
  () =>
    import('@rc-component/menu/es/SubMenu/PopupTrigger').then((module) => {
      loaded = true;
      const PopupTrigger = module.default as unknown as ComponentType<SectionPopupProps>;
      return {
        default: ({ open, onOpenChange, ...props }: PopupProps) => (
          <PopupTrigger {...props} visible={open} onVisibleChange={onOpenChange} />
        ),
      };
    }),
  { opensOnPress: false },
);

/**
 * The popup of a menu's section (rc-menu's PopupTrigger, on the popup engine), around every section's
 * title but used only folded: an unfolded menu's titles render as they are, and a folded one's load it
 * at their first use (the pointer over a title, focus, the keyboard opening it). Once loaded every
 * title has it, so none is mounted anew when the menu unfolds again.
 */
export default function MenuPopupTrigger({ visible, onVisibleChange, ...props }: SectionPopupProps) {
  if (props.mode === 'inline' && !loaded) return props.children;
  return <SectionPopup {...props} open={visible} onOpenChange={onVisibleChange} />;
}
