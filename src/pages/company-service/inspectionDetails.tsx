import type { ComponentType } from 'react';
import { selfServiceApi, type InspectionReport } from '@/api/selfService';
import { pathTo } from '@/routes/lookup';
import { ApplicationView } from './ApplicationView';
import { install, online, periodic, type InspectionList } from './inspectionKinds';
import { ReportDocuments } from './ReportDocuments';

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

export const CheckOnlineDetail = detailOf(online);
export const CheckInstallDetail = detailOf(install);
export const CheckRecordDetail = detailOf(periodic);
