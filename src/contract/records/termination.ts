import { TERMINATION_KINDS, TERMINATION_STATUSES } from '@/domain/registrationSets';
import { COMMON } from './common';
import { defineRecord } from '../field';
import { EQUIPMENT } from './equipment';

const E = EQUIPMENT;

/** A termination application (终止/注销申请): the 注销类别, the equipment it cancels and why. */
export const TERMINATION = defineRecord({
  applyNo: COMMON.applyNo,
  termkind: { label: '注销类别', dict: TERMINATION_KINDS, required: true },
  equipmentId: { label: '注销设备', required: true, maxLength: 64, missing: '请选择注销设备' },
  equname: { label: E.equname.label, derived: true },
  equcode: { label: E.equcode.label, derived: true },
  usecercode: { label: E.usecercode.label, derived: true },
  status: { label: '办理状态', dict: TERMINATION_STATUSES, derived: true },
  orgname: { label: '使用单位', derived: true },
  applyTime: COMMON.applyTime,
  reason: { label: '注销原因', type: 'textarea', required: true, maxLength: 200 },
  opinion: COMMON.opinion,
  attrefsysid: { label: '注销证明材料', type: 'attachments', group: 'terminationProof' },
});
