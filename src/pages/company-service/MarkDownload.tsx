import { useState } from 'react';
import { Button } from 'antd';
import { selfServiceApi, type InspectionReport } from '@/api/selfService';
import { ListPage } from '@/components/ListPage';
import { downloadPdf } from '@/components/PdfViewer';
import { rowLink } from '@/routes/links';
import { markCatalogue } from './selfServiceDeclarations';

/** 下载标志 of one row: the mark of its report as the print host's PDF. */
function MarkButton({ report }: { report: InspectionReport }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    await downloadPdf({
      title: `检验标志 - ${report.reportno}`,
      load: () => selfServiceApi.markPdf(report.id),
      fileName: `检验标志_${report.reportno}.pdf`,
    });
    setBusy(false);
  };
  return (
    <Button size="small" loading={busy} onClick={() => void download()}>
      下载标志
    </Button>
  );
}

/** jcbz: the marks in force, one per equipment and series (the newest report of each). */
export default function MarkDownload() {
  return (
    <ListPage
      routeName="company_service_jcbz"
      rowKey="id"
      fields={markCatalogue}
      fixedQuery={{ current: '1' }}
      load={selfServiceApi.reports}
      columns={[{ key: 'id', title: '检验标志', width: 110, render: (r) => <MarkButton report={r} /> }]}
      rowActions={[rowLink('查看', 'company_service_report_detail', 'view')]}
    />
  );
}
