import { useState } from 'react';
import { Alert } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { passwordResetApi, type PasswordResetApplication } from '@/api/account';
import { machineActions, WorkflowActions, type RecordAction } from '@/components/WorkflowActions';
import { RESET_UNMATCHED } from '@/domain/accountAdmin';
import {
  APPLICATION_ATTACHMENT_GROUPS,
  passwordResetMachine,
  RESET_REQUIRED_GROUPS,
} from '@/domain/registration';
import { pathTo } from '@/routes/lookup';
import { ApplicationReview } from './ApplicationReview';
import { InitialPasswordModal, type IssuedPassword } from './InitialPasswordModal';
import { resetFields } from './declarations';

const GROUPS = APPLICATION_ATTACHMENT_GROUPS.filter((g) =>
  (RESET_REQUIRED_GROUPS as readonly string[]).includes(g.value),
);

/** /account/reset-password-detail?id=: one password-reset application; 通过 issues an initial password. */
export default function ResetDetail() {
  const id = useSearchParams()[0].get('id') ?? '';
  const navigate = useNavigate();
  const [issued, setIssued] = useState<IssuedPassword | null>(null);

  const actions: RecordAction<PasswordResetApplication>[] = machineActions(passwordResetMachine, [
    {
      transition: 'approve',
      primary: true,
      confirm: '确定审核通过吗？将为该账号生成新的初始密码，原密码随即失效。',
      run: (r) =>
        passwordResetApi.approve(r.id).then((envelope) => {
          if (envelope.ok) setIssued(envelope.data);
          return envelope;
        }),
    },
    {
      transition: 'reject',
      danger: true,
      opinionTitle: '审核不通过',
      run: (r, opinion) => passwordResetApi.reject(r.id, opinion ?? ''),
    },
  ]);

  return (
    <>
      <ApplicationReview
        id={id}
        load={passwordResetApi.get}
        fields={resetFields}
        groups={GROUPS}
        onBack={() => navigate(pathTo('account_reset_check'))}
        // The initial password is shown once, by the approval (InitialPasswordModal), never kept here.
        notice={(record) =>
          !record.userId && (
            <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={RESET_UNMATCHED} />
          )
        }
        actions={(record, reload) => <WorkflowActions record={record} actions={actions} onDone={reload} />}
      />
      <InitialPasswordModal issued={issued} onClose={() => setIssued(null)} />
    </>
  );
}
