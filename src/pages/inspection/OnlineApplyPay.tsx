import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Form, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import { invoiceCertApi, mailAddressApi } from '@/api/company';
import { inspectionApi, payApi, type InspectionApplicationDetail } from '@/api/inspection';
// The selects and the voucher's upload load after the page is usable, behind stand-ins of their size.
import { AttachmentsInput, SelectInput } from '@/components/deferred/fieldInputs';
import { missingMessage } from '@/contract/field';
import { BILLING, mailingLine } from '@/contract/records/billing';
import { INSPECTION_APPLICATION as A } from '@/contract/records/inspection';
import { LoadState } from '@/components/LoadState';
import { useRecordQuery } from '@/components/RecordForm';
import { useLoad } from '@/components/useLoad';
import { YES } from '@/domain/company';
import { labelOf } from '@/domain/dict';
import { inspectionApplyMachine, yuan } from '@/domain/inspectionApplication';
import { can } from '@/domain/workflow';
import { handleResult } from '@/http/result';
import { pathTo } from '@/routes/lookup';
import { useSession } from '@/stores/session';
import { FeeSheetTable } from './FeeSheetTable';
import { PayOrders } from './PayOrders';

interface Option {
  value: string;
  label: string;
}

interface Loaded {
  application: InspectionApplicationDetail;
  invoices: Option[];
  mails: Option[];
  defaults: { invoiceId?: string; mailId?: string };
}

async function loadPayment(id: string): Promise<Loaded> {
  const [application, invoices, mails] = await Promise.all([
    inspectionApi.detail(id),
    invoiceCertApi.list({ pageSize: 100 }),
    mailAddressApi.list({ pageSize: 100 }),
  ]);
  return {
    application,
    invoices: invoices.list.map((t) => ({ value: t.id, label: `${t.title}（${t.taxno}）` })),
    mails: mails.list.map((m) => ({
      value: m.id,
      label: mailingLine(m),
    })),
    defaults: {
      invoiceId: invoices.list.find((t) => t.isDefault === YES)?.id,
      mailId: mails.list.find((m) => m.isDefault === YES)?.id,
    },
  };
}

/** online-apply-pay?id=: the fees, the invoice title and mailing address, then QR payment or a transfer voucher. */
export default function OnlineApplyPay() {
  const { id = '' } = useRecordQuery();
  const [attempt, setAttempt] = useState(0);
  const loaded = useLoad(() => loadPayment(id), `${id}|${attempt}`);
  const navigate = useNavigate();
  return (
    <LoadState
      loaded={loaded}
      noun="缴费信息"
      onRetry={() => setAttempt((n) => n + 1)}
      onBack={() => navigate(pathTo('inspection_pay'))}
    >
      {(data) => <Payment key={id} loaded={data} />}
    </LoadState>
  );
}

function Payment({ loaded }: { loaded: Loaded }) {
  const { application } = loaded;
  const navigate = useNavigate();
  const roleType = useSession((s) => s.currentRoleType);
  const [form] = Form.useForm<{ invoiceId: string; mailId: string }>();
  const [busy, setBusy] = useState(false);
  const byCode = can(inspectionApplyMachine, 'pay', application.status, roleType);
  const byVoucher = can(inspectionApplyMachine, 'submitVoucher', application.status, roleType);
  const payable = byCode || byVoucher;

  const billing = () =>
    form
      .validateFields()
      .then((v) => v)
      .catch(() => null);
  const payByCode = async () => {
    const values = await billing();
    if (!values) return;
    setBusy(true);
    await handleResult(payApi.createOrder(application.id, values.invoiceId, values.mailId), {
      onSuccess: (order) =>
        navigate(pathTo('pay_code_order', { id: application.id, orderNo: order.orderNo })),
    });
    setBusy(false);
  };
  const payByVoucher = async () => {
    const values = await billing();
    if (!values) return;
    setBusy(true);
    await handleResult(inspectionApi.updatePayCert(application.id, values.invoiceId, values.mailId), {
      onSuccess: () => navigate(pathTo('inspection_apply_detail', { id: application.id })),
    });
    setBusy(false);
  };

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Card title={`报检申请 ${application.applyNo}`} size="small">
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3 }}
          items={[
            {
              key: 'status',
              label: A.status.label,
              children: labelOf(A.status.dict, application.status),
            },
            { key: 'count', label: A.equcount.label, children: application.equcount },
            { key: 'appoint', label: A.appointDate.label, children: application.appointDate || '—' },
          ]}
        />
        {application.fee && <FeeSheetTable sheet={application.fee} />}
      </Card>
      {application.orders.length > 0 && (
        <Card title="缴费记录" size="small">
          <PayOrders application={application} />
        </Card>
      )}
      {!payable ? (
        <Alert
          type="info"
          showIcon
          title={`该报检申请当前状态为“${labelOf(A.status.dict, application.status)}”，无需缴费`}
        />
      ) : (
        <Form
          form={form}
          layout="vertical"
          name="inspectionPayment"
          initialValues={loaded.defaults}
          aria-label="缴费信息"
        >
          <Card title="发票与邮寄" size="small" style={{ marginBottom: 12 }}>
            {[
              { field: BILLING.invoiceId, options: loaded.invoices },
              { field: BILLING.mailId, options: loaded.mails },
            ].map(({ field, options }) => (
              <Form.Item
                key={field.name}
                name={field.name}
                label={field.label}
                rules={[{ required: true, message: missingMessage(field) }]}
              >
                <SelectInput options={options} placeholder={missingMessage(field)} />
              </Form.Item>
            ))}
          </Card>
          {byCode && (
            <Card title="扫码支付" size="small" style={{ marginBottom: 12 }}>
              <Space wrap>
                {/* Plain text: antd's Typography (6 KB) brings copy and ellipsis this line never uses. */}
                <span>
                  应缴金额：<strong>{yuan(application.total)}</strong>
                </span>
                <Button type="primary" loading={busy} onClick={() => void payByCode()}>
                  扫码支付
                </Button>
              </Space>
            </Card>
          )}
          {byVoucher && (
            <Card title="对公转账" size="small">
              <p style={{ color: 'var(--ant-color-text-secondary)', marginTop: 0 }}>
                已通过银行转账缴费的，请上传转账凭证（银行回单）后提交。
              </p>
              <Form.Item label="转账凭证">
                <AttachmentsInput value={application.id} group="payCert" />
              </Form.Item>
              <Button loading={busy} onClick={() => void payByVoucher()}>
                提交转账凭证
              </Button>
            </Card>
          )}
        </Form>
      )}
    </Space>
  );
}
