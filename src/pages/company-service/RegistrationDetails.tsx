import { useState } from 'react';
import { Button, Card, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import { getSetRegistration, setCertificatePdf, type SetRegistration } from '@/api/registrationSets';
import { FieldDescriptions } from '@/components/FieldDescriptions';
import { LoadState } from '@/components/LoadState';
import { PdfViewer, type PdfSource } from '@/components/PdfViewer';
import { useRecordQuery } from '@/components/RecordForm';
import { useLoad } from '@/components/useLoad';
import { RecordMissing } from '@/components/RecordMissing';
import { pathTo } from '@/routes/lookup';
import { setCertificateFields } from './registrationSetDeclarations';

/** The 使用登记证 of a set registration (?id=): what it says, and the certificate from the print host. */
export default function RegistrationDetails() {
  const { id } = useRecordQuery();
  if (!id) return <RecordMissing />;
  return <Certificate key={id} id={id} />;
}

function Certificate({ id }: { id: string }) {
  const loaded = useLoad(() => getSetRegistration(id), id);
  const navigate = useNavigate();
  const toList = () => navigate(pathTo('company_service_reg_by_sets'));
  if (!loaded.data)
    return <LoadState loaded={loaded} noun="登记证" onRetry={loaded.refetch} onBack={toList} />;
  return <CertificateView set={loaded.data} onBack={toList} />;
}

function CertificateView({ set, onBack }: { set: SetRegistration; onBack: () => void }) {
  const navigate = useNavigate();
  const [viewing, setViewing] = useState<PdfSource | null>(null);
  const certificate: PdfSource = {
    title: `使用登记证 - ${set.usecercode}`,
    load: () => setCertificatePdf(set.id),
    fileName: `使用登记证_${set.usecercode}.pdf`,
  };
  return (
    <Card
      size="small"
      title={`使用登记证：${set.usecercode}`}
      extra={
        <Space>
          <Button type="primary" onClick={() => setViewing(certificate)}>
            打印使用登记证
          </Button>
          <Button onClick={() => navigate(pathTo('company_service_set_detail', { id: set.id }))}>
            台套详情
          </Button>
          <Button onClick={onBack}>返回</Button>
        </Space>
      }
    >
      <FieldDescriptions fields={setCertificateFields} record={set} />
      <PdfViewer source={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}
