import type { SkeletonProps } from 'antd';
import { deferred } from './deferred';

/** antd's Skeleton for a Card's `loading` state, which no list or record page shows at first. */
export default deferred<SkeletonProps>(() => import('antd/es/skeleton'));
