import type { Dict } from './dict';

/** States of an application (use registration, inspection request...), as docs/requirements.md lists them. */
export const APPLICATION_STATUS = {
  draft: '0',
  submitted: '1',
  accepted: '2',
  returned: '3',
  finished: '4',
  refused: '5',
  withdrawn: '6',
  cancelled: '7',
} as const;

export const APPLICATION_STATUSES: Dict = [
  { value: '0', label: '暂存', color: 'default' },
  { value: '1', label: '待受理', color: 'processing' },
  { value: '2', label: '已受理', color: 'blue' },
  { value: '3', label: '已退回', color: 'warning' },
  { value: '4', label: '已办结', color: 'success' },
  { value: '5', label: '不予登记', color: 'error' },
  { value: '6', label: '已撤回', color: 'default' },
  { value: '7', label: '已取消', color: 'default' },
];
