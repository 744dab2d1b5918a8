import type { Dict } from './dict';

/** A flag of a record: '1' yes, '0' no (the default invoice title, the default mailing address). */
export const YES = '1';
export const NO = '0';
export const DEFAULT_FLAGS: Dict = [
  { value: YES, label: '默认', color: 'blue' },
  { value: NO, label: '否', color: 'default' },
];
