import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { accountApi, type Account, type CreatedAccount } from '@/api/account';
import { RecordPage } from '@/components/RecordPage';
import { ACCOUNT_STATE } from '@/domain/accountAdmin';
import { pathTo } from '@/routes/lookup';
import { useSession } from '@/stores/session';
import { InitialPasswordModal, type IssuedPassword } from './InitialPasswordModal';
import { accountSections } from './declarations';

/**
 * /account/add-account and /account/account-detail?mode=edit|view&id=: one account in add, edit or
 * view mode. A new account gets a generated initial password, shown once to pass on by phone.
 */
export default function AccountDetail() {
  const navigate = useNavigate();
  const selfId = useSession((s) => s.userId);
  const created = useRef<CreatedAccount | null>(null);
  const [issued, setIssued] = useState<IssuedPassword | null>(null);
  const list = pathTo('account_manager');

  // A loaded account carries its id; a new one has none.
  const save = ({ id, ...account }: Account) => {
    if (id) return accountApi.update({ ...account, id });
    return accountApi.create(account).then((envelope) => {
      if (envelope.ok) created.current = envelope.data;
      return envelope;
    });
  };

  return (
    <>
      <RecordPage<Account>
        listPath={list}
        detailPath={(mode, id) => pathTo('account_detail', { mode, id })}
        sections={accountSections}
        load={accountApi.getAccount}
        empty={() => ({ enabled: ACCOUNT_STATE.enabled })}
        save={save}
        onSaved={() => (created.current ? setIssued(created.current) : navigate(list))}
        remove={{
          run: accountApi.remove,
          confirm: '确定要删除该账号吗？删除后不可恢复。',
          hidden: (r) => r.id === selfId,
        }}
      />
      <InitialPasswordModal
        issued={issued}
        onClose={() => {
          setIssued(null);
          created.current = null;
          navigate(list);
        }}
      />
    </>
  );
}
