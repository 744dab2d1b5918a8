import { accountApi } from '@/api/account';
import { ListPage } from '@/components/ListPage';
import { APPLICATION_STATUS } from '@/domain/registration';
import { registerDetailPath, registrationColumns, registrationFilters } from './declarations';

/** 注册确认: registration applications, pending first. */
export default function RegisterCheck() {
  return (
    <ListPage
      routeName="account_check"
      rowKey="id"
      columns={registrationColumns}
      filters={registrationFilters}
      load={accountApi.findRegister}
      rowActions={[
        {
          key: 'audit',
          label: '审核',
          confirm: false,
          visible: (r) => r.status === APPLICATION_STATUS.pending,
          to: (r) => registerDetailPath(r.id),
        },
        {
          key: 'view',
          label: '查看',
          confirm: false,
          visible: (r) => r.status !== APPLICATION_STATUS.pending,
          to: (r) => registerDetailPath(r.id),
        },
      ]}
    />
  );
}
