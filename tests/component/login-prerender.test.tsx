import { useSession } from '@/stores/session';
import { readFileSync } from 'node:fs';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import type { Root } from 'react-dom/client';
import { createMemoryRouter } from 'react-router-dom';
import { renderLoginScreen, type PrerenderedLogin } from '@/app/boot/prerender';
import { PRERENDERED_LOGIN_ATTRIBUTE } from '@/app/boot/prerenderedLogin';
import { renderPortal } from '@/app/boot/render';
import { firstRouteLoaded, routeObjects } from '@/app/router';
import { getConfig, setConfig } from '@/config';
import { STORAGE_KEYS } from '@/utils/storage';

/**
 * The login page as the build prerenders it into login.html (scripts/build/prerenderLogin.ts), then
 * started as src/main.tsx starts the portal: the client must hydrate that markup, not render it again,
 * and React must find nothing to complain of.
 */
describe('the prerendered login page', () => {
  const configBefore = getConfig();
  let prerendered: PrerenderedLogin;
  let root: Root | undefined;
  let container: HTMLElement;
  let errors: unknown[][];

  beforeAll(async () => {
    // The build prerenders for nobody: a session an earlier file of this worker left would send
    // /login on to the landing page (tests/setup.ts logs out only before each test, after this).
    useSession.getState().clearSession();
    useSession.setState({ loaded: false });
    Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name));
    localStorage.clear();
    await new Promise((resolve) => setTimeout(resolve));
    prerendered = await renderLoginScreen(readFileSync('config.json', 'utf8'));
    setConfig(configBefore);
  });

  beforeEach(() => {
    setConfig(JSON.parse(JSON.stringify(getConfig())) as typeof configBefore);
    errors = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      // React's server renderer ran in this very process (beforeAll) and left its mark on the shared
      // contexts; in a browser the markup comes from the build, and that renderer never runs beside it.
      if (!String(args[0]).startsWith('Detected multiple renderers concurrently rendering'))
        errors.push(args);
    });
    container = document.createElement('div');
    container.innerHTML = prerendered.markup;
    document.body.append(container);
  });

  afterEach(() => {
    root?.unmount();
    container.remove();
    vi.restoreAllMocks();
    setConfig(configBefore);
  });

  /** The portal started on the container at /login, as the browser's boot does. */
  async function start(key: string) {
    container.setAttribute(PRERENDERED_LOGIN_ATTRIBUTE, key);
    const router = createMemoryRouter(routeObjects, { initialEntries: ['/login'] });
    await firstRouteLoaded(router);
    await act(async () => {
      root = renderPortal(container, router);
    });
    // The captcha asks for its image once the page is live (hydrated or rendered).
    await waitFor(() => expect(screen.getByAltText('验证码，点击刷新')).toHaveAttribute('src'));
  }

  it('holds the whole login form, titled, without a captcha address of the build', () => {
    // The container holds the markup as the browser parses it from login.html.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('宁波市特种设备企业自助服务平台');
    for (const label of ['账号', '密码', '验证码']) expect(screen.getByLabelText(label)).toHaveValue('');
    // Not a submit button until the page is live: the browser would send the form as a plain one.
    expect(screen.getByRole('button', { name: /登\s*录/ })).toHaveAttribute('type', 'button');
    expect(screen.getByAltText('验证码，点击刷新')).not.toHaveAttribute('src');
    const built = JSON.parse(readFileSync('config.json', 'utf8')) as { titlePrefix: string };
    expect(prerendered.title).toBe(`${built.titlePrefix}登录`);
  });

  it('is hydrated in place, without a mismatch, and works', async () => {
    const form = container.querySelector('form');
    const account = screen.getByLabelText('账号');
    // Typed while the page's script was still loading: the hydrated page keeps it.
    account.setAttribute('value', '');
    (account as HTMLInputElement).value = 'syqy';
    await start(prerendered.key);
    expect(container.querySelector('form')).toBe(form);
    expect(screen.getByLabelText('账号')).toBe(account);
    expect(errors).toEqual([]);
    expect(screen.getByRole('button', { name: /登\s*录/ })).toHaveAttribute('type', 'submit');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('请输入密码')).toBeInTheDocument();
    expect(screen.queryByText('请输入账号')).not.toBeInTheDocument();
  });

  it('fills in the account last used once hydrated (the build knows no cookie)', async () => {
    Cookies.set(STORAGE_KEYS.usualPerson, 'zzdw');
    await start(prerendered.key);
    expect(screen.getByLabelText('账号')).toHaveValue('zzdw');
    expect(errors).toEqual([]);
  });

  it('is rendered anew where config.json changed what it shows since the build, keeping what was typed', async () => {
    const form = container.querySelector('form');
    (screen.getByLabelText('密码') as HTMLInputElement).value = 'Demo@2026';
    setConfig({ ...getConfig(), cityName: '杭州市' });
    await start(prerendered.key);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('杭州市');
    expect(container.querySelector('form')).not.toBe(form);
    expect(screen.getByLabelText('密码')).toHaveValue('Demo@2026');
    expect(errors).toEqual([]);
  });
});
