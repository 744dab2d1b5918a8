import { ROLE_TYPES } from './access';
import { labelOf, type Dict } from './dict';
import { APPLICATION_STATUS, APPLICATION_STATUSES } from './registration';
import { machine } from './workflow';

export { DEFAULT_FLAGS, NO, YES } from './flags';

/**
 * The unit's key fields: registered facts that change only through a change application the
 * authority approves (everything else on the maintain page the unit saves directly).
 */
export const KEY_FIELDS: Dict = [
  { value: 'orgname', label: '单位名称' },
  { value: 'orgcode', label: '统一社会信用代码' },
  { value: 'legalPerson', label: '法定代表人' },
  { value: 'areacode', label: '所在区域' },
  { value: 'address', label: '单位地址' },
];
export type KeyField = 'orgname' | 'orgcode' | 'legalPerson' | 'areacode' | 'address';
export const KEY_FIELD_NAMES = KEY_FIELDS.map((f) => f.value) as KeyField[];

const S = APPLICATION_STATUS;

/**
 * A unit change application (changeUnit): submitted pending; the authority (the institute's
 * administrator) approves it, which writes the new values into the unit, or rejects it with a reason.
 * One pending application at a time per unit.
 */
export const unitChangeMachine = machine({
  noun: '单位信息变更申请',
  statuses: APPLICATION_STATUSES,
  transitions: {
    approve: { label: '通过', from: [S.pending], to: S.approved, roles: [ROLE_TYPES.admin] },
    reject: { label: '不通过', from: [S.pending], to: S.rejected, roles: [ROLE_TYPES.admin], opinion: true },
  },
});

/** Posts of a unit's contacts. */
export const CONTACT_POSTS: Dict = [
  { value: '1', label: '主要联系人' },
  { value: '2', label: '财务联系人' },
  { value: '3', label: '设备管理联系人' },
];

/** Kinds of installation unit (unitallowi) a company works with. */
export const INSTALL_UNIT_KINDS: Dict = [
  { value: '1', label: '安装单位' },
  { value: '2', label: '改造单位' },
  { value: '3', label: '修理单位' },
  { value: '4', label: '施工单位' },
];

/** A maintenance contract of a maintained piece of equipment (weibaoDa). */
export const CONTRACT_STATES: Dict = [
  { value: 'valid', label: '合同有效', color: 'success' },
  { value: 'expiring', label: '即将到期', color: 'warning' },
  { value: 'expired', label: '已到期', color: 'error' },
];
/** A contract within this many days of its end is about to expire. */
export const CONTRACT_EXPIRING_DAYS = 30;

/** Statuses of a maintenance project or price application (read by the maintenance unit). */
export const MAINT_APPLY_STATUSES: Dict = [
  { value: '0', label: '暂存', color: 'default' },
  { value: '1', label: '待审核', color: 'processing' },
  { value: '2', label: '已通过', color: 'success' },
  { value: '3', label: '已退回', color: 'error' },
];

/** Maintenance project kinds (维保项目). */
export const MAINT_PROJECT_KINDS: Dict = [
  { value: '1', label: '日常维护保养' },
  { value: '2', label: '年度维护保养' },
  { value: '3', label: '改造修理' },
  { value: '4', label: '应急救援' },
];

/** What a price is charged per. */
export const PRICE_UNITS: Dict = [
  { value: '1', label: '元/台·月' },
  { value: '2', label: '元/台·年' },
  { value: '3', label: '元/次' },
];

export const COMPANY_MESSAGES = {
  pendingChange: '已有待审核的单位信息变更申请，请等待审核完成后再申请',
  noChange: '变更内容与当前单位信息相同，无需申请',
  defaultNotDeletable: (noun: string) => `默认${noun}不能删除，请先将其他${noun}设为默认`,
};

/** "单位名称、法定代表人" for the key fields an application changes. */
export const changedFieldLabels = (fields: readonly string[]) =>
  fields.map((f) => labelOf(KEY_FIELDS, f)).join('、');
