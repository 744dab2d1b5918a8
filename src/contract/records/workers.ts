import { CERT_STATES, SEXES, WORK_ITEMS } from '@/domain/workers';
import { checks } from '@/utils/validators';
import { COMMON } from './common';
import { defineRecord } from '../field';
import { exportColumns } from '../workbook';

/** A qualification certificate of an operator (资格证书). */
export const CERTIFICATE = defineRecord({
  certno: { label: '证书编号', required: true, maxLength: 40 },
  name: { ...COMMON.name, derived: true },
  idcard: { ...COMMON.idcard, derived: true },
  workitem: { label: '作业项目', dict: WORK_ITEMS, required: true },
  issueorg: { label: '发证机关', required: true, maxLength: 100 },
  issuedate: { label: '发证日期', type: 'date', required: true },
  validdate: { label: '有效期至', type: 'date', required: true },
  certState: { label: '状态', dict: CERT_STATES, derived: true },
});

/** The most certificates one operator holds (one per work item is the rule; a few re-issues beside). */
const MAX_CERTIFICATES = 20;

/** An operator (作业人员) of a unit, with their certificates. */
export const OPERATOR = defineRecord({
  name: { ...COMMON.name, required: true, maxLength: 20 },
  sex: { label: '性别', dict: SEXES, required: true },
  idcard: { ...COMMON.idcard, required: true, checks: checks.citizenId, fixed: true },
  mobile: { ...COMMON.mobile, required: true },
  workitems: { label: '作业项目', dict: WORK_ITEMS, multiple: true, derived: true },
  areacode: COMMON.areacode,
  address: { ...COMMON.address, maxLength: 100 },
  remarks: COMMON.remarks,
  nearestValid: { label: '最近有效期至', type: 'date', derived: true },
  certState: { label: '证书状态', dict: CERT_STATES, derived: true },
  certCount: { label: '证书数量', type: 'number', derived: true },
  createDate: { label: '登记日期', type: 'date', derived: true },
  qualifications: { label: '资格证书', items: { of: CERTIFICATE, max: MAX_CERTIFICATES, id: '证书' } },
  attrefsysid: { label: '证书扫描件', type: 'attachments', group: 'certificate' },
});

/** 作业人员 as exported from the worker query: the list's columns, the address, count and date beside. */
export const OPERATOR_EXPORT = exportColumns([
  OPERATOR.name,
  OPERATOR.sex,
  OPERATOR.idcard,
  OPERATOR.mobile,
  OPERATOR.workitems,
  OPERATOR.areacode,
  OPERATOR.address,
  OPERATOR.nearestValid,
  OPERATOR.certState,
  OPERATOR.certCount,
  OPERATOR.createDate,
]);
