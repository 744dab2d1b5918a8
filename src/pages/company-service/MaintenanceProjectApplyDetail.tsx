import { maintenanceUnitApi, type MaintenanceProjectApply } from '@/api/company';
import { pathTo } from '@/routes/lookup';
import { ApplicationView } from './ApplicationView';
import { projectCatalogue } from './declarations';

/** maintenance-pro-apply-detail?id=: one maintenance project application. */
export default function MaintenanceProjectApplyDetail() {
  return (
    <ApplicationView<MaintenanceProjectApply>
      catalogue={projectCatalogue}
      load={maintenanceUnitApi.project}
      listPath={pathTo('company_service_maint_project')}
    />
  );
}
