import { NINGBO_DISTRICTS } from '@/domain/areas';
import type { FieldSpec } from '../field';

/**
 * Fields many records hold, each labelled here once: a record takes one as it is or adds its own
 * rules (`address: { ...COMMON.address, required: true, maxLength: 100 }`), under any name.
 */
export const COMMON = {
  applyNo: { label: '申请编号', derived: true },
  applyTime: { label: '申请时间', type: 'date', derived: true },
  /** What the registration authority wrote when it decided a registration application. */
  opinion: { label: '登记机关意见', derived: true },
  name: { label: '姓名' },
  idcard: { label: '身份证号' },
  areacode: { label: '所在区域', type: 'area', dict: NINGBO_DISTRICTS },
  address: { label: '详细地址' },
  remarks: { label: '备注', type: 'textarea', maxLength: 500 },
} as const satisfies Record<string, FieldSpec>;
