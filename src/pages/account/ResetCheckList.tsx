import { passwordResetApi } from '@/api/account';
import { ListPage } from '@/components/ListPage';
import { APPLICATION_STATUS } from '@/domain/registration';
import { resetColumns, resetDetailPath, resetFilters } from './declarations';

/** 密码重置审核: the password-reset applications waiting for an audit. */
export default function ResetCheckList() {
  return (
    <ListPage
      routeName="account_reset_check"
      rowKey="id"
      columns={resetColumns}
      filters={resetFilters}
      fixedQuery={{ status: APPLICATION_STATUS.pending }}
      load={passwordResetApi.list}
      rowActions={[{ key: 'audit', label: '审核', confirm: false, to: (r) => resetDetailPath(r.id) }]}
    />
  );
}
