import { selfServiceApi } from '@/api/selfService';
import { ListPage, listOf, startListCall } from '@/components/ListPage';
import { rowLink } from '@/routes/links';
import { reportCatalogue } from './selfServiceDeclarations';

const list = listOf({
  routeName: 'company_service_report_query',
  rowKey: 'id',
  fields: reportCatalogue,
  load: selfServiceApi.reports,
  exportFile: selfServiceApi.exportReports,
  rowActions: [rowLink('查看', 'company_service_report_detail', 'view')],
});

export const startCalls = () => startListCall(list);

/** report-query: the unit's inspection reports, filtered and exported; 查看 opens the report. */
export default function ReportQuery() {
  return <ListPage {...list} />;
}
