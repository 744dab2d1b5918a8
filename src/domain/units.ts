import type { Dict } from './dict';

/** Account (unit) types; the codes are the role types of enterprise roles. */
export const UNIT_TYPES: Dict = [
  { value: '4', label: '使用单位' },
  { value: '5', label: '维保单位' },
  { value: '3', label: '施工告知单位' },
  { value: '2', label: '制造单位' },
  { value: '8', label: '检验机构' },
];
