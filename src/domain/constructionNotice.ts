import { ROLE_TYPES } from './access';
import type { Dict } from './dict';
import { machine } from './workflow';

/**
 * Construction notification (施工告知, family eqmBcwBasic): before installing, altering, majorly
 * repairing or relocating special equipment, the construction unit notifies the authority. Once the
 * notification is accepted it asks the inspection body for the supervision inspection (监督检验,
 * constructionSbjj), enters the equipment's technical parameters (constructionSbcs), and when the
 * authority records the work complete the equipment becomes a file of the using unit.
 */

/** 施工类别. */
export const CONSTRUCTION_KINDS: Dict = [
  { value: '1', label: '安装' },
  { value: '2', label: '改造' },
  { value: '3', label: '重大修理' },
  { value: '4', label: '移装' },
];
export const CONSTRUCTION_KIND = { install: '1', alter: '2', majorRepair: '3', relocate: '4' } as const;

export const NOTICE_STATUS = {
  draft: '0',
  pending: '1',
  accepted: '2',
  returned: '3',
  supervising: '4',
  completed: '5',
  cancelled: '9',
} as const;
export type NoticeStatus = (typeof NOTICE_STATUS)[keyof typeof NOTICE_STATUS];

export const NOTICE_STATUSES: Dict = [
  { value: NOTICE_STATUS.draft, label: '暂存', color: 'default' },
  { value: NOTICE_STATUS.pending, label: '待受理', color: 'processing' },
  { value: NOTICE_STATUS.accepted, label: '已受理', color: 'success' },
  { value: NOTICE_STATUS.returned, label: '已退回', color: 'error' },
  { value: NOTICE_STATUS.supervising, label: '监检中', color: 'processing' },
  { value: NOTICE_STATUS.completed, label: '已完工', color: 'success' },
  { value: NOTICE_STATUS.cancelled, label: '已撤销', color: 'default' },
];

const S = NOTICE_STATUS;
const builder = [ROLE_TYPES.construction];
const authority = [ROLE_TYPES.admin];

/**
 * One machine for the stand-in's refusals and the pages' buttons. A draft or a returned notification
 * is the unit's to edit, commit or (a draft) delete; the authority accepts or returns a committed one;
 * it may be cancelled until its supervision inspection is requested, and a cancelled one goes nowhere.
 */
export const constructionNoticeMachine = machine({
  noun: '施工告知',
  statuses: NOTICE_STATUSES,
  transitions: {
    /** 暂存: a returned notification saved again is a draft once more. */
    save: { label: '暂存', from: [S.draft, S.returned], to: S.draft, roles: builder },
    commit: { label: '提交', from: [S.draft, S.returned], to: S.pending, roles: builder },
    /** Removes the record: its status after does not matter. */
    delete: { label: '删除', from: [S.draft], to: S.draft, roles: builder },
    accept: { label: '受理', from: [S.pending], to: S.accepted, roles: authority },
    return: { label: '退回', from: [S.pending], to: S.returned, roles: authority, opinion: true },
    cancel: {
      label: '撤销告知',
      from: [S.pending, S.accepted, S.returned],
      to: S.cancelled,
      roles: builder,
      opinion: true,
    },
    requestSupervision: {
      label: '申请监督检验',
      from: [S.accepted],
      to: S.supervising,
      roles: builder,
    },
    /** 设备参数: entered and corrected while the supervision inspection runs. */
    enterParameters: {
      label: '填写设备参数',
      from: [S.supervising],
      to: S.supervising,
      roles: builder,
    },
    complete: { label: '完工确认', from: [S.supervising], to: S.completed, roles: authority },
  },
});
export type NoticeAction = keyof typeof constructionNoticeMachine.transitions;

/** Steps of a notification's flow log. */
export const NOTICE_FLOW_ACTIONS: Dict = [
  { value: 'save', label: '暂存' },
  { value: 'commit', label: '提交告知' },
  { value: 'accept', label: '受理' },
  { value: 'return', label: '退回' },
  { value: 'cancel', label: '撤销告知' },
  { value: 'requestSupervision', label: '申请监督检验' },
  { value: 'enterParameters', label: '填写设备参数' },
  { value: 'complete', label: '完工确认' },
];

export const NOTICE_MESSAGES = {
  notFound: '施工告知不存在或已删除',
  returnReason: '请填写退回原因',
  cancelReason: '请填写撤销原因',
  endBeforeStart: '计划完工日期不能早于计划开工日期',
  startPast: '计划开工日期不能早于今天',
  parametersMissing: '请先填写设备技术参数，再进行完工确认',
  cancellable: '该施工告知可以撤销',
  useUnit: '请选择有效的使用单位',
  inspectionUnit: '请选择有效的监督检验机构',
  varietyOfKind: '请选择有效的设备品种',
  installedAlready: (equcode: string) => `设备代码 ${equcode} 的设备已登记，不能再告知安装`,
};
