import { accountApi, type AccountRow } from '@/api/account';
import { ListPage } from '@/components/ListPage';
import type { RecordAction } from '@/components/WorkflowActions';
import { ACCESS } from '@/domain/access';
import { ACCOUNT_STATE } from '@/domain/accountAdmin';
import { useSession } from '@/stores/session';
import { accountColumns, accountDetailPath, accountFilters, ADD_ACCOUNT_PATH } from './declarations';

/** The administrator's own account is never offered for disabling or deleting (the server refuses too). */
const notSelf = (r: AccountRow) => r.id !== useSession.getState().userId;

const actions: RecordAction<AccountRow>[] = [
  { key: 'view', label: '查看', confirm: false, to: (r) => accountDetailPath('view', r.id) },
  { key: 'edit', label: '修改', confirm: false, to: (r) => accountDetailPath('edit', r.id) },
  {
    key: 'disable',
    label: '停用',
    visible: (r) => notSelf(r) && r.enabled === ACCOUNT_STATE.enabled,
    confirm: '确定要停用该账号吗？停用后该账号不能登录。',
    run: (r) => accountApi.update({ id: r.id, enabled: ACCOUNT_STATE.disabled }),
  },
  {
    key: 'enable',
    label: '启用',
    visible: (r) => notSelf(r) && r.enabled === ACCOUNT_STATE.disabled,
    run: (r) => accountApi.update({ id: r.id, enabled: ACCOUNT_STATE.enabled }),
  },
  {
    key: 'delete',
    label: '删除',
    danger: true,
    visible: notSelf,
    confirm: '确定要删除该账号吗？删除后不可恢复。',
    run: (r) => accountApi.remove(r.id),
  },
];

/** 账号管理: every account with its unit and roles. */
export default function AccountManager() {
  return (
    <ListPage
      routeName="account_manager"
      rowKey="id"
      columns={accountColumns}
      filters={accountFilters}
      load={accountApi.findAccount}
      rowActions={actions}
      toolbar={[{ label: '新增账号', to: ADD_ACCOUNT_PATH, access: ACCESS.accountManager }]}
    />
  );
}
