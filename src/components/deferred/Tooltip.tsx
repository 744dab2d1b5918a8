import type { TooltipProps } from 'antd';
import { deferred } from './deferred';

/** antd's Tooltip for a form item's `tooltip` prop; its label shows as is until the popup engine loads. */
export default deferred<TooltipProps>(
  () => import('antd/es/tooltip'),
  (props) => props.children,
);
