import { passwordResetApi } from '@/api/account';
import { ListPage } from '@/components/ListPage';
import { APPLICATION_STATUSES } from '@/domain/registration';
import { resetColumns, resetDetailPath, resetFilters } from './declarations';

/** 密码重置查询: every password-reset application and how it was decided. */
export default function ResetQueryList() {
  return (
    <ListPage
      routeName="account_reset_query"
      rowKey="id"
      columns={resetColumns}
      filters={[
        ...resetFilters,
        { name: 'status', label: '审核状态', type: 'select', dict: APPLICATION_STATUSES },
      ]}
      load={passwordResetApi.list}
      rowActions={[{ key: 'view', label: '查看', confirm: false, to: (r) => resetDetailPath(r.id) }]}
    />
  );
}
