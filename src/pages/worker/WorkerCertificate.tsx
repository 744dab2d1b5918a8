import { listQualifications } from '@/api/operator';
import { ListPage } from '@/components/ListPage';
import { certificateActions, certificateCatalogue } from './declarations';

/** 证书管理: every certificate of the unit, expiring and expired ones flagged. */
export default function WorkerCertificate() {
  return (
    <ListPage
      routeName="worker_certificate"
      rowKey="id"
      fields={certificateCatalogue}
      load={listQualifications}
      rowActions={certificateActions}
    />
  );
}
