import { ROLE_TYPES } from './access';
import type { Dict } from './dict';
import { machine } from './workflow';

/**
 * The equipment file (设备档案): its registration history and the change requests (changeEqm) through
 * which a unit corrects its equipment's registered facts. The authority approves a request, which
 * writes the new values into the equipment, or returns it with its opinion.
 */

/** 登记类别 of a use registration. */
export const REGISTRATION_KINDS: Dict = [
  { value: '1', label: '新设备首次启用' },
  { value: '2', label: '停用后启用' },
  { value: '3', label: '改造' },
  { value: '4', label: '使用单位更名' },
  { value: '5', label: '使用地址变更' },
  { value: '6', label: '过户' },
  { value: '7', label: '移装' },
  { value: '8', label: '达到设计使用年限' },
];

export const EQUIPMENT_CHANGE_STATUS = {
  pending: '0',
  approved: '1',
  returned: '2',
  withdrawn: '3',
} as const;
export type EquipmentChangeStatus = (typeof EQUIPMENT_CHANGE_STATUS)[keyof typeof EQUIPMENT_CHANGE_STATUS];

export const EQUIPMENT_CHANGE_STATUSES: Dict = [
  { value: EQUIPMENT_CHANGE_STATUS.pending, label: '待审核', color: 'processing' },
  { value: EQUIPMENT_CHANGE_STATUS.approved, label: '已通过', color: 'success' },
  { value: EQUIPMENT_CHANGE_STATUS.returned, label: '已退回', color: 'error' },
  { value: EQUIPMENT_CHANGE_STATUS.withdrawn, label: '已撤回', color: 'default' },
];

const S = EQUIPMENT_CHANGE_STATUS;

/**
 * A change request of one piece of equipment: submitted 待审核; the authority (the institute's
 * administrator) approves it or returns it with a reason; the unit may withdraw it while it waits.
 * One pending request per piece of equipment.
 */
export const equipmentChangeMachine = machine({
  noun: '设备信息变更申请',
  statuses: EQUIPMENT_CHANGE_STATUSES,
  transitions: {
    withdraw: { label: '撤回变更申请', from: [S.pending], to: S.withdrawn, roles: [ROLE_TYPES.use] },
    approve: { label: '通过', from: [S.pending], to: S.approved, roles: [ROLE_TYPES.admin] },
    reject: { label: '退回', from: [S.pending], to: S.returned, roles: [ROLE_TYPES.admin], opinion: true },
  },
});

export const EQUIPMENT_CHANGE_MESSAGES = {
  submitted: '变更申请已提交，待审核通过后生效',
  pending: '该设备已有待审核的变更申请，请等待审核结果或撤回后再申请',
  noChange: '未修改任何信息，无需提交变更申请',
  fixed: '设备类别、品种和设备代码不能变更',
  returnReason: '请填写退回原因',
};

/** Fields of the equipment a change request never carries: its identity and the institute's results. */
export const UNCHANGEABLE_FIELDS: readonly string[] = [
  'equclacode',
  'equsortcode',
  'equcode',
  'lastinsdate',
  'inspconclusion',
  'nextinsdate',
];
