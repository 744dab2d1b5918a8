import { useState } from 'react';
import { Button, Card, Descriptions, Form, Input, Space } from 'antd';
import { toast } from '@/lib/feedback';
import { useTabDirty } from '@/components/tabPage';
import { usePasswordDialog } from '@/stores/passwordDialog';
import { selectOrgName, useSession } from '@/stores/session';
import { rules } from '@/utils/validators';

interface ProfileForm {
  name: string;
  identityCard: string;
  phone: string;
  mobile: string;
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
            <Form.Item label="姓名" name="name" rules={[{ required: true, message: '请输入姓名' }]}>
              <Input maxLength={30} />
            </Form.Item>
            <Form.Item
              label="身份证号"
              name="identityCard"
              rules={[{ required: true, message: '请输入身份证号' }, rules.citizenId]}
            >
              <Input maxLength={18} />
            </Form.Item>
            <Form.Item label="联系电话" name="phone" rules={[rules.mobileOrLandline]}>
              <Input maxLength={20} />
            </Form.Item>
            <Form.Item
              label="手机号码"
              name="mobile"
              rules={[{ required: true, message: '请输入手机号码' }, rules.mobile]}
            >
              <Input maxLength={11} />
            </Form.Item>
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
