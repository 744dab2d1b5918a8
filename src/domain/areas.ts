import type { Dict } from './dict';

export const DEFAULT_PROVINCE = '330000';
export const DEFAULT_AREA = '330200';

/** Districts and county-level cities of Ningbo (area code 330200). */
export const NINGBO_DISTRICTS: Dict = [
  { value: '330203', label: '海曙区' },
  { value: '330205', label: '江北区' },
  { value: '330206', label: '北仑区' },
  { value: '330211', label: '镇海区' },
  { value: '330212', label: '鄞州区' },
  { value: '330213', label: '奉化区' },
  { value: '330225', label: '象山县' },
  { value: '330226', label: '宁海县' },
  { value: '330281', label: '余姚市' },
  { value: '330282', label: '慈溪市' },
];
