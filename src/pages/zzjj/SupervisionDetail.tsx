import { useState } from 'react';
import { Button } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { getSupervision, supervisionCertificatePdf, type SupervisionInspection } from '@/api/supervision';
import { formSections } from '@/components/catalogue';
import { PdfViewer, type PdfSource } from '@/components/PdfViewer';
import { RecordForm, useRecordQuery } from '@/components/RecordForm';
import { RecordMissing } from '@/components/RecordMissing';
import { SUPERVISION_KINDS, type SupervisionKind } from '@/domain/supervision';
import { pathTo } from '@/routes/lookup';
import { supervisionCatalogue } from './declarations';

const KINDS = Object.keys(SUPERVISION_KINDS) as SupervisionKind[];

/** 监督检验证书 in the print host's viewer, once the inspection is certified. */
function CertificateButton({ inspection }: { inspection: SupervisionInspection }) {
  const [viewing, setViewing] = useState<PdfSource | null>(null);
  if (!inspection.certno) return null;
  return (
    <>
      <Button
        type="primary"
        onClick={() =>
          setViewing({
            title: `监督检验证书 - ${inspection.certno}`,
            load: () => supervisionCertificatePdf(inspection.id),
            fileName: `监督检验证书_${inspection.certno}.pdf`,
          })
        }
      >
        监检证书PDF
      </Button>
      <PdfViewer source={viewing} onClose={() => setViewing(null)} />
    </>
  );
}

/** gdyjdetail / glyjdetail / rqyjdetail?id=: one supervision inspection, its items and its certificate. */
export default function SupervisionDetail() {
  const { id } = useRecordQuery();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const kind = KINDS.find((k) => pathname.endsWith(`/${k}detail`)) ?? 'gdyj';
  if (!id) return <RecordMissing />;
  return (
    <RecordForm<SupervisionInspection>
      key={id}
      mode="view"
      id={id}
      sections={formSections(supervisionCatalogue(SUPERVISION_KINDS[kind].equclacode))}
      load={getSupervision}
      // A supervision inspection is the institute's record: the unit reads it, never saves it.
      save={() => Promise.reject(new Error('监督检验记录不能修改'))}
      onBack={() => navigate(pathTo(`zzjj_${kind}`))}
      detail={{
        title: (inspection) => `${inspection.productName}（${inspection.jjbh}）`,
        extra: (inspection) => <CertificateButton inspection={inspection} />,
      }}
    />
  );
}
