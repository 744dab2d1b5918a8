import type { ReactElement } from 'react';
import type { DropdownProps as RcDropdownProps } from '@rc-component/dropdown';
import { popupOnUse } from './popupOnUse';

/** rc-dropdown's props as the tab bar passes them: its 更多 button as the anchor. */
type DropdownProps = Omit<RcDropdownProps, 'children'> & { children: ReactElement };
/** The same under antd's names for being open, which popupOnUse reads. */
type MoreMenuProps = Omit<DropdownProps, 'visible' | 'onVisibleChange'> & {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

const MoreMenu = popupOnUse<MoreMenuProps>(
  () =>
    import('@rc-component/dropdown').then(({ default: Dropdown }) => ({
      default: ({ open, onOpenChange, ...props }: MoreMenuProps) => (
        <Dropdown {...props} visible={open} onVisibleChange={onOpenChange} />
      ),
    })),
  { opensOnPress: false },
);

/**
 * The menu of a tab bar's hidden tabs (rc-tabs' 更多 button, on the popup engine), which every tab bar
 * renders and shows only when its tabs overflow: loaded at the button's first use, or when the keyboard
 * opens it.
 */
export default function TabsMoreDropdown({ visible, onVisibleChange, ...props }: DropdownProps) {
  return <MoreMenu {...props} open={visible} onOpenChange={onVisibleChange} />;
}
