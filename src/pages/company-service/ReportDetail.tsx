import { Button, Descriptions, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { selfServiceApi, type InspectionReportDetail } from '@/api/selfService';
import { formSections } from '@/components/catalogue';
import { RecordForm, useRecordQuery } from '@/components/RecordForm';
import { INTERACTION_SUBJECT } from '@/domain/selfService';
import { pathTo } from '@/routes/lookup';
import { ReportDocuments } from './ReportDocuments';
import { reportCatalogue } from './selfServiceDeclarations';

const sections = formSections(reportCatalogue);

/** The keys to hand to someone without an account: the report's pickup, the equipment's request. */
function PaperKeys({ report }: { report: InspectionReportDetail }) {
  return (
    <Descriptions size="small" column={1} bordered>
      <Descriptions.Item label="自助领取码">
        <Typography.Text copyable code>
          {report.collectKey}
        </Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label="无账号报检码">
        <Typography.Text copyable code>
          {report.periodicKey}
        </Typography.Text>
      </Descriptions.Item>
    </Descriptions>
  );
}

/** report-detail?id=<report number>: the report's data, its PDF, its mark, a question about it. */
export default function ReportDetail() {
  const { id } = useRecordQuery();
  const navigate = useNavigate();
  return (
    <RecordForm<InspectionReportDetail>
      key={id}
      mode="view"
      id={id}
      sections={sections}
      load={selfServiceApi.report}
      // A report is the institute's; the portal only reads it.
      save={() => Promise.reject(new Error('检验报告不能修改'))}
      onBack={() => navigate(pathTo('company_service_report_query'))}
      detail={{
        title: (report) => `检验报告 ${report.reportno}（${report.equname}）`,
        extra: (report) => (
          <>
            <ReportDocuments report={report} />
            <Button
              onClick={() =>
                navigate(
                  pathTo('company_service_interaction_detail', {
                    mode: 'add',
                    subjectKind: INTERACTION_SUBJECT.report,
                    subjectNo: report.reportno,
                  }),
                )
              }
            >
              咨询此报告
            </Button>
          </>
        ),
        tabs: [{ key: 'keys', label: '无账号领取与报检', render: (report) => <PaperKeys report={report} /> }],
      }}
    />
  );
}
