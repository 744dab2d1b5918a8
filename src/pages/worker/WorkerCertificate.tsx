import { listQualifications } from '@/api/operator';
import { ListPage } from '@/components/ListPage';
import { certificateColumns, certificateFilters, workerDetailPath } from './declarations';

/** 证书管理: every certificate of the unit, expiring and expired ones flagged. */
export default function WorkerCertificate() {
  return (
    <ListPage
      routeName="worker_certificate"
      rowKey="id"
      columns={certificateColumns}
      filters={certificateFilters}
      load={listQualifications}
      rowActions={[
        { key: 'view', label: '查看人员', confirm: false, to: (r) => workerDetailPath('view', r.operatorId) },
      ]}
    />
  );
}
