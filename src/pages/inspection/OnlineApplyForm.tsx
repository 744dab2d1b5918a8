import { useState } from 'react';
import { Alert, Button, Card, Col, Form, Row, Space } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  inspectionApi,
  type ApplyFormKind,
  type InspectionApplication,
  type InspectionApplyForm,
  type InspectionEquipment,
} from '@/api/inspection';
import { formFields, type Catalogue } from '@/components/catalogue';
import { fieldInput, valueProps } from '@/components/fields';
import { LoadState } from '@/components/LoadState';
import { fieldRules } from '@/components/RecordForm';
import { SmsCodeField } from '@/components/SmsCodeField';
import { useReplaceTab, useTabDirtySetter } from '@/components/tabPage';
import { useLoad } from '@/components/useLoad';
import { ELEVATOR_DECLARATION, INSPECTION_APPLICATION } from '@/contract/records/inspection';
import { SMS_PURPOSE } from '@/domain/registration';
import { handleResult } from '@/http/result';
import { pathTo } from '@/routes/lookup';
import { useSession } from '@/stores/session';
import { AppliedEquipment } from './AppliedEquipment';

type FormValues = Omit<InspectionApplyForm, 'equIds' | 'isCommit' | 'isPc' | 'formKind' | 'id'>;

const A = INSPECTION_APPLICATION;
const requestCatalogue: Catalogue<FormValues> = [
  A.inspectKind,
  { ...A.wishDate, dates: { notBefore: 'today' } },
  A.contactPerson,
  { ...A.contactMobile, inputMode: 'numeric' },
  { ...A.remark, wide: true },
];
/** The elevator form (onlineApplyForElevator): the maintenance unit declares its self-check. */
const elevatorCatalogue: Catalogue<FormValues> = ELEVATOR_DECLARATION.map((name) => ({
  ...A[name],
  required: true,
}));

interface Loaded {
  application?: InspectionApplication;
  equipment: InspectionEquipment[];
}

/** online-apply-form (?equIds=&kind=) and online-apply-edit (?id=): the request of an inspection. */
export default function OnlineApplyForm() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const equIds = params.get('equIds') ?? '';
  const kind: ApplyFormKind = params.get('kind') === 'elevator' ? 'elevator' : 'general';
  const [attempt, setAttempt] = useState(0);
  const loaded = useLoad<Loaded>(
    () =>
      id
        ? inspectionApi.detail(id).then((application) => ({ application, equipment: application.equipment }))
        : equIds
          ? // The server says whether the chosen equipment may still be applied for (and names what may not).
            inspectionApi.checkOnline(equIds.split(','), kind).then((equipment) => ({ equipment }))
          : Promise.resolve({ equipment: [] }),
    `${id}|${equIds}|${kind}|${attempt}`,
    { reloadAfterWrites: false },
  );
  const navigate = useNavigate();
  const back = () => navigate(pathTo('inspection_apply_query'));
  return (
    <LoadState loaded={loaded} noun="报检申请" onRetry={() => setAttempt((n) => n + 1)} onBack={back}>
      {(data) => (
        <RequestForm key={`${id}|${equIds}`} loaded={data} formKind={data.application?.formKind ?? kind} />
      )}
    </LoadState>
  );
}

function RequestForm({ loaded, formKind }: { loaded: Loaded; formKind: ApplyFormKind }) {
  const [form] = Form.useForm<FormValues>();
  const navigate = useNavigate();
  const userName = useSession((s) => s.name);
  const userMobile = useSession((s) => s.mobile);
  const [equipment, setEquipment] = useState(loaded.equipment);
  const [saving, setSaving] = useState(false);
  const setDraft = useTabDirtySetter();
  const replaceTab = useReplaceTab();
  const { application } = loaded;
  const sections = [
    { title: '申请信息', fields: formFields(requestCatalogue) },
    ...(formKind === 'elevator'
      ? [{ title: '维保单位符合性声明', fields: formFields(elevatorCatalogue) }]
      : []),
  ];
  const initial: Partial<FormValues> = application ?? {
    inspectKind: '1',
    contactPerson: userName,
    contactMobile: userMobile,
    maintainUnit: equipment.find((e) => e.maintainunit)?.maintainunit ?? '',
  };

  const submit = async (isCommit: boolean) => {
    const names = sections.flatMap((s) => s.fields.map((f) => f.name));
    const valid = await form
      .validateFields(isCommit ? [...names, 'authCode'] : names)
      .then(() => true)
      .catch(() => false);
    if (!valid) return;
    setSaving(true);
    await handleResult(
      inspectionApi.save({
        ...initial,
        ...form.getFieldsValue(true),
        id: application?.id,
        formKind,
        equIds: equipment.map((e) => e.id),
        isCommit: isCommit ? '1' : '0',
        isPc: '1',
      }),
      {
        onSuccess: (saved) => {
          setDraft(false);
          replaceTab(pathTo('inspection_apply_detail', { id: saved.id }));
        },
      },
    );
    setSaving(false);
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initial}
      onValuesChange={() => setDraft(true)}
      aria-label="报检申请表单"
      name="inspectionApply"
    >
      <Card title={`报检设备（${equipment.length}台）`} size="small" style={{ marginBottom: 12 }}>
        {!equipment.length && (
          <Alert type="warning" showIcon title="请先在在线报检或电梯报检页面勾选需要报检的设备" />
        )}
        <AppliedEquipment
          rows={equipment}
          onRemove={(equId) => {
            setDraft(true);
            setEquipment((rows) => rows.filter((r) => r.id !== equId));
          }}
        />
      </Card>
      {sections.map((section) => (
        <Card key={section.title} title={section.title} size="small" style={{ marginBottom: 12 }}>
          <Row gutter={16}>
            {section.fields.map((f) => (
              <Col key={f.name} xs={24} md={f.wide ? 24 : 12}>
                <Form.Item
                  name={f.name}
                  label={f.label}
                  rules={fieldRules(f)}
                  validateFirst
                  {...valueProps(f)}
                >
                  {fieldInput(f)}
                </Form.Item>
              </Col>
            ))}
          </Row>
        </Card>
      ))}
      <Card title="提交确认" size="small" style={{ marginBottom: 12 }}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <SmsCodeField mobileField="contactMobile" purpose={SMS_PURPOSE.inspectionApply} name="authCode" />
          </Col>
        </Row>
      </Card>
      <Space wrap>
        <Button loading={saving} disabled={!equipment.length} onClick={() => void submit(false)}>
          暂存
        </Button>
        <Button
          type="primary"
          loading={saving}
          disabled={!equipment.length}
          onClick={() => void submit(true)}
        >
          提交申请
        </Button>
        <Button onClick={() => navigate(pathTo('inspection_apply_query'))}>返回</Button>
      </Space>
    </Form>
  );
}
