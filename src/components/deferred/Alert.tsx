import type { AlertProps } from 'antd';
import { deferred } from './deferred';

/** antd's Alert for a list's load failure: it loads when a list first fails, not with every list. */
export default deferred<AlertProps>(() => import('antd/es/alert'));
