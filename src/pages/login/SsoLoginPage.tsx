import { useEffect, useRef } from 'react';
import { Spin } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSession } from '@/stores/session';

/** /ssologin?ssotoken=...&validateCode=...: log in with the single-sign-on token and go home. */
export default function SsoLoginPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const ssoLogin = useSession((s) => s.ssoLogin);
  const started = useRef(false);

  useEffect(() => {
    // StrictMode runs effects twice in development; the token must be spent once.
    if (started.current) return;
    started.current = true;
    const ssotoken = searchParams.get('ssotoken');
    const fail = (reason: string) =>
      navigate(`/login?reason=${encodeURIComponent(reason)}`, { replace: true });
    if (!ssotoken) {
      fail('单点登录失败：缺少 ssotoken 参数');
      return;
    }
    ssoLogin(ssotoken, searchParams.get('validateCode') ?? undefined).then(
      () => navigate('/', { replace: true }),
      (e: Error) => fail(`单点登录失败：${e.message}`),
    );
  }, [navigate, searchParams, ssoLogin]);

  return (
    <div style={{ height: '100%', display: 'grid', placeItems: 'center' }}>
      <Spin size="large" description="正在登录…" />
    </div>
  );
}
