import { useState } from 'react';
import { Button } from 'antd';
import { operatorCardPdf, type Operator, type Qualification } from '@/api/operator';
import { downloadPdf, PdfViewer, type PdfSource } from '@/components/PdfViewer';
import { PrintPreview, type SheetSize } from '@/components/PrintSheets';
import { labelOf } from '@/domain/dict';
import { WORK_ITEMS } from '@/domain/workers';
import { selectOrgName, useSession } from '@/stores/session';

/** A certificate card: the size of an ID card (ISO/IEC 7810 ID-1, 85.6 × 54 mm, rounded up). */
export const CERTIFICATE_CARD: SheetSize = { width: 86, height: 54 };

const row = { display: 'flex', gap: '2mm', lineHeight: '4.6mm' } as const;
const label = { width: '14mm', flex: 'none', color: '#595959' } as const;

/** One certificate as a card, laid out in millimetres and points for print. */
function CertificateCard({
  operator,
  certificate,
  unit,
}: {
  operator: Operator;
  certificate: Qualification;
  unit: string;
}) {
  const lines: [string, string][] = [
    ['姓　　名', operator.name],
    ['身份证号', operator.idcard],
    ['作业项目', `${certificate.workitem} ${labelOf(WORK_ITEMS, certificate.workitem)}`],
    ['证书编号', certificate.certno],
    ['发证机关', certificate.issueorg],
    ['有效期至', certificate.validdate],
  ];
  return (
    <div
      style={{
        height: '100%',
        border: '0.3mm solid #1d39c4',
        borderRadius: '3mm',
        overflow: 'hidden',
        fontSize: '7.5pt',
        color: '#141414',
        background: '#fff',
        boxSizing: 'border-box',
      }}
    >
      <div
        style={{
          background: '#1d39c4',
          color: '#fff',
          fontSize: '9pt',
          fontWeight: 600,
          textAlign: 'center',
          lineHeight: '8mm',
          letterSpacing: '0.5mm',
        }}
      >
        特种设备安全管理和作业人员证
      </div>
      <div style={{ padding: '2mm 4mm 0' }}>
        {lines.map(([name, value]) => (
          <div key={name} style={row}>
            <span style={label}>{name}</span>
            <span style={{ overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' }}>
              {value}
            </span>
          </div>
        ))}
        <div style={{ ...row, marginTop: '1mm', color: '#595959', fontSize: '6pt' }}>{unit}</div>
      </div>
    </div>
  );
}

/**
 * The worker detail page's documents: 打印证书卡 (each certificate a card at real size), 证书卡PDF
 * (the print host's A4 card in the browser's viewer) and 下载PDF.
 */
export function OperatorDocuments({ operator }: { operator: Operator }) {
  const unit = useSession(selectOrgName);
  const [printing, setPrinting] = useState(false);
  const [viewing, setViewing] = useState<PdfSource | null>(null);
  const [downloading, setDownloading] = useState(false);
  const certificates = operator.qualifications ?? [];
  const source: PdfSource = {
    title: `作业人员证书卡 - ${operator.name}`,
    load: () => operatorCardPdf(operator.id!),
    fileName: `作业人员证书卡_${operator.name}.pdf`,
  };

  const download = async () => {
    setDownloading(true);
    await downloadPdf(source);
    setDownloading(false);
  };

  return (
    <>
      <Button disabled={!certificates.length} onClick={() => setPrinting(true)}>
        打印证书卡
      </Button>
      <Button onClick={() => setViewing(source)}>证书卡PDF</Button>
      <Button loading={downloading} onClick={() => void download()}>
        下载PDF
      </Button>
      <PrintPreview
        open={printing}
        title="打印证书卡"
        size={CERTIFICATE_CARD}
        sheets={certificates.map((c) => (
          <CertificateCard key={c.id ?? c.certno} operator={operator} certificate={c} unit={unit} />
        ))}
        onClose={() => setPrinting(false)}
      />
      <PdfViewer source={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
