import type { ReactNode } from 'react';
import { deferred } from './deferred';

/** antd's shared-tooltip provider (ConfigProvider `tooltip.unique`); its children show meanwhile. */
export default deferred<{ children?: ReactNode }>(
  () => import('antd/es/tooltip/UniqueProvider'),
  (props) => props.children,
);
