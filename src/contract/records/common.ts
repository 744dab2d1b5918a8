import { NINGBO_DISTRICTS } from '@/domain/areas';
import { beijingDay } from '@/utils/beijingTime';
import { checks } from '@/utils/validators';
import type { Check, FieldSpec } from '../field';

/** A date today (Beijing's day) or later. */
export const notBeforeToday = (message: string): Check => ({ test: (day) => day >= beijingDay(), message });

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
  mobile: { label: '手机号码', checks: checks.mobile },
  contactPerson: { label: '联系人' },
  contactMobile: { label: '联系人手机', checks: checks.mobile },
  idcard: { label: '身份证号' },
  areacode: { label: '所在区域', type: 'area', dict: NINGBO_DISTRICTS },
  address: { label: '详细地址' },
  postcode: { label: '邮政编码', checks: checks.postalCode },
  remarks: { label: '备注', type: 'textarea', maxLength: 500 },
  attrefsysid: { label: '附件编号', type: 'attachments' },
} as const satisfies Record<string, FieldSpec>;
