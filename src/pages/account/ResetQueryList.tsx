import { passwordResetApi } from '@/api/account';
import { ListPage, listOf, startListCall } from '@/components/ListPage';
import { rowLink } from '@/routes/links';
import { resetCatalogue } from './declarations';

const list = listOf({
  routeName: 'account_reset_query',
  rowKey: 'id',
  fields: resetCatalogue,
  load: passwordResetApi.list,
  rowActions: [rowLink('查看', 'account_reset_detail')],
});

export const startCalls = () => startListCall(list);

/** 密码重置查询: every password-reset application and how it was decided. */
export default function ResetQueryList() {
  return <ListPage {...list} />;
}
