import type { ComponentType } from 'react';
import { deferred } from './deferred';

/** antd's virtual table, for a Table with `virtual` (no list uses it yet); the props are antd's internal ones. */
export default deferred(
  () => import('antd/es/table/RcTable/VirtualTable') as Promise<{ default: ComponentType<object> }>,
);
