import type { DropdownProps } from 'antd';
import { popupOnUse } from './popupOnUse';

/**
 * antd's Dropdown, loaded at its anchor's first use (the pointer over it, focus, a press, or opened by
 * its props): the shell's role, account and tab menus, a list's import menu, a table's selection menu.
 * Its anchor carries the class antd gives it meanwhile (a button's arrow is sized by it).
 */
export default popupOnUse<DropdownProps>(() => import('antd/es/dropdown'), {
  opensOnPress: true,
  anchorClassName: (prefixOf) => `${prefixOf('dropdown')}-trigger`,
});
