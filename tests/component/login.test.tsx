import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { pageGuard } from '@/app/guards';
import { useSession } from '@/stores/session';
import { sessions, users } from '@/mocks/callers';
import { issueSsoToken } from '@/mocks/families/session';
import { captchaCode, loginAs } from '../helpers/session';
import { renderApp } from '../helpers/render';

const captchaRandomNum = (img: HTMLElement) =>
  new URL(img.getAttribute('src')!).searchParams.get('randomNum')!;

async function fillLogin(user: ReturnType<typeof userEvent.setup>, account: string, password: string) {
  const img = await screen.findByAltText('验证码，点击刷新');
  // The stand-in issues the code when the image is fetched; jsdom does not fetch images.
  await fetch(img.getAttribute('src')!);
  await user.clear(screen.getByLabelText('账号'));
  await user.type(screen.getByLabelText('账号'), account);
  await user.type(screen.getByLabelText('密码'), password);
  await user.type(screen.getByLabelText('验证码'), captchaCode(captchaRandomNum(img)));
}

describe('login and navigation guards', () => {
  beforeEach(() => useSession.getState().clearSession());

  it('a route without a session goes to /login and comes back after login', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/home?tab=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/home?tab=1')}`);
    await fillLogin(user, 'wbdw', 'Demo@2026');
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(
      await screen.findByRole('heading', { name: /欢迎，宁波安捷电梯工程有限公司/ }),
    ).toBeInTheDocument();
    expect(document.title).toContain('工作桌面');
  });

  it('a wrong password shows the server message inline, refreshes the captcha and keeps the account', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    await fillLogin(user, 'syqy', 'wrong-password');
    const before = captchaRandomNum(screen.getByAltText('验证码，点击刷新'));
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('账号或密码错误');
    expect(captchaRandomNum(screen.getByAltText('验证码，点击刷新'))).not.toBe(before);
    expect(screen.getByLabelText('账号')).toHaveValue('syqy');
    expect(screen.getByLabelText('验证码')).toHaveValue('');
  });

  it('asks for every field before calling the server', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    await user.click(await screen.findByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('请输入账号')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(screen.getByText('请输入验证码')).toBeInTheDocument();
    expect(sessions.all()).toHaveLength(0);
    // Focus goes to the first field missing; each message goes as soon as its field is filled.
    const account = screen.getByLabelText('账号');
    expect(account).toHaveFocus();
    expect(account).toHaveAttribute('aria-invalid', 'true');
    await user.type(account, 'syqy');
    expect(screen.queryByText('请输入账号')).not.toBeInTheDocument();
    expect(account).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
  });

  it('pre-fills the usual person and lists demo accounts only in demo mode', async () => {
    await loginAs('zzdw');
    useSession.getState().clearSession();
    renderApp('/login');
    expect(await screen.findByLabelText('账号')).toHaveValue('zzdw');
    expect(screen.queryByText('演示账号（点击填入，验证码见图片）')).not.toBeInTheDocument();
  });

  it('a logged-in user visiting /login is sent home', async () => {
    await loginAs('wbdw');
    const { router } = renderApp('/login');
    // Not merely away from /login: to the role's home (a maintenance unit's is 工作桌面).
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('a failed user-info load clears the session and shows login', async () => {
    await loginAs('syqy');
    sessions.all().forEach((s) => sessions.remove(s.id));
    useSession.setState({ loaded: false });
    const { router } = renderApp('/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useSession.getState().token).toBe('');
  });

  it('a route whose access code the role lacks goes to /401; no code is open to anyone logged in', async () => {
    await loginAs('syqy');
    const args = { request: new Request('http://localhost/secret'), params: {} } as LoaderFunctionArgs;
    const refused = (await pageGuard({ title: '机密', access: 'not_granted' })(args).catch(
      (r: Response) => r,
    )) as Response;
    expect(refused.headers.get('Location')).toBe('/401');
    await expect(pageGuard({ title: '公开' })(args)).resolves.toBeNull();
  });

  it('unknown paths show the Chinese 404 page with a way back', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByText('404 页面不存在')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回首页' })).toBeInTheDocument();
  });

  it('/ssologin logs in with the token and goes home; a bad token lands on /login with the reason', async () => {
    // The user info's standing token: the source the shipped wire format names (wire.ssoTokenSource).
    const { id: token } = issueSsoToken(users.find('user-jydw')!, true);
    const first = renderApp(`/ssologin?ssotoken=${token}`);
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/home'));
    first.unmount();
    useSession.getState().clearSession();
    renderApp('/ssologin?ssotoken=forged');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/单点登录失败：单点登录令牌无效/)).toBeInTheDocument();
  });
});
