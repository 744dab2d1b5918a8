import { selfServiceApi, type InspectionReport } from '@/api/selfService';
import type { Catalogue } from '@/components/catalogue';
import type { ListQuery } from '@/components/ListPage';
import type { Page } from '@/http/envelope';
import type { RouteName } from '@/routes/table';
import { installCatalogue, onlineCatalogue, periodicCatalogue } from './selfServiceDeclarations';

/**
 * check-online, check-install, check-record: the unit's inspections by how they came about, each a
 * list (inspectionLists.tsx) and a detail (inspectionDetails.tsx) over the same reports as report-query.
 */
export interface InspectionList {
  route: RouteName;
  detail: RouteName;
  catalogue: Catalogue<InspectionReport>;
  load: (query: ListQuery) => Promise<Page<InspectionReport>>;
}

export const online: InspectionList = {
  route: 'company_service_check_online',
  detail: 'company_service_check_online_detail',
  catalogue: onlineCatalogue,
  load: selfServiceApi.onlineInspections,
};
export const install: InspectionList = {
  route: 'company_service_check_install',
  detail: 'company_service_check_install_detail',
  catalogue: installCatalogue,
  load: selfServiceApi.installInspections,
};
export const periodic: InspectionList = {
  route: 'company_service_check_record',
  detail: 'company_service_check_record_detail',
  catalogue: periodicCatalogue,
  load: selfServiceApi.periodicInspections,
};
