import { inspectionApi } from '@/api/inspection';
import { ListPage, listOf, startListCall } from '@/components/ListPage';
import { applicationQueryCatalogue, queryActions } from './declarations';

const list = listOf({
  routeName: 'inspection_apply_query',
  rowKey: 'id',
  fields: applicationQueryCatalogue,
  load: inspectionApi.list,
  rowActions: queryActions,
});

export const startCalls = () => startListCall(list);

/** 报检申请查询: the unit's applications (the institute sees every unit's). */
export default function OnlineApplyQuery() {
  return <ListPage {...list} />;
}
