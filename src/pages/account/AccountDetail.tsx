import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { accountApi, type Account, type CreatedAccount } from '@/api/account';
import { RecordForm, type FormMode } from '@/components/RecordForm';
import { WorkflowActions } from '@/components/WorkflowActions';
import { ACCOUNT_STATE } from '@/domain/accountAdmin';
import { useSession } from '@/stores/session';
import { InitialPasswordModal, type IssuedPassword } from './InitialPasswordModal';
import { ACCOUNT_LIST_PATH, accountDetailPath, accountSections } from './declarations';

/**
 * /account/add-account and /account/account-detail?mode=edit|view&id=: one account in add, edit or
 * view mode. A new account gets a generated initial password, shown once to pass on by phone.
 */
export default function AccountDetail() {
  const [query] = useSearchParams();
  const id = query.get('id') ?? undefined;
  const raw = query.get('mode');
  const mode: FormMode = id && (raw === 'edit' || raw === 'view') ? raw : 'add';
  const navigate = useNavigate();
  const selfId = useSession((s) => s.userId);
  const created = useRef<CreatedAccount | null>(null);
  const [issued, setIssued] = useState<IssuedPassword | null>(null);
  const back = () => navigate(ACCOUNT_LIST_PATH);

  const save = (account: Account) => {
    if (mode !== 'add') return accountApi.update({ ...account, id: id! });
    return accountApi.create(account).then((envelope) => {
      if (envelope.ok) created.current = envelope.data;
      return envelope;
    });
  };

  return (
    <>
      <RecordForm<Account>
        key={`${mode}-${id ?? ''}`}
        sections={accountSections}
        mode={mode}
        id={id}
        load={accountApi.getAccount}
        empty={() => ({ enabled: ACCOUNT_STATE.enabled })}
        save={save}
        onSaved={() => {
          if (created.current) setIssued(created.current);
          else back();
        }}
        onBack={back}
        extra={(record) => (
          <WorkflowActions
            record={record}
            actions={[
              {
                key: 'edit',
                label: '修改',
                confirm: false,
                visible: () => mode === 'view',
                to: (r) => accountDetailPath('edit', r.id!),
              },
              {
                key: 'delete',
                label: '删除',
                danger: true,
                visible: (r) => mode === 'view' && !!r.id && r.id !== selfId,
                confirm: '确定要删除该账号吗？删除后不可恢复。',
                run: (r) => accountApi.remove(r.id!),
              },
            ]}
            onDone={back}
          />
        )}
      />
      <InitialPasswordModal
        issued={issued}
        onClose={() => {
          setIssued(null);
          created.current = null;
          back();
        }}
      />
    </>
  );
}
