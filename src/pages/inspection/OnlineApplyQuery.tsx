import { inspectionApi } from '@/api/inspection';
import { ListPage } from '@/components/ListPage';
import { applicationQueryCatalogue, queryActions } from './declarations';

/** 报检申请查询: the unit's applications (the institute sees every unit's). */
export default function OnlineApplyQuery() {
  return (
    <ListPage
      routeName="inspection_apply_query"
      rowKey="id"
      fields={applicationQueryCatalogue}
      load={inspectionApi.list}
      rowActions={queryActions}
    />
  );
}
