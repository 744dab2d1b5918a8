import { useState } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import { useNavigate } from 'react-router-dom';
import { alertDialog } from '@/lib/feedback';
import { ApiError } from '@/http/errors';
import { useSession } from '@/stores/session';
import { rules } from '@/utils/validators';
import { usePasswordDialog } from '@/stores/passwordDialog';

interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * 修改密码 (docs/requirements.md, Session, roles and tabs). With a simple password it opens by itself and cannot
 * be dismissed: cancelling logs out. A successful change ends the session and shows login.
 */
export default function PasswordDialog() {
  const setOpen = usePasswordDialog((s) => s.setOpen);
  const onClose = () => setOpen(false);
  const forced = useSession((s) => s.isSimplePwd);
  const updatePassword = useSession((s) => s.updatePassword);
  const logout = useSession((s) => s.logout);
  const navigate = useNavigate();
  const [form] = Form.useForm<PasswordForm>();
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState('');

  const cancel = async () => {
    form.resetFields();
    setServerError('');
    if (forced) {
      await logout();
      navigate('/login');
    } else onClose();
  };

  const submit = async () => {
    const values = await form.validateFields();
    if (values.confirmPassword !== values.newPassword) {
      await alertDialog('提示', '两次输入的新密码不一致');
      return;
    }
    setSaving(true);
    setServerError('');
    try {
      await updatePassword(values.oldPassword, values.newPassword);
      form.resetFields();
      onClose();
      navigate('/login');
    } catch (error) {
      setServerError(error instanceof ApiError ? error.message : '修改密码失败，请稍后再试');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title="修改密码"
      open
      width={450}
      mask={{ closable: false }}
      keyboard={!forced}
      okText="确定"
      cancelText={forced ? '退出登录' : '取消'}
      confirmLoading={saving}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={() => void cancel()}
      destroyOnHidden
    >
      {forced && (
        <Alert
          type="warning"
          showIcon
          title="当前密码过于简单，请修改后继续使用"
          style={{ marginBottom: 16 }}
        />
      )}
      {serverError && <Alert type="error" showIcon title={serverError} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="horizontal" labelCol={{ span: 6 }} preserve={false}>
        <Form.Item
          label="当前密码"
          name="oldPassword"
          rules={[{ required: true, message: '请输入当前密码' }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          label="新密码"
          name="newPassword"
          validateTrigger="onBlur"
          rules={[{ required: true, message: '请输入新密码' }, rules.strongPassword]}
          extra="8-16 位，须同时包含大写字母、小写字母、数字和特殊字符 ~!@#$%^&*?()._"
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="确认新密码"
          name="confirmPassword"
          rules={[{ required: true, message: '请确认新密码' }]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
