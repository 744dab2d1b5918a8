import { useNavigate, useSearchParams } from 'react-router-dom';
import { accountApi, type RegistrationApplication } from '@/api/account';
import { WorkflowActions, type RecordAction } from '@/components/WorkflowActions';
import {
  APPLICATION_ATTACHMENT_GROUPS,
  APPLICATION_STATUS,
  REGISTER_REQUIRED_GROUPS,
} from '@/domain/registration';
import { ApplicationReview } from './ApplicationReview';
import { registrationFields } from './declarations';

const LIST = '/account/check';
const GROUPS = APPLICATION_ATTACHMENT_GROUPS.filter((g) =>
  (REGISTER_REQUIRED_GROUPS as readonly string[]).includes(g.value),
);
const pending = (r: RegistrationApplication) => r.status === APPLICATION_STATUS.pending;

const auditActions: RecordAction<RegistrationApplication>[] = [
  {
    key: 'commit',
    label: '通过',
    visible: pending,
    confirm: '确定审核通过吗？通过后将按申请的单位类型开通企业账号。',
    run: (r) => accountApi.audit(r.id),
  },
  {
    key: 'disagree',
    label: '不通过',
    danger: true,
    visible: pending,
    opinion: { title: '审核不通过', label: '不通过原因' },
    run: (r, opinion) => accountApi.disagree(r.id, opinion ?? ''),
  },
];

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
      onBack={() => navigate(LIST)}
      actions={(record, reload) => <WorkflowActions record={record} actions={auditActions} onDone={reload} />}
    />
  );
}
