import { installUnitApi } from '@/api/company';
import { ListPage, listOf, startListCall } from '@/components/ListPage';
import { pageLink } from '@/routes/links';
import { installActions, installCatalogue } from './declarations';

const list = listOf({
  routeName: 'company_installation_unit',
  rowKey: 'id',
  fields: installCatalogue,
  load: installUnitApi.list,
  rowActions: installActions,
  toolbar: [pageLink('新增安装单位', 'company_installation_unit_details', { mode: 'add' })],
});

export const startCalls = () => startListCall(list);

/** 安装单位: the installation, alteration and repair units the company works with. */
export default function InstallationUnit() {
  return <ListPage {...list} />;
}
