import dayjs from '@/utils/dayjs';
import type { Dict } from './dict';
import { beijingDay } from '@/utils/beijingTime';

/** Work items (作业项目) of special-equipment operator certificates. */
export const WORK_ITEMS: Dict = [
  { value: 'A', label: '特种设备安全管理' },
  { value: 'G1', label: '工业锅炉司炉' },
  { value: 'G3', label: '锅炉水处理' },
  { value: 'R1', label: '快开门式压力容器操作' },
  { value: 'T', label: '电梯修理' },
  { value: 'Q1', label: '起重机指挥' },
  { value: 'Q2', label: '起重机司机' },
  { value: 'N1', label: '叉车司机' },
  { value: 'N2', label: '观光车和观光列车司机' },
  { value: 'S1', label: '客运索道修理' },
  { value: 'S2', label: '客运索道司机' },
  { value: 'Y1', label: '大型游乐设施修理' },
  { value: 'Y2', label: '大型游乐设施操作' },
];

export const SEXES: Dict = [
  { value: '1', label: '男' },
  { value: '2', label: '女' },
];

/** Certificates are flagged this many days before they expire. */
export const EXPIRING_WITHIN_DAYS = 90;

export const CERT_STATES: Dict = [
  { value: 'valid', label: '有效', color: 'green' },
  { value: 'expiring', label: '即将到期', color: 'orange' },
  { value: 'expired', label: '已过期', color: 'red' },
];
export type CertState = 'valid' | 'expiring' | 'expired';

/** Expiry flag of a certificate valid until `validdate` (YYYY-MM-DD), as of `today` (Beijing's). */
export function certState(validdate: string, today: dayjs.ConfigType = beijingDay()): CertState {
  const now = dayjs(today).startOf('day');
  const until = dayjs(validdate).startOf('day');
  if (until.isBefore(now)) return 'expired';
  return until.diff(now, 'day') <= EXPIRING_WITHIN_DAYS ? 'expiring' : 'valid';
}
