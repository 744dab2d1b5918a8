import type { RadioProps } from 'antd';
import { deferred } from './deferred';

/** antd's Radio for a table's single-choice row selection (`rowSelection.type: 'radio'`), which no list uses yet. */
export default deferred<RadioProps>(() => import('antd/es/radio'));
