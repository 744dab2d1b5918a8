import { useState } from 'react';
import { Button } from 'antd';
import { selfServiceApi, type InspectionReport } from '@/api/selfService';
import { downloadPdf, PdfViewer, type PdfSource } from '@/components/PdfViewer';

/** The report in the browser's viewer (download and print there), and its inspection mark to download. */
export function ReportDocuments({ report, mark = true }: { report: InspectionReport; mark?: boolean }) {
  const [viewing, setViewing] = useState<PdfSource | null>(null);
  const [downloading, setDownloading] = useState(false);
  const source: PdfSource = {
    title: `检验报告 - ${report.reportno}`,
    load: () => selfServiceApi.reportPdf(report.id),
    fileName: `检验报告_${report.reportno}.pdf`,
  };
  const downloadMark = async () => {
    setDownloading(true);
    await downloadPdf({
      title: `检验标志 - ${report.reportno}`,
      load: () => selfServiceApi.markPdf(report.id),
      fileName: `检验标志_${report.reportno}.pdf`,
    });
    setDownloading(false);
  };
  return (
    <>
      <Button type="primary" onClick={() => setViewing(source)}>
        查看报告
      </Button>
      {mark && (
        <Button loading={downloading} onClick={() => void downloadMark()}>
          下载检验标志
        </Button>
      )}
      <PdfViewer source={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
