import { NINGBO_DISTRICTS } from '@/domain/areas';
import { CHANGE_KINDS } from '@/domain/useRegistration';
import { checks } from '@/utils/validators';
import { COMMON } from './common';
import { defineRecord } from '../field';
import { EQUIPMENT } from './equipment';

const E = EQUIPMENT;

/** A credit code as the backend reads it: upper-cased first (a lower-case x is the same code). */
const CREDIT_CODE = checks.creditCode.map((check) => ({
  ...check,
  test: (value: string) => check.test(value.toUpperCase()),
}));

/**
 * A change registration (变更登记): the 变更类别 and the registered equipment it changes, then what a
 * kind of change asks for (a new name, a new place, the receiving unit). Which of those a kind needs
 * is the call's rule (useRegistration.changeSave).
 */
export const CHANGE_REGISTRATION = defineRecord({
  applyNo: COMMON.applyNo,
  changeKind: { label: '变更类别', dict: CHANGE_KINDS, required: true },
  equipmentId: { label: '变更设备', required: true, maxLength: 64, missing: '请选择变更设备' },
  equname: { label: E.equname.label, derived: true },
  equcode: { label: E.equcode.label, derived: true },
  usecercode: { label: E.usecercode.label, derived: true },
  reason: { label: '变更原因', type: 'textarea', required: true, maxLength: 200 },
  opinion: COMMON.opinion,
  newOrgname: { label: '变更后单位名称', maxLength: 100 },
  newAreacode: { label: '变更后所在区域', type: 'area', dict: NINGBO_DISTRICTS },
  newAddress: { label: '变更后使用地点', maxLength: 100 },
  toOrgcode: { label: '受让单位统一社会信用代码', maxLength: 18, checks: CREDIT_CODE },
  toOrgname: { label: '受让单位', derived: true },
  newUsecercode: { label: '换发使用登记证编号', derived: true },
  attrefsysid: COMMON.attrefsysid,
});
