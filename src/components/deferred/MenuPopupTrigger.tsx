import type { ComponentType, ReactNode } from 'react';
import { deferred } from './deferred';

/**
 * The popup of a folded menu's section (rc-menu's PopupTrigger, on the popup engine), which a menu
 * renders only folded: it loads when the menu folds, the section's title showing meanwhile.
 */
// The props are rc-menu's internal ones (not exported); only the title (children) matters meanwhile.
export default deferred<{ children?: ReactNode }>(
  () =>
    import('@rc-component/menu/es/SubMenu/PopupTrigger') as unknown as Promise<{
      default: ComponentType<{ children?: ReactNode }>;
    }>,
  (props) => props.children,
);
