import type { TooltipProps } from 'antd';
import { popupOnUse } from './popupOnUse';

/**
 * antd's Tooltip, loaded at its anchor's first use (the pointer over it, focus): a form item's
 * `tooltip`, a sortable column's title, a folded menu's item, the shell's header buttons.
 */
export default popupOnUse<TooltipProps>(() => import('antd/es/tooltip'), { opensOnPress: false });
