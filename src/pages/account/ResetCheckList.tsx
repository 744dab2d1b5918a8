import { passwordResetApi } from '@/api/account';
import { ListPage, listOf, startListCall } from '@/components/ListPage';
import { rowLink } from '@/routes/links';
import { APPLICATION_STATUS } from '@/domain/registration';
import { resetCatalogue } from './declarations';

const list = listOf({
  routeName: 'account_reset_check',
  rowKey: 'id',
  fields: resetCatalogue,
  fixedQuery: { status: APPLICATION_STATUS.pending },
  load: passwordResetApi.list,
  rowActions: [rowLink('审核', 'account_reset_detail')],
});

export const startCalls = () => startListCall(list);

/** 密码重置审核: the password-reset applications waiting for an audit. */
export default function ResetCheckList() {
  return <ListPage {...list} />;
}
