import { listQualifications } from '@/api/operator';
import { ListPage, listOf, startListCall } from '@/components/ListPage';
import { certificateActions, certificateCatalogue } from './declarations';

const list = listOf({
  routeName: 'worker_certificate',
  rowKey: 'id',
  fields: certificateCatalogue,
  load: listQualifications,
  rowActions: certificateActions,
});

export const startCalls = () => startListCall(list);

/** 证书管理: every certificate of the unit, expiring and expired ones flagged. */
export default function WorkerCertificate() {
  return <ListPage {...list} />;
}
