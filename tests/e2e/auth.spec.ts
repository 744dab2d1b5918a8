import {
  expect,
  expectAccessible,
  login,
  loginAgainInDialog,
  readCaptcha,
  submitLogin,
  test,
} from './fixtures';

test.describe('login, guards and session', () => {
  test('logs in with the captcha and lands on the work desktop of the organisation', async ({ page }) => {
    await login(page, 'wbdw');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText('宁波安捷电梯工程有限公司').first()).toBeVisible();
    await expect(page).toHaveTitle(/工作桌面/);
    await expectAccessible(page);
  });

  test('a wrong password shows the server message and a new captcha', async ({ page }) => {
    await page.goto('/login');
    // The prerendered page shows the image's box at once; it gets its address once the page is live.
    await expect(page.getByAltText('验证码，点击刷新')).toHaveAttribute('src', /randomNum=/);
    const firstSrc = await page.getByAltText('验证码，点击刷新').getAttribute('src');
    await submitLogin(page, 'syqy', 'Wrong@2026');
    await expect(page.getByRole('alert')).toContainText('账号或密码错误');
    await expect(page.getByAltText('验证码，点击刷新')).not.toHaveAttribute('src', firstSrc!);
    await expect(page.getByLabel('账号')).toHaveValue('syqy');
    await expectAccessible(page);
  });

  test('a wrong captcha is refused by the server', async ({ page }) => {
    await page.goto('/login');
    await readCaptcha(page);
    await page.getByLabel('账号').fill('syqy');
    await page.getByLabel('密码').fill('Demo@2026');
    await page.getByLabel('验证码').fill('0000');
    await page.getByRole('button', { name: /^登\s*录$/ }).click();
    await expect(page.getByRole('alert')).toContainText('验证码错误');
  });

  test('a deep link without a session goes to /login and returns there after login', async ({ page }) => {
    await page.goto('/home?from=mail');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fhome%3Ffrom%3Dmail$/);
    await submitLogin(page, 'wbdw', 'Demo@2026');
    await expect(page).toHaveURL(/\/home\?from=mail$/);
  });

  test('a logged-in user visiting /login is sent home; logout says 登出成功 and guards again', async ({
    page,
  }) => {
    await login(page, 'wbdw');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/home$/);
    await page.getByRole('button', { name: /张伟/ }).hover();
    await page.getByText('退出登录').click();
    await expect(page.getByText('登出成功')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login\?redirect=/);
  });

  test('cookies deleted while the app is open: the next navigation goes to login', async ({
    page,
    context,
  }) => {
    await login(page, 'wbdw');
    await context.clearCookies();
    await page.goto('/no-such-page');
    await expect(page.getByText('404 页面不存在')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/login/);
  });
});

test.describe('access and expiry mid-page', () => {
  test("a route outside the current role's menus goes to /401", async ({ page }) => {
    await login(page, 'admin');
    await page.goto('/worker/query');
    await expect(page).toHaveURL(/\/401$/);
    await expect(page.getByText('401 无权访问')).toBeVisible();
  });

  test('an expired session asks to log in again over the page and keeps what the user typed', async ({
    page,
  }) => {
    await login(page, 'syqy');
    await page.goto('/system/account');
    await page.getByRole('button', { name: '修改信息' }).click();
    const name = page.getByRole('textbox', { name: '姓名' });
    await name.fill('王丽娟（已改）');

    const expired = await page.request.post('/esp/__stand-in/expire-sessions');
    expect(expired.ok()).toBe(true);
    await page.getByRole('button', { name: /^保\s*存$/ }).click();

    await loginAgainInDialog(page);
    await expect(page.getByText('账号信息已保存')).toBeVisible();
    await expect(page).toHaveURL(/\/system\/account$/);
    await expect(page.getByText('王丽娟（已改）').first()).toBeVisible();
  });
});
