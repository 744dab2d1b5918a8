import type { TabsProps } from 'antd';
import { deferred } from './deferred';

/** antd's Tabs inside a Card, for a card that really has tabs (`tabList`). */
export default deferred<TabsProps>(() => import('antd/es/tabs'));
