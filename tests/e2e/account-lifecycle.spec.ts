import type { Page } from '@playwright/test';
import { expect, login, submitLogin, test, withDemoAids } from './fixtures';
import { attach, choose, sendSms } from './forms';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/acct-e2e/${name}.png`, fullPage: true });

// The applicant reads the stand-in's SMS code from the demo aid, shown only with demo aids on.
test.beforeEach(({ page }) => withDemoAids(page));

const ORG = '宁波象山海韵游乐设施有限公司';
const CODE = '91330225MA2LX7QW3A';
const MOBILE = '13958201234';

async function apply(page: Page) {
  await page.goto('/register');
  await choose(page, '单位类型', '使用单位');
  await page.getByLabel('单位名称').fill(ORG);
  await page.getByLabel('统一社会信用代码').fill(CODE);
  await choose(page, '所在区县', '象山县');
  await page.getByLabel('单位地址').fill('宁波市象山县丹东街道靖南大街99号');
  await page.getByLabel('法定代表人').fill('童海波');
  await page.getByLabel('联系人', { exact: true }).fill('童倩');
  await page.getByLabel('联系人手机').fill(MOBILE);
  await sendSms(page);
  await page.getByLabel('登录账号').fill('hyyl');
  await page.getByLabel('登录密码').fill('Haiyun@2026');
  await page.getByLabel('确认密码').fill('Haiyun@2026');
  await attach(page, '营业执照扫描件', 'licence.png');
  await attach(page, '授权委托书', 'letter.png');
  await page.getByRole('button', { name: '提交注册申请' }).click();
  await expect(page).toHaveURL(/\/register-success\?no=ZC\d{12}/);
  return (await page.getByTestId('apply-no').innerText()).trim();
}

/** Opens the audit page of the first row matching text on an audit list. */
async function openFromList(page: Page, listPath: string, text: string) {
  await page.goto(listPath);
  const row = page.locator('tr', { hasText: text }).first();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /^审\s*核$/ }).click();
}

/** Forgets the session on this browser (another person at another desk). */
async function logout(page: Page) {
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

/** The forced change-password dialog after a login with a simple password. */
async function changeForcedPassword(page: Page, current: string, next: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('当前密码过于简单，请修改后继续使用')).toBeVisible();
  await dialog.getByLabel('当前密码').fill(current);
  await dialog.getByLabel('新密码', { exact: true }).fill(next);
  await dialog.getByLabel('确认新密码').fill(next);
  await dialog.getByRole('button', { name: /^确\s*定$/ }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('密码修改成功，请重新登录')).toBeVisible();
}

test('an account from registration to a reset password', async ({ page }) => {
  // Two people, six logins and two audits: longer than one page's budget.
  test.setTimeout(120_000);
  const applyNo = await apply(page);

  // The administrator approves the application.
  await login(page, 'admin');
  await openFromList(page, '/account/check', applyNo);
  await expect(page).toHaveURL(/\/account\/register-detail\?id=/);
  await expect(page.getByText('licence.png')).toBeVisible();
  await shot(page, 'register-detail');
  await page.getByRole('button', { name: /^通\s*过$/ }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^确\s*定$/ })
    .click();
  await expect(page.getByText('审核通过，已开通账号 hyyl')).toBeVisible();
  await expect(page.getByText('审核通过', { exact: true })).toBeVisible();
  await logout(page);

  // The new account logs in with the password it asked for; it is not a simple one.
  await login(page, 'hyyl', 'Haiyun@2026');
  await expect(page.getByText('当前密码过于简单，请修改后继续使用')).toHaveCount(0);
  await logout(page);

  // Later (more than a minute: the same mobile may have a new SMS code) it applies for a reset.
  expect((await page.request.post('/esp/__stand-in/forget-sms-sends')).ok()).toBe(true);
  await page.goto('/resetPassword');
  await page.getByLabel('登录账号').fill('hyyl');
  await page.getByLabel('统一社会信用代码').fill(CODE);
  await page.getByLabel('联系人', { exact: true }).fill('童倩');
  await page.getByLabel('联系人手机').fill(MOBILE);
  await sendSms(page);
  await page.getByLabel('申请原因').fill('经办人离职，密码遗失');
  await attach(page, '授权委托书', 'reset-letter.png');
  await page.getByRole('button', { name: '提交密码重置申请' }).click();
  await expect(page).toHaveURL(/\/resetSuccess\?no=CZ\d{12}/);

  // The administrator approves the reset and reads the new initial password.
  await login(page, 'admin');
  await openFromList(page, '/account/reset-password-check-list', 'hyyl');
  await expect(page.getByText('reset-letter.png')).toBeVisible();
  await page.getByRole('button', { name: /^通\s*过$/ }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^确\s*定$/ })
    .click();
  const issued = page.getByTestId('initial-password');
  await expect(issued).toBeVisible();
  await shot(page, 'reset-approved');
  const initialPassword = (await issued.innerText()).trim();
  expect(initialPassword).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[@#$%&*]).{10}$/);
  await page.getByRole('button', { name: '我已记下' }).click();
  await logout(page);

  // The old password no longer works; the initial one does and must be changed at once.
  await page.goto('/login');
  await submitLogin(page, 'hyyl', 'Haiyun@2026');
  await expect(page.getByText('账号或密码错误')).toBeVisible();
  await login(page, 'hyyl', initialPassword);
  await changeForcedPassword(page, initialPassword, 'Xiangshan@26');
  await login(page, 'hyyl', 'Xiangshan@26');
  await expect(page.getByText('当前密码过于简单，请修改后继续使用')).toHaveCount(0);
});

test('a rejected application shows the opinion to the applicant', async ({ page }) => {
  const applyNo = await apply(page);
  await login(page, 'admin');
  await openFromList(page, '/account/check', applyNo);
  await page.getByRole('button', { name: /^不通过$/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^确\s*定$/ }).click();
  await expect(dialog.getByText('请填写不通过原因')).toBeVisible();
  await dialog.getByLabel('不通过原因').fill('授权委托书未加盖公章，请补充后重新申请');
  await dialog.getByRole('button', { name: /^确\s*定$/ }).click();
  // The dialog's title says 审核不通过 too: the flow log's step is the one to wait for.
  await expect(dialog).toBeHidden();
  await expect(page.getByText('审核不通过', { exact: true })).toBeVisible();
  // Back on the kept-alive list the application is no longer pending.
  await page.getByRole('button', { name: /^返\s*回$/ }).click();
  await expect(page).toHaveURL(/\/account\/check$/);
  await expect(page.locator('tr', { hasText: applyNo }).getByText('未通过')).toBeVisible();
  await logout(page);

  await page.goto(`/regCheackList?keyword=${applyNo}`);
  await page.getByLabel('联系人手机').fill(MOBILE);
  await page.getByRole('button', { name: /^查\s*询$/ }).click();
  await expect(page.getByText('未通过')).toBeVisible();
  await expect(page.getByText('授权委托书未加盖公章，请补充后重新申请')).toBeVisible();
  await shot(page, 'regCheackList-rejected');
});

test('an enterprise account typing /account/check lands on /401', async ({ page }) => {
  await login(page, 'syqy');
  await page.goto('/account/check');
  await expect(page).toHaveURL(/\/401/);
  await expect(page.getByText('企业账号管理')).toHaveCount(0);
});
