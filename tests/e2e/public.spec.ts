import type { Page } from '@playwright/test';
import { expect, test, withDemoAids } from './fixtures';
import { attach, choose, field, png, sendSms } from './forms';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/pub-e2e/${name}.png`, fullPage: true });

test.describe('public account flows', () => {
  // The SMS code is shown to the user only in demo mode (演示环境验证码).
  test.beforeEach(({ page }) => withDemoAids(page));

  test('registers a new unit and finds the application pending at /regCheackList', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: '企业账号注册' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await choose(page, '单位类型', '维保单位');
    await page.getByLabel('单位名称').fill('宁波余姚顺达电梯服务有限公司');
    await page.getByLabel('统一社会信用代码').fill('91330281MA2NR5Y08R');
    await choose(page, '所在区县', '余姚市');
    await page.getByLabel('单位地址').fill('宁波市余姚市阳明街道新建北路88号');
    await page.getByLabel('法定代表人').fill('邵志明');
    await page.getByLabel('联系人', { exact: true }).fill('邵丽');
    await page.getByLabel('联系人手机').fill('13957409876');
    await sendSms(page);
    await page.getByLabel('登录账号').fill('sddt');
    await page.getByLabel('登录密码').fill('Shunda@2026');
    await page.getByLabel('确认密码').fill('Shunda@2026');
    await attach(page, '营业执照扫描件', 'licence.png');
    await attach(page, '授权委托书', 'letter.png');
    await shot(page, 'register-filled');
    await page.getByRole('button', { name: '提交注册申请' }).click();

    await expect(page).toHaveURL(/\/register-success\?no=ZC\d{12}/);
    const applyNo = (await page.getByTestId('apply-no').innerText()).trim();
    expect(applyNo).toMatch(/^ZC\d{12}$/);
    await shot(page, 'register-success');

    await page.getByRole('link', { name: '查询审核结果' }).click();
    await expect(page).toHaveURL(/\/regCheackList/);
    await expect(page.getByLabel('信用代码或申请编号')).toHaveValue(applyNo);
    await page.getByLabel('联系人手机').fill('13957409876');
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await expect(page.getByText('宁波余姚顺达电梯服务有限公司')).toBeVisible();
    await expect(page.getByText('待审核')).toBeVisible();
    await shot(page, 'regCheackList');

    await page.getByRole('link', { name: '流程记录' }).click();
    await expect(page).toHaveURL(/\/flowLog-single\?id=/);
    await expect(page.getByText('提交申请')).toBeVisible();
    await expect(page.getByText('办理人：邵丽')).toBeVisible();
    await shot(page, 'flowLog');
  });

  test('applies for a password reset of a demo account', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: '忘记密码' }).click();
    await expect(page).toHaveURL(/\/resetPassword$/);
    await page.getByLabel('登录账号').fill('syqy');
    await page.getByLabel('统一社会信用代码').fill('91330203MA2GQ5X106');
    await page.getByLabel('联系人', { exact: true }).fill('王丽娟');
    await page.getByLabel('联系人手机').fill('13857401234');
    await sendSms(page);
    await page.getByLabel('申请原因').fill('经办人离职，密码遗失');
    await attach(page, '授权委托书', 'reset-letter.png');
    await shot(page, 'resetPassword');
    await page.getByRole('button', { name: '提交密码重置申请' }).click();
    await expect(page).toHaveURL(/\/resetSuccess\?no=CZ\d{12}/);
    await expect(
      page.getByText('管理员将通过电话把初始密码告知申请时填写的联系人', { exact: false }),
    ).toBeVisible();
    await shot(page, 'resetSuccess');
  });

  test('a phone uploads a photo with the QR ticket and it appears in the PC form', async ({
    page,
    browser,
  }) => {
    await page.goto('/register');
    const licence = field(page, '营业执照扫描件');
    await licence.getByRole('button', { name: '手机拍照上传' }).click();
    const link = page.getByTestId('mobile-upload-link');
    await expect(link).toBeVisible();
    await expect(page.getByRole('img', { name: '手机上传二维码' })).toBeVisible();
    await shot(page, 'register-qr');
    const url = (await link.getAttribute('href'))!;

    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const phonePage = await phone.newPage();
    await phonePage.goto(url);
    await expect(phonePage.getByText('上传：营业执照扫描件')).toBeVisible();
    await phonePage.screenshot({ path: '/tmp/pub-e2e/mobile-upload.png', fullPage: true });
    await phonePage.locator('input[type=file]').setInputFiles(png('phone-photo.png'));
    await expect(phonePage.getByText('已上传 1 个文件')).toBeVisible();
    await phonePage.screenshot({ path: '/tmp/pub-e2e/mobile-uploaded.png', fullPage: true });
    await phone.close();

    // The PC form polls while the dialog is open: the photo shows without a reload.
    await expect(licence.getByText('phone-photo.png')).toBeVisible({ timeout: 10_000 });
  });

  test('an expired ticket is refused on the phone page and uploads nothing', async ({ page, browser }) => {
    await page.goto('/resetPassword');
    await field(page, '授权委托书').getByRole('button', { name: '手机拍照上传' }).click();
    const url = (await page.getByTestId('mobile-upload-link').getAttribute('href'))!;
    expect((await page.request.post('/esp/__stand-in/expire-upload-tickets')).ok()).toBe(true);
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const phonePage = await phone.newPage();
    await phonePage.goto(url);
    await expect(phonePage.getByText(/上传二维码已过期/)).toBeVisible();
    await expect(phonePage.getByText('拍照 / 选择照片')).toHaveCount(0);
    await phonePage.screenshot({ path: '/tmp/pub-e2e/mobile-expired.png', fullPage: true });
    const ticket = new URL(url).searchParams.get('ticket')!;
    const answer = await phonePage.request.post('/esp/a/stone/common/attachmentUpload', {
      multipart: { ticket, file: png('late.png') },
    });
    expect(((await answer.json()) as { errorMsg: string }).errorMsg).toContain('上传二维码已过期');
    await phone.close();
    await expect(field(page, '授权委托书').getByText('late.png')).toHaveCount(0);
  });

  test('a forged ticket is refused on the phone page', async ({ browser }) => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const phonePage = await phone.newPage();
    await phonePage.goto('/attachmentUploadMobile?ticket=tk0000forged');
    await expect(phonePage.getByText(/上传二维码无效/)).toBeVisible();
    await expect(phonePage.getByText('拍照 / 选择照片')).toHaveCount(0);
    await phonePage.screenshot({ path: '/tmp/pub-e2e/mobile-forged.png', fullPage: true });
    // Uploading straight to the server with it stores nothing either.
    const answer = await phonePage.request.post('/esp/a/stone/common/attachmentUpload', {
      multipart: { ticket: 'tk0000forged', file: png('sneaky.png') },
    });
    expect(((await answer.json()) as { success: boolean }).success).toBe(false);
    await phone.close();
  });
});
