import { useState } from 'react';
import { Alert, Button, Form, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import {
  inspectionApi,
  type InspectionApplication,
  type InspectionApplicationDetail,
} from '@/api/inspection';
import { formSections } from '@/components/catalogue';
import { BoundedDateInput } from '@/components/BoundedDateInput';
import type { DateLimits } from '@/components/dateLimits';
import { lazyBlock } from '@/components/deferred/lazyInput';
import Modal from '@/components/deferred/Modal';
import { RecordForm, useRecordQuery } from '@/components/RecordForm';
import { WorkflowActions } from '@/components/WorkflowActions';
import { RecordMissing } from '@/components/RecordMissing';
import { missingMessage } from '@/contract/field';
import { INSPECTION_APPLICATION } from '@/contract/records/inspection';
import { labelOf } from '@/domain/dict';
import { INSPECTION_FLOW_ACTIONS, inspectionApplyMachine } from '@/domain/inspectionApplication';
import { can } from '@/domain/workflow';
import { handleResult } from '@/http/result';
import { pathTo } from '@/routes/lookup';
import { useSession } from '@/stores/session';
import { checksRule } from '@/utils/validators';
import {
  applicantActions,
  applicationCatalogue,
  authorityActions,
  showApplicationSection,
} from './declarations';

const actions = [...applicantActions, ...authorityActions];

// The tabs' tables (antd's Table) load with the tabs, after the application's descriptions.
const AppliedEquipment = lazyBlock(
  () => import('./AppliedEquipment').then((m) => m.AppliedEquipment),
  () => null,
);
const FeeSheetTable = lazyBlock(
  () => import('./FeeSheetTable').then((m) => m.FeeSheetTable),
  () => null,
);
const PayOrders = lazyBlock(
  () => import('./PayOrders').then((m) => m.PayOrders),
  () => null,
);

const APPOINT_DATE = INSPECTION_APPLICATION.appointDate;
/** The institute accepts for today or later: an earlier 约检日期 is refused. */
const APPOINT_DATES: DateLimits = { notBefore: 'today' };

/** 受理: the institute accepts with the appointment date (约检日期). */
function AcceptButton({ record, onDone }: { record: InspectionApplication; onDone: () => void }) {
  const roleType = useSession((s) => s.currentRoleType);
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<{ appointDate: string }>();
  if (!can(inspectionApplyMachine, 'accept', record.status, roleType)) return null;
  const accept = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    const done = await handleResult(inspectionApi.accept(record.id, values.appointDate));
    setSaving(false);
    if (done) {
      setOpen(false);
      onDone();
    }
  };
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)}>
        {inspectionApplyMachine.transitions.accept.label}
      </Button>
      <Modal
        open={open}
        title="受理报检申请"
        okText="确定"
        cancelText="取消"
        confirmLoading={saving}
        onOk={() => void accept()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" initialValues={{ appointDate: record.wishDate }}>
          <Form.Item
            name="appointDate"
            label={APPOINT_DATE.label}
            rules={[
              { required: true, message: missingMessage(APPOINT_DATE) },
              checksRule(APPOINT_DATE.checks),
            ]}
          >
            <BoundedDateInput label={APPOINT_DATE.label} limits={APPOINT_DATES} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/** online-apply-detail?id=: an application, its equipment, fees and flow log, and what may be done next. */
export default function OnlineApplyDetail() {
  const { id } = useRecordQuery();
  const navigate = useNavigate();
  // After an action the record is loaded again (a new form): its status and buttons are the server's.
  const [version, setVersion] = useState(0);
  const reload = () => setVersion((n) => n + 1);
  if (!id) return <RecordMissing />;
  return (
    <RecordForm<InspectionApplicationDetail>
      key={`${id}|${version}`}
      mode="view"
      id={id}
      sections={formSections(applicationCatalogue)}
      load={inspectionApi.detail}
      // View mode offers no save; the form's contract asks for one all the same.
      save={() => Promise.reject(new Error('报检申请不能在此修改'))}
      onBack={() => navigate(pathTo('inspection_apply_query'))}
      detail={{
        title: (r) => `报检申请 ${r.applyNo}`,
        tabs: [
          {
            key: 'equipment',
            label: '报检设备',
            render: (r) => <AppliedEquipment rows={r.equipment} />,
          },
          {
            key: 'fee',
            label: '费用与缴费',
            render: (r) =>
              r.fee ? (
                <Space orientation="vertical" size={12} style={{ width: '100%' }}>
                  <FeeSheetTable sheet={r.fee} />
                  <PayOrders application={r} />
                </Space>
              ) : (
                <Alert type="info" showIcon title="检验机构受理后核定费用" />
              ),
          },
        ],
        // The shared timeline names registration steps; these are named here.
        flow: (r) =>
          r.flowLog.map((step) => ({ ...step, action: labelOf(INSPECTION_FLOW_ACTIONS, step.action) })),
        extra: (r) => <AcceptButton record={r} onDone={reload} />,
        showSection: showApplicationSection,
      }}
      extra={(r) => <WorkflowActions record={r} actions={actions} onDone={reload} />}
    />
  );
}
