import {
  cancelNotice,
  checkCancellation,
  commitNotice,
  completeNotice,
  deleteNotice,
  giveOpinion,
  type ConstructionNotice,
} from '@/api/construction';
import { machineActions, type RecordAction } from '@/components/WorkflowActions';
import {
  constructionNoticeMachine as machine,
  type NoticeAction,
  type NoticeStatus,
} from '@/domain/constructionNotice';
import { can } from '@/domain/workflow';
import { pathTo } from '@/routes/lookup';
import type { RouteName } from '@/routes/table';

/** A link to a step's page, shown where the machine allows the step. */
const stepLink = (
  key: string,
  label: string,
  transition: NoticeAction,
  route: RouteName,
  mode?: 'edit',
): RecordAction<ConstructionNotice> => ({
  key,
  label,
  confirm: false,
  visible: (r, roleType) => can(machine, transition, r.status, roleType),
  to: (r) => pathTo(route, { mode, id: r.id }),
});

export const editLink = stepLink('edit', '修改', 'save', 'construction_register', 'edit');

/** 撤销告知: asks checkBcwCancell first, so a notification that may no longer be cancelled says why. */
async function cancel(notice: ConstructionNotice, reason = '') {
  const check = await checkCancellation(notice.id);
  if (!check.cancellable) throw new Error(check.reason);
  return cancelNotice(notice.id, reason);
}

export const deleteAction = machineActions<ConstructionNotice, NoticeStatus, NoticeAction>(machine, [
  {
    transition: 'delete',
    danger: true,
    confirm: '确定要删除该施工告知吗？删除后不可恢复。',
    run: (r) => deleteNotice(r.id),
  },
]);

/**
 * Everything that can be done with a notification, each shown only where constructionNoticeMachine
 * allows it for the status and the current role: the unit's steps and the authority's decisions.
 */
export const noticeActions: RecordAction<ConstructionNotice>[] = [
  editLink,
  ...machineActions<ConstructionNotice, NoticeStatus, NoticeAction>(machine, [
    {
      transition: 'commit',
      primary: true,
      confirm: '确定提交该施工告知吗？提交后等待受理。',
      run: (r) => commitNotice(r),
    },
    {
      transition: 'accept',
      primary: true,
      confirm: '确定受理该施工告知吗？',
      run: (r) => giveOpinion(r.id, true),
    },
    {
      transition: 'return',
      danger: true,
      opinionTitle: '退回施工告知',
      run: (r, opinion) => giveOpinion(r.id, false, opinion),
    },
    {
      transition: 'complete',
      primary: true,
      confirm: '确定该施工已完工吗？设备将转入使用单位的设备档案。',
      run: (r) => completeNotice(r.id),
    },
  ]),
  stepLink('sbjj', '申请监督检验', 'requestSupervision', 'construction_sbjj'),
  stepLink('sbcs', '填写设备参数', 'enterParameters', 'construction_sbcs'),
  ...machineActions<ConstructionNotice, NoticeStatus, NoticeAction>(machine, [
    { transition: 'cancel', danger: true, opinionTitle: '撤销施工告知', run: cancel },
  ]),
  ...deleteAction,
];
