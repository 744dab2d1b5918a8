import { useState } from 'react';
import { Alert, Button, Card, Form, Modal, Space } from 'antd';
import { unitApi, type UnitChangeForm, type UnitProfile } from '@/api/company';
import { FieldDescriptions } from '@/components/FieldDescriptions';
import { FormFields } from '@/components/FormFields';
import { LoadState } from '@/components/LoadState';
import { RecordForm } from '@/components/RecordForm';
import { useLoad } from '@/components/useLoad';
import { changedFieldLabels } from '@/domain/company';
import { handleResult } from '@/http/result';
import { pageLink } from '@/routes/links';
import { useNavigate } from 'react-router-dom';
import { validateAll } from '@/utils/validators';
import { changeFields, keyFields, ownSections } from './declarations';

const changeItems = changeFields.map((f) => ({ ...f, span: f.wide ? 24 : 12 }) as const);
const historyLink = pageLink('查看变更记录', 'company_maintain_history');

/**
 * 单位信息维护: the key fields (name, credit code, legal representative, address) read-only with a
 * change application the authority approves; contacts and safety managers saved directly.
 */
export default function Maintain() {
  const [attempt, setAttempt] = useState(0);
  const loaded = useLoad(unitApi.get, String(attempt));
  return (
    <LoadState loaded={loaded} noun="单位信息" onRetry={() => setAttempt((n) => n + 1)}>
      {(unit) => (
        <>
          <KeyFieldsCard unit={unit} onApplied={loaded.refetch} />
          <RecordForm<UnitProfile>
            mode="edit"
            id={unit.id}
            sections={ownSections}
            load={unitApi.get}
            save={unitApi.save}
          />
        </>
      )}
    </LoadState>
  );
}

function KeyFieldsCard({ unit, onApplied }: { unit: UnitProfile; onApplied: () => void }) {
  const [applying, setApplying] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<UnitChangeForm>();
  const navigate = useNavigate();
  const pending = unit.pendingChange;

  const submit = async () => {
    if (!(await validateAll(form))) return;
    setSaving(true);
    const done = await handleResult(unitApi.changeUnit(form.getFieldsValue()), {
      onSuccess: () => {
        setApplying(false);
        onApplied();
      },
    });
    setSaving(false);
    return done;
  };

  return (
    <Card
      title="单位基本信息"
      size="small"
      style={{ marginBottom: 12 }}
      extra={
        <Space>
          <Button type="link" onClick={() => navigate(historyLink.to)}>
            {historyLink.label}
          </Button>
          <Button
            type="primary"
            disabled={!!pending}
            onClick={() => {
              form.setFieldsValue({ ...unit, reason: '' });
              setApplying(true);
            }}
          >
            申请变更
          </Button>
        </Space>
      }
    >
      {pending ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={`变更申请 ${pending.applyNo}（${changedFieldLabels(pending.changedFields.split(','))}）待审核，审核通过后生效`}
        />
      ) : (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title="单位名称、统一社会信用代码、法定代表人和单位地址须提交变更申请，经审核通过后生效。"
        />
      )}
      <FieldDescriptions fields={keyFields} record={unit} />
      <Modal
        open={applying}
        title="单位信息变更申请"
        width={720}
        okText="提交申请"
        cancelText="取消"
        confirmLoading={saving}
        onOk={() => void submit()}
        onCancel={() => setApplying(false)}
        forceRender
      >
        <Form form={form} layout="vertical" name="unit-change" aria-label="单位信息变更申请">
          <FormFields fields={changeItems} />
        </Form>
      </Modal>
    </Card>
  );
}
