import { useState } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '@/stores/session';
import { CaptchaImage, useCaptcha } from '@/components/Captcha';
import { settle } from './reloginQueue';

interface ReloginForm {
  password: string;
  validateCode: string;
}

/**
 * The session expired mid-page: ask for the password again over the current page. The page underneath
 * stays mounted, so its filters and form input survive, and the failed calls are sent again afterwards.
 */
export default function ReloginDialog() {
  const loginName = useSession((s) => s.loginName);
  const relogin = useSession((s) => s.relogin);
  const clearSession = useSession((s) => s.clearSession);
  const navigate = useNavigate();
  const location = useLocation();
  const [form] = Form.useForm<ReloginForm>();
  const { randomNum, refresh } = useCaptcha();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState('');

  const submit = async (values: ReloginForm) => {
    setPending(true);
    setError('');
    try {
      await relogin(values.password, values.validateCode, randomNum);
      form.resetFields();
      settle('resolve');
    } catch (e) {
      setError((e as Error).message);
      form.setFieldValue('validateCode', '');
      refresh();
    } finally {
      setPending(false);
    }
  };

  const cancel = () => {
    settle('reject');
    clearSession();
    navigate(`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`);
  };

  return (
    <Modal
      open
      title="登录已超时，请重新登录"
      okText="登录"
      cancelText="退出登录"
      onOk={() => form.submit()}
      onCancel={cancel}
      confirmLoading={pending}
      mask={{ closable: false }}
      closable={false}
      keyboard={false}
      destroyOnHidden
      width={420}
    >
      <p style={{ color: '#666' }}>当前页面的内容会保留，登录后继续刚才的操作。</p>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" onFinish={submit} autoComplete="off">
        <Form.Item label="账号">
          <Input value={loginName} disabled />
        </Form.Item>
        <Form.Item name="password" label="密码" rules={[{ required: true, message: '请输入密码' }]}>
          <Input.Password autoFocus />
        </Form.Item>
        <Form.Item label="验证码" required>
          <div style={{ display: 'flex', gap: 8 }}>
            <Form.Item name="validateCode" noStyle rules={[{ required: true, message: '请输入验证码' }]}>
              <Input maxLength={4} aria-label="验证码" onPressEnter={() => form.submit()} />
            </Form.Item>
            <CaptchaImage randomNum={randomNum} onRefresh={refresh} />
          </div>
        </Form.Item>
      </Form>
    </Modal>
  );
}
