import { test, expect, login, withDemoAids } from './fixtures';
import { submitElevatorApplication } from './forms';

test('submitting an inspection application shows its success only, and its form tab gives way to the detail', async ({
  page,
}) => {
  await withDemoAids(page);
  await login(page, 'syqy');
  await page.goto('/company-service/onlineApplyForElevator');
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  await rows.nth(0).getByRole('checkbox').check();
  await page.getByRole('button', { name: /申请报检/ }).click();

  await expect(page.getByText('报检设备（1台）')).toBeVisible();
  await submitElevatorApplication(page, 'FH-2026-0101');

  await expect(page).toHaveURL(/online-apply-detail\?id=/);
  await expect(page.locator('.ant-message-notice-success', { hasText: '报检申请已提交' })).toBeVisible();
  // The form's equipment check is not made again behind the success: no red message follows.
  await page.waitForTimeout(2_000);
  await expect(page.locator('.ant-message-notice-error')).toHaveCount(0);
  await expect(page.getByText('不能重复报检')).toHaveCount(0);
  // No tab is left with the submitted form (and no load error to show in it).
  await expect(page.getByRole('tab', { name: /(^|\s)报检申请$/ })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /报检申请详情/ })).toBeVisible();
});
