import { accountApi, type AccountRow } from '@/api/account';
import { ListPage, listOf, startListCall } from '@/components/ListPage';
import { pageLink, rowLink } from '@/routes/links';
import type { RecordAction } from '@/components/WorkflowActions';
import { ACCOUNT_STATE } from '@/domain/accountAdmin';
import { useSession } from '@/stores/session';
import { accountCatalogue } from './declarations';

/** The administrator's own account is never offered for disabling or deleting (the server refuses too). */
const notSelf = (r: AccountRow) => r.id !== useSession.getState().userId;

const actions: RecordAction<AccountRow>[] = [
  rowLink('查看', 'account_detail', 'view'),
  rowLink('修改', 'account_detail', 'edit'),
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

const list = listOf({
  routeName: 'account_manager',
  rowKey: 'id',
  fields: accountCatalogue,
  load: accountApi.findAccount,
  rowActions: actions,
  toolbar: [pageLink('新增账号', 'account_add')],
  exportFile: accountApi.exportAccounts,
});

export const startCalls = () => startListCall(list);

/** 账号管理: every account with its unit and roles. */
export default function AccountManager() {
  return <ListPage {...list} />;
}
