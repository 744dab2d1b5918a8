import { ROLE_TYPES } from './access';
import { labelOf, type Dict } from './dict';
import { CATEGORY, USE_CERTIFICATE_ABBREVIATIONS } from './equipment';
import { REGISTRATION_KINDS } from './equipmentFile';
import { machine } from './workflow';

/**
 * Use registration (使用登记, epPemUseregistApply) and change registration (变更登记, useManage): the
 * unit applies, the registration authority (the institute's administrator in the demo) accepts, returns
 * with its opinion, completes or refuses. Completion writes into the equipment: a certificate number,
 * a new address, a new owner, a new use state.
 */

/** 暂存 -> 待受理 -> 已受理 -> 已退回 | 已办结 | 不予登记, 已撤回 while not accepted (docs/requirements.md). */
export const REGISTRATION_STATUS = {
  draft: '0',
  pending: '1',
  accepted: '2',
  returned: '3',
  completed: '4',
  refused: '5',
  withdrawn: '6',
} as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUS)[keyof typeof REGISTRATION_STATUS];

export const REGISTRATION_STATUSES: Dict = [
  { value: REGISTRATION_STATUS.draft, label: '暂存', color: 'default' },
  { value: REGISTRATION_STATUS.pending, label: '待受理', color: 'processing' },
  { value: REGISTRATION_STATUS.accepted, label: '已受理', color: 'blue' },
  { value: REGISTRATION_STATUS.returned, label: '已退回', color: 'warning' },
  { value: REGISTRATION_STATUS.completed, label: '已办结', color: 'success' },
  { value: REGISTRATION_STATUS.refused, label: '不予登记', color: 'error' },
  { value: REGISTRATION_STATUS.withdrawn, label: '已撤回', color: 'default' },
];

const S = REGISTRATION_STATUS;
const unit = [ROLE_TYPES.use] as const;
const authority = [ROLE_TYPES.admin] as const;

/**
 * The transitions both kinds share. `save` keeps an editable application as a draft (a returned one
 * becomes a draft again once edited); `remove` deletes a draft or a withdrawn application (its `to`
 * is never stored: the record is gone).
 */
const transitions = {
  save: { label: '保存', from: [S.draft, S.returned], to: S.draft, roles: unit },
  commit: { label: '提交', from: [S.draft, S.returned], to: S.pending, roles: unit },
  withdraw: { label: '撤回', from: [S.pending], to: S.withdrawn, roles: unit },
  remove: { label: '删除', from: [S.draft, S.withdrawn], to: S.withdrawn, roles: unit },
  accept: { label: '受理', from: [S.pending], to: S.accepted, roles: authority },
  sendBack: { label: '退回', from: [S.pending, S.accepted], to: S.returned, roles: authority, opinion: true },
  complete: { label: '办结', from: [S.accepted], to: S.completed, roles: authority },
  refuse: { label: '不予登记', from: [S.accepted], to: S.refused, roles: authority, opinion: true },
} as const;

export type RegistrationAction = keyof typeof transitions;
/** The same steps for an application kind of its own (终止/注销申请), with its own words where they differ. */
export const REGISTRATION_TRANSITIONS = transitions;
/** What the authority does; the stand-in's handle call takes one of these. */
export const AUTHORITY_ACTIONS = ['accept', 'sendBack', 'complete', 'refuse'] as const;
export type AuthorityAction = (typeof AUTHORITY_ACTIONS)[number];

export const useRegistrationMachine = machine({
  noun: '使用登记申请',
  statuses: REGISTRATION_STATUSES,
  transitions,
});

export const changeRegistrationMachine = machine({
  noun: '变更登记申请',
  statuses: REGISTRATION_STATUSES,
  transitions,
});

/** 登记类别 filed as a use registration; renames, addresses, transfers and moves are change registrations. */
export const USE_REGISTRATION_KINDS: Dict = REGISTRATION_KINDS.filter((k) =>
  ['1', '3', '8'].includes(k.value),
);
export const USE_KIND = { firstUse: '1', alteration: '3', designLife: '8' } as const;

/** 变更类别 of a change registration. */
export const CHANGE_KIND = {
  rename: '1',
  address: '2',
  transfer: '3',
  relocation: '4',
  stop: '5',
  restart: '6',
  scrap: '7',
  cancel: '8',
} as const;
export type ChangeKind = (typeof CHANGE_KIND)[keyof typeof CHANGE_KIND];
export const CHANGE_KINDS: Dict = [
  { value: CHANGE_KIND.rename, label: '使用单位更名' },
  { value: CHANGE_KIND.address, label: '地址变更' },
  { value: CHANGE_KIND.transfer, label: '过户' },
  { value: CHANGE_KIND.relocation, label: '移装' },
  { value: CHANGE_KIND.stop, label: '停用' },
  { value: CHANGE_KIND.restart, label: '重新启用' },
  { value: CHANGE_KIND.scrap, label: '报废' },
  { value: CHANGE_KIND.cancel, label: '注销' },
];

/** Attachments of a registration, by group. */
export const REGISTRATION_ATTACHMENTS: Dict = [
  { value: 'useRegForm', label: '使用登记表（加盖公章）' },
  { value: 'productCert', label: '产品合格证' },
  { value: 'supervisionReport', label: '监督检验证明' },
  { value: 'alterationCert', label: '改造质量证明' },
  { value: 'safetyAssessment', label: '安全评估报告' },
  { value: 'changeProof', label: '变更证明材料' },
];

/** What checkUseAtt requires before a use registration is committed, by 登记类别. */
export const REQUIRED_USE_ATTACHMENTS: Readonly<Record<string, readonly string[]>> = {
  [USE_KIND.firstUse]: ['useRegForm', 'productCert', 'supervisionReport'],
  [USE_KIND.alteration]: ['useRegForm', 'alterationCert', 'supervisionReport'],
  [USE_KIND.designLife]: ['useRegForm', 'safetyAssessment'],
};
/** A change registration asks for the signed form and proof of the change. */
export const REQUIRED_CHANGE_ATTACHMENTS: readonly string[] = ['useRegForm', 'changeProof'];

/** The groups of `required` with no file among `present`. */
export const missingAttachments = (required: readonly string[], present: readonly string[]) =>
  required.filter((group) => !present.includes(group));

/** "请先上传：产品合格证、监督检验证明" for the missing groups. */
export const missingAttachmentsMessage = (missing: readonly string[]) =>
  `请先上传：${missing.map((g) => labelOf(REGISTRATION_ATTACHMENTS, g)).join('、')}`;

/** The abbreviation a certificate number starts with: 瓶 for gas cylinders, else the category's first. */
export const certificateAbbreviation = (equclacode: string, equsortcode: string) =>
  equclacode === CATEGORY.pressureVessel && equsortcode.startsWith('23')
    ? '瓶'
    : (USE_CERTIFICATE_ABBREVIATIONS[equclacode] ?? '').slice(0, 1);

/**
 * 使用登记证编号: abbreviation + 2 digits of the variety + 浙B + 5-digit serial +
 * (2-digit year), e.g. 梯11浙B01234(19).
 */
export const certificateNumberOf = (equclacode: string, equsortcode: string, serial: number, year: number) =>
  `${certificateAbbreviation(equclacode, equsortcode)}${equsortcode.slice(1, 3)}浙B${String(serial % 100_000).padStart(5, '0')}(${String(year).slice(-2)})`;

export const REGISTRATION_MESSAGES = {
  openApplication: '该设备已有办理中的登记申请，请办结或撤回后再申请',
  notRegistered: '该设备尚未办理使用登记，请先申请使用登记',
  alreadyRegistered: '该设备已办理使用登记，新设备首次启用登记不能重复申请',
  needsEquipment: '改造或达到设计使用年限的登记须选择已登记的设备',
  retired: '该设备已报废或注销，不能再办理登记',
  opinion: '请填写意见',
  receiver: '受让单位不存在或不是使用单位，请核对统一社会信用代码',
  selfTransfer: '受让单位不能是本单位',
  notStopped: '只有停用的设备才能重新启用',
  notInUse: '只有在用的设备才能停用',
};
