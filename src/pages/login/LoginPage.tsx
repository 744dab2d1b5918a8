import { lazy, Suspense, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Button } from 'antd';
// Deep imports: antd's Input entry attaches TextArea, Search and OTP, which this page does not use.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import Cookies from 'js-cookie';
import { getConfig } from '@/config';
import type { DemoAccount } from '@/api/user';
import { CaptchaImage, useCaptcha } from '@/components/Captcha';
import { useSession } from '@/stores/session';
import { useHydrating } from '@/utils/hydration';
import { STORAGE_KEYS } from '@/utils/storage';
import styles from './LoginPage.module.css';

// Demo deployments only: its own chunk, so the login page of a real deployment never loads it.
const DemoAccounts = lazy(() => import('./DemoAccounts'));
// Shown only after a failed attempt.
const Alert = lazy(() => import('antd/es/alert'));

interface LoginValues {
  username: string;
  password: string;
  validateCode: string;
}
type LoginField = keyof LoginValues;

/**
 * The three required fields and their messages. The login page is what every visit loads first, so it
 * checks them itself rather than with antd's Form (rc-form and its validator are about 27 KB of
 * gzipped script for three "required" rules); every other form uses antd's Form.
 */
const REQUIRED: { field: LoginField; label: string; message: string; trim: boolean }[] = [
  { field: 'username', label: '账号', message: '请输入账号', trim: true },
  { field: 'password', label: '密码', message: '请输入密码', trim: false },
  { field: 'validateCode', label: '验证码', message: '请输入验证码', trim: true },
];
const labelOf = (field: LoginField) => REQUIRED.find((f) => f.field === field)!.label;

const missingFields = (values: LoginValues): Partial<Record<LoginField, string>> =>
  Object.fromEntries(
    REQUIRED.filter(({ field, trim }) => !(trim ? values[field].trim() : values[field])).map(
      ({ field, message }) => [field, message],
    ),
  );

/** What the page's input of this field holds before React renders it (the prerendered page's). */
const typedBefore = (field: LoginField) =>
  (typeof document !== 'undefined' &&
    document.querySelector<HTMLInputElement>(`input#login-${field}`)?.value) ||
  '';

const focusField = (field: LoginField) => document.getElementById(`login-${field}`)?.focus();

/** A field with its message under it, tied to the input for screen readers. */
function LoginItem({ field, error, children }: { field: LoginField; error?: string; children: ReactNode }) {
  return (
    <div className={styles.item}>
      {children}
      {error && (
        <div id={`login-${field}-error`} className={styles.itemError} role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

/** Only same-site paths may be a redirect target. */
const safeRedirect = (to: string | null) => (to && to.startsWith('/') && !to.startsWith('//') ? to : '/');

export default function LoginPage() {
  const config = getConfig();
  // Where the page takes over the one prerendered at build time (hydrated, or rendered anew in its
  // place), the fields start with what was typed into it while the script loaded; else empty, with the
  // account last used. The prerendered inputs are empty; React leaves a hydrated input's value as is.
  const [values, setValues] = useState<LoginValues>(() => ({
    username: typedBefore('username') || (Cookies.get(STORAGE_KEYS.usualPerson) ?? ''),
    password: typedBefore('password'),
    validateCode: typedBefore('validateCode'),
  }));
  const [errors, setErrors] = useState<Partial<Record<LoginField, string>>>({});
  // After the first attempt the messages follow the input as it is typed.
  const [checking, setChecking] = useState(false);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const login = useSession((s) => s.login);
  const { randomNum, refresh } = useCaptcha();
  const [error, setError] = useState(searchParams.get('reason') ?? '');
  // A ref, not state: a second click in the same tick must already see the first one.
  const pending = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const hydrating = useHydrating();

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
      setValues((v) => ({ ...v, validateCode: '' }));
      refresh();
    } finally {
      pending.current = false;
      setSubmitting(false);
    }
  };

  const change = (field: LoginField) => (e: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: e.target.value };
    setValues(next);
    if (checking) setErrors(missingFields(next));
  };

  const send = (e: FormEvent) => {
    e.preventDefault();
    setChecking(true);
    // What the inputs show counts: typed after the first render and before the page went live
    // (hydrating takes a moment on a slow phone), it is in them only, and no password is lost.
    const sent = {
      username: typedBefore('username') || values.username,
      password: typedBefore('password') || values.password,
      validateCode: typedBefore('validateCode') || values.validateCode,
    };
    setValues(sent);
    const missing = missingFields(sent);
    setErrors(missing);
    const first = REQUIRED.find(({ field }) => missing[field]);
    if (first) focusField(first.field);
    else void submit(sent);
  };

  /** The props that tie an input to its label, value, message and place in the focus order. */
  const bind = (field: LoginField) => ({
    id: `login-${field}`,
    placeholder: labelOf(field),
    'aria-label': labelOf(field),
    value: values[field],
    onChange: change(field),
    status: errors[field] ? ('error' as const) : undefined,
    'aria-invalid': Boolean(errors[field]),
    'aria-describedby': errors[field] ? `login-${field}-error` : undefined,
    size: 'large' as const,
  });

  const fillDemoAccount = (account: DemoAccount) => {
    setValues((v) => ({ ...v, username: account.loginName, password: account.password }));
    focusField('validateCode');
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
        {error && (
          <Suspense fallback={<p role="alert">{error}</p>}>
            <Alert type="error" showIcon title={error} className={styles.alert} role="alert" />
          </Suspense>
        )}
        <form onSubmit={send} autoComplete="off" noValidate>
          <LoginItem field="username" error={errors.username}>
            <Input {...bind('username')} prefix={<UserOutlined />} autoComplete="username" />
          </LoginItem>
          <LoginItem field="password" error={errors.password}>
            <Password {...bind('password')} prefix={<LockOutlined />} autoComplete="current-password" />
          </LoginItem>
          <LoginItem field="validateCode" error={errors.validateCode}>
            <div className={styles.captchaRow}>
              <Input {...bind('validateCode')} prefix={<SafetyOutlined />} maxLength={4} />
              <CaptchaImage randomNum={randomNum} onRefresh={refresh} />
            </div>
          </LoginItem>
          {/* No submit button until the page is live: a click or Enter in the prerendered form would
              send it to the server as a plain form (a form of several fields and no submit button is
              never sent by Enter). */}
          <Button
            type="primary"
            htmlType={hydrating ? 'button' : 'submit'}
            size="large"
            block
            loading={submitting}
          >
            {submitting ? '正在登录…' : '登录'}
          </Button>
        </form>
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
