import { deleteOperators, exportOperators, listOperators, operatorImport } from '@/api/operator';
import { ListPage, listOf, startListCall } from '@/components/ListPage';
import { pageLink } from '@/routes/links';
import { operatorActions, operatorCatalogue } from './declarations';

const list = listOf({
  routeName: 'worker_query',
  rowKey: 'id',
  fields: operatorCatalogue,
  load: listOperators,
  rowActions: operatorActions,
  toolbar: [pageLink('新增作业人员', 'worker_detail', { mode: 'add' })],
  batchActions: [{ label: '批量删除', danger: true, run: deleteOperators }],
  exportFile: exportOperators,
  importFile: { title: '导入作业人员', calls: operatorImport },
});

export const startCalls = () => startListCall(list);

/** 作业人员查询: the operators of the logged-in unit. */
export default function WorkerQuery() {
  return <ListPage {...list} />;
}
