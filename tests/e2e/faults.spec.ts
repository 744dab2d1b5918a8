import type { Page } from '@playwright/test';
import {
  expect,
  injectFault,
  loginAgainInDialog,
  login as loginAs,
  pickOption,
  readCaptcha,
  submitLogin,
  test,
} from './fixtures';

/**
 * The portal against a failing backend: each kind of fault on login, a list, a form save. The right
 * message, never a blank page, input kept, and a retry that succeeds. The client's timeout comes from
 * config.json (requestTimeout), shortened here so a 'timeout' fault takes seconds, not 30.
 */
const SERVER_ERROR = '服务器出错了请稍后再试';
const kinds = ['http500', 'timeout', 'garbage', 'business', 'expired'] as const;
type Kind = (typeof kinds)[number];

async function shortenClientTimeout(page: Page) {
  await page.route('**/config.json', async (route) => {
    const served = (await (await route.fetch()).json()) as Record<string, unknown>;
    await route.fulfill({ json: { ...served, requestTimeout: 3000 } });
  });
}

/** What the user is told for a fault (business: the server's own message). */
const messageOf = (kind: Kind, business: string) =>
  kind === 'business' ? business : kind === 'expired' ? null : SERVER_ERROR;

/** The page still shows its frame: the shell's tabs around the page. */
async function expectNotBlank(page: Page) {
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page.getByRole('tab', { name: /工作桌面/ })).toBeVisible();
}

for (const kind of kinds) {
  test(`${kind}: login, a list and a form save fail visibly, keep their input and succeed on retry`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await shortenClientTimeout(page);

    // Login.
    await page.goto('/login');
    await injectFault(page, { path: '/a/login', kind, message: '登录服务维护中，请稍后' });
    await submitLogin(page, 'wbdw', 'Demo@2026');
    await expect(page.getByRole('alert').first()).toContainText(
      kind === 'business' ? '登录服务维护中，请稍后' : kind === 'expired' ? '登录已失效' : SERVER_ERROR,
    );
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByLabel('账号')).toHaveValue('wbdw');
    await expect(page.getByLabel('密码')).toHaveValue('Demo@2026');
    await page.getByLabel('验证码').fill(await readCaptcha(page));
    await page.getByRole('button', { name: /^登\s*录$/ }).click();
    await expect(page).toHaveURL(/\/home$/);

    // A list: the notices, searched.
    await page.goto('/notice');
    await expect(page.getByRole('link', { name: '关于锅炉能效测试工作的通知' })).toBeVisible();
    await injectFault(page, { path: '/a/stone/index/findArticlePage', kind, message: '公告服务维护中' });
    await page.getByPlaceholder('按标题搜索').fill('电梯');
    await page.getByRole('button', { name: /查\s*询/ }).click();
    const listMessage = messageOf(kind, '公告服务维护中');
    if (listMessage) {
      await expect(page.getByText(listMessage).first()).toBeVisible();
      await expectNotBlank(page);
      await expect(page.getByPlaceholder('按标题搜索')).toHaveValue('电梯');
      await page.getByRole('button', { name: /查\s*询/ }).click();
    } else {
      await loginAgainInDialog(page);
    }
    await expect(page.getByRole('link', { name: '电梯维护保养单位质量考评结果公示' })).toBeVisible();
    await expect(page.getByRole('link', { name: '关于锅炉能效测试工作的通知' })).toHaveCount(0);

    // A form save: the account's own data.
    await page.goto('/system/account');
    await page.getByRole('button', { name: '修改信息' }).click();
    await page.getByLabel('姓名').fill('王故障测试');
    // The seeded number fails the check digit (isCitizenId), so a valid one is entered with the name.
    await page.getByLabel('身份证号').fill('11010519491231002X');
    await injectFault(page, { path: '/a/stone/user/updateInfo', kind, message: '资料服务维护中' });
    await page.getByRole('button', { name: /保\s*存/ }).click();
    const saveMessage = messageOf(kind, '资料服务维护中');
    if (saveMessage) {
      await expect(page.getByText(saveMessage).first()).toBeVisible();
      await expectNotBlank(page);
      await expect(page.getByLabel('姓名')).toHaveValue('王故障测试');
      await page.getByRole('button', { name: /保\s*存/ }).click();
    } else {
      await loginAgainInDialog(page);
    }
    await expect(page.getByText('账号信息已保存').first()).toBeVisible();
    await expect(page.getByText('王故障测试').first()).toBeVisible();
  });
}

/**
 * A create (a new operator with a certificate) under each fault. 'timeout' is the hard one: the
 * server has done the work when the client gives up, and the retry arrives while the first answer is
 * still held back. The client sends the same idempotency key with every retry of one submission and
 * the stand-in carries each key out once, so the record exists once whichever way the answer was lost.
 */
for (const kind of kinds) {
  test(`${kind}: a record saved again after a failed save exists once`, async ({ page }) => {
    test.setTimeout(90_000);
    await shortenClientTimeout(page);
    await loginAs(page, 'syqy');
    await page.goto('/worker/query');
    await expect(page.getByText('共 120 条')).toBeVisible();
    await page.getByRole('button', { name: '新增作业人员' }).click();
    await expect(page).toHaveURL(/\/worker\/detail\?mode=add/);
    await expect(page.getByText('资格证书', { exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: '姓名' }).fill('故障重试员');
    await page.getByRole('combobox', { name: '性别' }).click();
    await pickOption(page, '男');
    await page.getByRole('textbox', { name: '身份证号' }).fill('330203199001011236');
    await page.getByRole('textbox', { name: '手机号码' }).fill('13812345678');
    await page.getByRole('textbox', { name: '证书编号' }).fill('TSFAULT0001');
    await page.getByRole('combobox', { name: '作业项目' }).click();
    await pickOption(page, '叉车司机');
    await page.getByRole('textbox', { name: '发证机关' }).fill('宁波市市场监督管理局');
    await page.getByRole('textbox', { name: '发证日期' }).fill('2024-01-01');
    await page.getByRole('textbox', { name: '发证日期' }).press('Enter');
    await page.getByRole('textbox', { name: '有效期至' }).fill('2028-01-01');
    await page.getByRole('textbox', { name: '有效期至' }).press('Enter');

    await injectFault(page, { path: '/a/stone/operator/add', kind, message: '人员服务维护中' });
    await page.getByRole('button', { name: /^保\s*存$/ }).click();
    const message = messageOf(kind, '人员服务维护中');
    if (message) {
      await expect(page.getByText(message).first()).toBeVisible();
      await expectNotBlank(page);
      await expect(page).toHaveURL(/mode=add/);
      await expect(page.getByRole('textbox', { name: '姓名' })).toHaveValue('故障重试员');
      await expect(page.getByRole('textbox', { name: '证书编号' })).toHaveValue('TSFAULT0001');
      // After a very quick refusal antd's spinner can stay on its way out: invisible, but its name
      // ("loading") is still in the button's (an antd motion race).
      await page.getByRole('button', { name: /^(loading\s*)?保\s*存$/ }).click();
    } else {
      await loginAgainInDialog(page);
    }
    await expect(page).toHaveURL(/\/worker\/query/);
    // 120 seeded operators and the new one, once.
    await expect(page.getByText('共 121 条')).toBeVisible();
    await page.getByRole('textbox', { name: '身份证号' }).fill('330203199001011236');
    await page.getByRole('button', { name: /^查\s*询$/ }).click();
    await expect(page.getByText('共 1 条')).toBeVisible();
  });
}

/**
 * A workflow commit (the administrator's 通过 of a pending registration application, which opens the
 * unit's account) under each fault: the right message, the application still on screen, the commit
 * repeated goes through, and it is recorded once: one 审核通过 step in the flow log, one account.
 */
for (const kind of kinds) {
  test(`${kind}: an application committed again after a failed commit is committed once`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await shortenClientTimeout(page);
    await loginAs(page, 'admin');
    await page.goto('/account/register-detail?id=reg-seed-pending');
    await expect(page.getByText('宁波鄞州海晨食品有限公司').first()).toBeVisible();
    // The spinner's name may linger in the button's after a quick refusal (see the save retry above).
    const approveButton = page.getByRole('button', { name: /^(loading\s*)?通\s*过$/ });
    const approve = async () => {
      await approveButton.click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /^确\s*定$/ })
        .click();
    };

    await injectFault(page, { path: '/a/stone/account/audit', kind, message: '审核服务维护中' });
    await approve();
    const message = messageOf(kind, '审核服务维护中');
    if (message) {
      await expect(page.getByText(message).first()).toBeVisible();
      await expectNotBlank(page);
      await expect(page.getByText('宁波鄞州海晨食品有限公司').first()).toBeVisible();
      await approve();
    } else {
      await loginAgainInDialog(page);
    }
    await expect(page.getByText('审核通过，已开通账号 hcsp').first()).toBeVisible();
    await expect(approveButton).toHaveCount(0);
    await expect(page.getByText('审核通过', { exact: true })).toHaveCount(1);

    await page.goto('/account/manager');
    await expect(page.getByText(/共 \d+ 条/)).toBeVisible();
    await page.getByRole('textbox', { name: '登录账号' }).fill('hcsp');
    await page.getByRole('button', { name: /^查\s*询$/ }).click();
    await expect(page.getByText('共 1 条')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'hcsp', exact: true })).toHaveCount(1);
  });
}
