import { isValidElement } from 'react';
import type { TooltipProps } from 'antd';
import { popupOnUse } from './popupOnUse';

const TooltipOnUse = popupOnUse<TooltipProps>(() => import('antd/es/tooltip'), { opensOnPress: false });

/**
 * antd's Tooltip, loaded at its anchor's first use (the pointer over it, focus): a form item's
 * `tooltip`, a sortable column's title, a folded menu's item, the shell's header buttons. One with
 * nothing to say and not opened by its props never opens, in antd either (a menu item's while the menu
 * is unfolded, every item of a dropdown menu): its anchor renders as it is, so nothing loads and no
 * anchor is put in its place under the pointer, which would lose a click pressed at that moment.
 */
export default function Tooltip(props: TooltipProps) {
  const { title, open, children } = props;
  if (!title && title !== 0 && !open) return isValidElement(children) ? children : <span>{children}</span>;
  return <TooltipOnUse {...props} />;
}
