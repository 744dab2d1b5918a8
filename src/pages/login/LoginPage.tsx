import { lazy, Suspense, useRef, useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import Cookies from 'js-cookie';
import { getConfig } from '@/config';
import type { DemoAccount } from '@/api/user';
import { CaptchaImage, useCaptcha } from '@/components/Captcha';
import { useSession } from '@/stores/session';
import { STORAGE_KEYS } from '@/utils/storage';
import styles from './LoginPage.module.css';

// Demo deployments only: its own chunk, so the login page of a real deployment never loads it.
const DemoAccounts = lazy(() => import('./DemoAccounts'));

interface LoginValues {
  username: string;
  password: string;
  validateCode: string;
}

/** Only same-site paths may be a redirect target. */
const safeRedirect = (to: string | null) => (to && to.startsWith('/') && !to.startsWith('//') ? to : '/');

export default function LoginPage() {
  const config = getConfig();
  const [form] = Form.useForm<LoginValues>();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const login = useSession((s) => s.login);
  const { randomNum, refresh } = useCaptcha();
  const [error, setError] = useState(searchParams.get('reason') ?? '');
  // A ref, not state: a second click in the same tick must already see the first one.
  const pending = useRef(false);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: LoginValues) => {
    if (pending.current) return;
    pending.current = true;
    setSubmitting(true);
    setError('');
    try {
      await login({ ...values, username: values.username.trim(), randomNum });
      navigate(safeRedirect(searchParams.get('redirect')), { replace: true });
    } catch (e) {
      setError((e as Error).message || '登录失败');
      form.setFieldValue('validateCode', '');
      refresh();
    } finally {
      pending.current = false;
      setSubmitting(false);
    }
  };

  const fillDemoAccount = (account: DemoAccount) => {
    form.setFieldsValue({ username: account.loginName, password: account.password });
    form.getFieldInstance('validateCode')?.focus?.();
  };

  return (
    <main className={styles.page}>
      <div className={styles.brand}>
        <h1>
          {config.cityName}
          {config.platformTitle}
        </h1>
        <p>设备登记 · 使用登记 · 网上报检 · 报告查询 · 作业人员 · 开票邮寄</p>
      </div>
      {/* A plain panel, not antd's Card: Card brings Tabs, Dropdown and Menu into the login page's load. */}
      <section className={styles.card} aria-labelledby="login-title">
        <h2 id="login-title" className={styles.cardTitle}>
          企业用户登录
        </h2>
        {error && <Alert type="error" showIcon title={error} className={styles.alert} role="alert" />}
        <Form
          form={form}
          onFinish={submit}
          initialValues={{ username: Cookies.get(STORAGE_KEYS.usualPerson) ?? '' }}
          size="large"
          autoComplete="off"
        >
          <Form.Item name="username" rules={[{ required: true, whitespace: true, message: '请输入账号' }]}>
            <Input prefix={<UserOutlined />} placeholder="账号" aria-label="账号" autoComplete="username" />
          </Form.Item>
          <Form.Item name="password" rules={[{ required: true, message: '请输入密码' }]}>
            <Input.Password
              prefix={<LockOutlined />}
              placeholder="密码"
              aria-label="密码"
              autoComplete="current-password"
            />
          </Form.Item>
          <Form.Item>
            <div className={styles.captchaRow}>
              <Form.Item
                name="validateCode"
                noStyle
                rules={[{ required: true, whitespace: true, message: '请输入验证码' }]}
              >
                <Input prefix={<SafetyOutlined />} placeholder="验证码" aria-label="验证码" maxLength={4} />
              </Form.Item>
              <CaptchaImage randomNum={randomNum} onRefresh={refresh} />
            </div>
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            {submitting ? '正在登录…' : '登录'}
          </Button>
        </Form>
        <div className={styles.links}>
          <Link to="/register">企业账号注册</Link>
          <Link to="/regCheackList">注册结果查询</Link>
          <Link to="/resetPassword">忘记密码</Link>
        </div>
      </section>
      {config.demo && (
        <Suspense fallback={null}>
          <DemoAccounts onPick={fillDemoAccount} />
        </Suspense>
      )}
    </main>
  );
}
