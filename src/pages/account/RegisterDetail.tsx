import { useNavigate, useSearchParams } from 'react-router-dom';
import { accountApi, type RegistrationApplication } from '@/api/account';
import { machineActions, WorkflowActions, type RecordAction } from '@/components/WorkflowActions';
import {
  APPLICATION_ATTACHMENT_GROUPS,
  REGISTER_REQUIRED_GROUPS,
  registrationMachine,
} from '@/domain/registration';
import { pathTo } from '@/routes/lookup';
import { ApplicationReview } from './ApplicationReview';
import { registrationFields } from './declarations';

const GROUPS = APPLICATION_ATTACHMENT_GROUPS.filter((g) =>
  (REGISTER_REQUIRED_GROUPS as readonly string[]).includes(g.value),
);

const auditActions: RecordAction<RegistrationApplication>[] = machineActions(registrationMachine, [
  {
    transition: 'approve',
    primary: true,
    confirm: '确定审核通过吗？通过后将按申请的单位类型开通企业账号。',
    run: (r) => accountApi.audit(r.id),
  },
  {
    transition: 'reject',
    danger: true,
    opinionTitle: '审核不通过',
    run: (r, opinion) => accountApi.disagree(r.id, opinion ?? ''),
  },
]);

/** /account/register-detail?id=: one registration application, its files and flow log; 通过 / 不通过. */
export default function RegisterDetail() {
  const id = useSearchParams()[0].get('id') ?? '';
  const navigate = useNavigate();
  return (
    <ApplicationReview
      id={id}
      load={accountApi.getReg}
      fields={registrationFields}
      groups={GROUPS}
      onBack={() => navigate(pathTo('account_check'))}
      actions={(record, reload) => <WorkflowActions record={record} actions={auditActions} onDone={reload} />}
    />
  );
}
