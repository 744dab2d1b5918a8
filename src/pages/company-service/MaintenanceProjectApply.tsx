import { maintenanceUnitApi } from '@/api/company';
import { ListPage } from '@/components/ListPage';
import { projectActions, projectCatalogue } from './declarations';

/** 维保项目申请: the maintenance unit's project applications. */
export default function MaintenanceProjectApply() {
  return (
    <ListPage
      routeName="company_service_maint_project"
      rowKey="id"
      fields={projectCatalogue}
      load={maintenanceUnitApi.projects}
      rowActions={projectActions}
    />
  );
}
