import type { Page } from '@playwright/test';
import { ORIGINAL_WIRE_FORMAT, type WireFormat } from '../../src/config/wire';
import { expect, login, otherBrowser, submitLogin, test } from './fixtures';

/**
 * The built portal against the stand-in under each wire format (docs/wire-format.md): the portal's
 * served config.json and the stand-in's setting agree, and the account calls work end to end; when
 * they disagree, the first login says so. Each test starts from a reset, which puts the stand-in back
 * on the format of the served config.json.
 */
const HARDENED: WireFormat = {
  loginCipherKey: 'captchaBound',
  cipherPasswordChange: true,
  cipherRegistrationPassword: true,
  logoutMethod: 'POST',
  ssoTokenSource: 'issued',
};

/** The portal loads with this wire format in its config.json. */
async function servePortalWith(page: Page, wire: WireFormat) {
  await page.route('**/config.json', async (route) => {
    const served = (await (await route.fetch()).json()) as Record<string, unknown>;
    await route.fulfill({ json: { ...served, wire } });
  });
}

/** The stand-in accepts this wire format (until the next reset). */
async function standInAccepts(page: Page, wire: WireFormat) {
  const answer = await page.request.post('/esp/__stand-in/settings', { data: { wire } });
  expect(await answer.json()).toMatchObject({ success: true, data: { wire } });
}

for (const [name, wire] of [
  ['original', ORIGINAL_WIRE_FORMAT],
  ['hardened', HARDENED],
] as const) {
  test(`${name} wire format: logs in, changes the forced password, logs in again, by SSO too, and out`, async ({
    page,
    browser,
    baseURL,
  }) => {
    await servePortalWith(page, wire);
    await standInAccepts(page, wire);
    await login(page, 'jdmm', '12345678');

    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('当前密码过于简单，请修改后继续使用')).toBeVisible();
    await dialog.getByLabel('当前密码').fill('12345678');
    await dialog.getByLabel('新密码', { exact: true }).fill('Ningbo@2026');
    await dialog.getByLabel('确认新密码').fill('Ningbo@2026');
    const change = page.waitForRequest('**/a/stone/user/updatePwd*');
    await dialog.getByRole('button', { name: /^确\s*定$/ }).click();
    const sent = new URLSearchParams((await change).postData() ?? '');
    // Ciphered passwords are crypto-js's salted format; plain ones go as typed.
    expect(sent.get('newPassword')?.startsWith('U2FsdGVkX1')).toBe(wire.cipherPasswordChange);
    expect(sent.get('oldPassword') === '12345678').toBe(!wire.cipherPasswordChange);
    await expect(page.getByText('密码修改成功，请重新登录')).toBeVisible();

    const info = page.waitForResponse('**/a/stone/user/info*');
    await submitLogin(page, 'jdmm', 'Ningbo@2026');
    await expect(page).not.toHaveURL(/\/login/);

    // The single-sign-on token from the configured source (wire.ssoTokenSource); the other is refused.
    const infoAnswer = await info;
    const { data } = (await infoAnswer.json()) as { data: { user: { userSsoInfo?: string } } };
    const issue = await page.request.post(
      infoAnswer.url().replace('/a/stone/user/info', '/a/stone/user/ssoToken'),
    );
    const issued = (await issue.json()) as { success: boolean; data: { token: string } | null };
    expect(issued.success).toBe(wire.ssoTokenSource === 'issued');
    expect(Boolean(data.user.userSsoInfo)).toBe(wire.ssoTokenSource === 'userInfo');
    const token = data.user.userSsoInfo ?? issued.data?.token ?? '';
    // An external system comes back with it in another browser, logged in as the account.
    const external = await otherBrowser(browser, baseURL);
    const opened = await external.newPage();
    await servePortalWith(opened, wire);
    await opened.goto(`/ssologin?ssotoken=${token}`);
    // Home of a use unit is its first page.
    await expect(opened.getByRole('button', { name: /陆燕/ })).toBeVisible();
    await expect(opened).not.toHaveURL(/\/(sso)?login/);
    await external.close();
    await page.getByRole('button', { name: /陆燕/ }).hover();
    const logout = page.waitForRequest('**/a/logout*');
    await page.getByText('退出登录').click();
    expect((await logout).method()).toBe(wire.logoutMethod);
    await expect(page.getByText('登出成功')).toBeVisible();
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login\?redirect=/);
  });
}

test('a portal whose wire format the backend does not take cannot log in, and is told so', async ({
  page,
}) => {
  await servePortalWith(page, HARDENED);
  await standInAccepts(page, ORIGINAL_WIRE_FORMAT);
  await page.goto('/login');
  await submitLogin(page, 'wbdw', 'Demo@2026');
  await expect(page.getByRole('alert')).toContainText('账号或密码格式不正确');
  await expect(page).toHaveURL(/\/login/);
});
