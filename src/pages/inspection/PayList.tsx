import { inspectionApi } from '@/api/inspection';
import { ListPage, listOf, startListCall } from '@/components/ListPage';
import { INSPECTION_APPLY_STATUS } from '@/domain/inspectionApplication';
import { applicantActions, applicationCatalogue } from './declarations';

const list = listOf({
  routeName: 'inspection_pay',
  rowKey: 'id',
  fields: applicationCatalogue,
  fixedQuery: { status: INSPECTION_APPLY_STATUS.awaitingPayment },
  load: inspectionApi.list,
  rowActions: applicantActions,
});

export const startCalls = () => startListCall(list);

/** 检验缴费: applications whose fees are set and wait for payment. */
export default function PayList() {
  return <ListPage {...list} />;
}
