import { useState } from 'react';
import { Button, Card, Descriptions, Form, Input, Space } from 'antd';
import { toast } from '@/lib/feedback';
import { useTabDirty } from '@/components/tabPage';
import { usePasswordDialog } from '@/stores/passwordDialog';
import { selectOrgName, useSession } from '@/stores/session';
import { USER_INFO } from '@/contract/records/account';
import type { ContractField } from '@/contract/field';
import { checksRule } from '@/utils/validators';

type ProfileForm = Record<keyof typeof USER_INFO, string>;

/** A field of the account's own information as its record declares it: label, required, checks, length. */
function ProfileItem({ field }: { field: ContractField }) {
  const { name, label, required, missing, checks, maxLength } = field;
  const rules = [
    ...(required ? [{ required: true, message: missing ?? `请输入${label}` }] : []),
    ...(checks?.length ? [checksRule(checks)] : []),
  ];
  return (
    <Form.Item label={label} name={name} rules={rules}>
      <Input maxLength={maxLength} />
    </Form.Item>
  );
}

/** 账号信息: the account's own information, its update and the change-password entry. */
export default function AccountPage() {
  const session = useSession();
  const orgName = useSession(selectOrgName);
  const [form] = Form.useForm<ProfileForm>();
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [dirty, setDirty] = useState(false);
  const openPassword = usePasswordDialog((s) => s.setOpen);
  useTabDirty(editing && dirty);

  const save = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await session.updateProfile(values);
      toast.success('账号信息已保存');
      setEditing(false);
      setDirty(false);
    } catch {
      // The client has shown the server's message; the form keeps the input.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title="账号信息"
        extra={
          <Space>
            <Button onClick={() => openPassword(true)}>修改密码</Button>
            {!editing && (
              <Button type="primary" onClick={() => setEditing(true)}>
                修改信息
              </Button>
            )}
          </Space>
        }
      >
        <Descriptions column={{ xs: 1, md: 2 }} bordered size="middle">
          <Descriptions.Item label="登录账号">{session.loginName}</Descriptions.Item>
          <Descriptions.Item label="所属单位">{orgName}</Descriptions.Item>
          <Descriptions.Item label="当前角色">{session.currentRoleName}</Descriptions.Item>
          <Descriptions.Item label="姓名">{session.name || '—'}</Descriptions.Item>
          <Descriptions.Item label="身份证号">{session.idCard || '—'}</Descriptions.Item>
          <Descriptions.Item label="联系电话">{session.phone || '—'}</Descriptions.Item>
          <Descriptions.Item label="手机号码">{session.mobile || '—'}</Descriptions.Item>
        </Descriptions>
      </Card>
      {editing && (
        <Card title="修改账号信息">
          <Form<ProfileForm>
            form={form}
            labelCol={{ span: 4 }}
            wrapperCol={{ span: 12 }}
            initialValues={{
              name: session.name,
              identityCard: session.idCard,
              phone: session.phone,
              mobile: session.mobile,
            }}
            onValuesChange={() => setDirty(true)}
          >
            {Object.values(USER_INFO).map((field) => (
              <ProfileItem key={field.name} field={field} />
            ))}
            <Form.Item wrapperCol={{ offset: 4 }}>
              <Space>
                <Button type="primary" loading={saving} onClick={() => void save().catch(() => undefined)}>
                  保存
                </Button>
                <Button
                  onClick={() => {
                    form.resetFields();
                    setEditing(false);
                    setDirty(false);
                  }}
                >
                  取消
                </Button>
              </Space>
            </Form.Item>
          </Form>
        </Card>
      )}
    </Space>
  );
}
