import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { userApi } from '@/api/user';
import { useSession } from '@/stores/session';
import { sessions } from '@/mocks/callers';
import { captchaCode, loginAs } from '../helpers/session';
import { renderApp } from '../helpers/render';

describe('session expiry mid-page', () => {
  it('asks for the password in a dialog over the page, then retries the failed call', async () => {
    const user = userEvent.setup();
    await loginAs('duojs');
    await useSession.getState().changeRole('role-5');
    const { router } = renderApp('/home');
    expect(await screen.findByRole('heading', { name: /欢迎/ })).toBeInTheDocument();

    sessions.all().forEach((s) => sessions.update(s.id, { lastSeen: 0 }));
    // Calls outside a session's life (the guard's user-info load) do not ask; they fail at once.
    await expect(userApi.unit()).rejects.toMatchObject({ kind: 'session' });
    const call = userApi.changeRole('role-4');

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('登录已超时，请重新登录');
    const img = screen.getAllByAltText('验证码，点击刷新').at(-1)!;
    await fetch(img.getAttribute('src')!);
    await user.type(screen.getByLabelText('密码'), 'Demo@2026');
    await user.type(
      screen.getByLabelText('验证码'),
      captchaCode(new URL(img.getAttribute('src')!).searchParams.get('randomNum')!),
    );
    await user.click(screen.getByRole('button', { name: /^登\s*录$/ }));

    await expect(call).resolves.toMatchObject({ id: 'role-4' });
    expect(router.state.location.pathname).toBe('/home');
    // The new server session was put back on the role this page was working in before the retry.
    expect(sessions.find(useSession.getState().token)?.roleId).toBe('role-4');
  });

  it('giving up logs out and goes to login with the way back', async () => {
    const user = userEvent.setup();
    await loginAs('syqy');
    const { router } = renderApp('/home');
    await screen.findByRole('heading', { name: /欢迎/ });
    sessions.all().forEach((s) => sessions.remove(s.id));
    const outcome = userApi.changeRole('role-4').catch((error: unknown) => error);
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: '退出登录' }));
    expect(await outcome).toMatchObject({ kind: 'session' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useSession.getState().token).toBe('');
  });
});
