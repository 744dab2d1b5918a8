import type { ComponentType } from 'react';
import { selfServiceApi, type InspectionReport } from '@/api/selfService';
import type { Catalogue } from '@/components/catalogue';
import { ListPage, type ListQuery } from '@/components/ListPage';
import type { Page } from '@/http/envelope';
import { rowLink } from '@/routes/links';
import { pathTo } from '@/routes/lookup';
import type { RouteName } from '@/routes/table';
import { ApplicationView } from './ApplicationView';
import { ReportDocuments } from './ReportDocuments';
import { installCatalogue, onlineCatalogue, periodicCatalogue } from './selfServiceDeclarations';

/**
 * check-online, check-install, check-record: the unit's inspections by how they came about, each a
 * list and a detail over the same reports as report-query.
 */

interface InspectionList {
  route: RouteName;
  detail: RouteName;
  catalogue: Catalogue<InspectionReport>;
  load: (query: ListQuery) => Promise<Page<InspectionReport>>;
}

function listOf({ route, detail, catalogue, load }: InspectionList): ComponentType {
  return function InspectionListPage() {
    return (
      <ListPage
        routeName={route}
        rowKey="id"
        fields={catalogue}
        load={load}
        rowActions={[rowLink('查看', detail, 'view')]}
      />
    );
  };
}

function detailOf({ route, catalogue }: InspectionList): ComponentType {
  return function InspectionDetailPage() {
    return (
      <ApplicationView<InspectionReport>
        catalogue={catalogue}
        load={selfServiceApi.inspection}
        listPath={pathTo(route)}
        extra={(report) => <ReportDocuments report={report} mark={false} />}
      />
    );
  };
}

const online: InspectionList = {
  route: 'company_service_check_online',
  detail: 'company_service_check_online_detail',
  catalogue: onlineCatalogue,
  load: selfServiceApi.onlineInspections,
};
const install: InspectionList = {
  route: 'company_service_check_install',
  detail: 'company_service_check_install_detail',
  catalogue: installCatalogue,
  load: selfServiceApi.installInspections,
};
const periodic: InspectionList = {
  route: 'company_service_check_record',
  detail: 'company_service_check_record_detail',
  catalogue: periodicCatalogue,
  load: selfServiceApi.periodicInspections,
};

export const CheckOnline = listOf(online);
export const CheckOnlineDetail = detailOf(online);
export const CheckInstall = listOf(install);
export const CheckInstallDetail = detailOf(install);
export const CheckRecord = listOf(periodic);
export const CheckRecordDetail = detailOf(periodic);
