import { maintenanceUnitApi } from '@/api/company';
import { ListPage, listOf, startListCall } from '@/components/ListPage';
import { projectActions, projectCatalogue } from './declarations';

const list = listOf({
  routeName: 'company_service_maint_project',
  rowKey: 'id',
  fields: projectCatalogue,
  load: maintenanceUnitApi.projects,
  rowActions: projectActions,
});

export const startCalls = () => startListCall(list);

/** 维保项目申请: the maintenance unit's project applications. */
export default function MaintenanceProjectApply() {
  return <ListPage {...list} />;
}
