import { useState } from 'react';
import { Button } from 'antd';
import { certificatePdf, registrationFormPdf, type UseRegistration } from '@/api/useRegistration';
import { PdfViewer, type PdfSource } from '@/components/PdfViewer';
import { REGISTRATION_STATUS } from '@/domain/useRegistration';

/** 使用登记表 (any status) and, once completed, 使用登记证: the print host's PDFs in the viewer. */
export function UseRegistrationDocuments({ record }: { record: UseRegistration }) {
  const [viewing, setViewing] = useState<PdfSource | null>(null);
  const id = record.id!;
  const form: PdfSource = {
    title: `使用登记表 - ${record.applyNo ?? ''}`,
    load: () => registrationFormPdf(id),
    fileName: `使用登记表_${record.applyNo ?? id}.pdf`,
  };
  const certificate: PdfSource = {
    title: `使用登记证 - ${record.usecercode ?? ''}`,
    load: () => certificatePdf(id),
    fileName: `使用登记证_${record.usecercode ?? id}.pdf`,
  };
  return (
    <>
      <Button onClick={() => setViewing(form)}>使用登记表</Button>
      {record.status === REGISTRATION_STATUS.completed && (
        <Button onClick={() => setViewing(certificate)}>使用登记证</Button>
      )}
      <PdfViewer source={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
