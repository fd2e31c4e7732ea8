import { expect, type Page, test } from '@playwright/test';
import { expectToast, isPhone, openAs, registerViaApi } from './account-helpers.ts';
import { fund } from './finance-helpers.ts';

// The task centre (issue 13) against the real server, in both layouts: a deposit confirmed by
// finance completes the first-deposit task, its reward is received once, receive-all and a chest
// pay, and the records list every claim.

const card = (page: Page, title: string) => page.locator('.tk-card').filter({ hasText: title });

test('a deposit completes a task; rewards, receive all and a chest are received once and recorded', async ({
  page,
  request,
}) => {
  // A long journey (a deposit confirmed by finance, five receives) on a machine shared with other runs.
  test.setTimeout(90_000);
  const member = await registerViaApi(request);
  await openAs(page, member, '/task');
  await expect(page.getByRole('heading', { name: '任务中心' })).toBeVisible();
  await expect(card(page, '完成首次存款').getByRole('link', { name: '去完成' })).toHaveAttribute(
    'href',
    '/finance/deposit',
  );

  await fund(request, member, '100');
  await page.reload();
  const firstDeposit = card(page, '完成首次存款');
  await firstDeposit.getByRole('button', { name: '领取' }).click();
  await expectToast(page, '领取成功');
  await expect(firstDeposit.getByText('已领取')).toBeVisible();

  await page.getByRole('tab', { name: /每日任务/ }).click();
  await expect(page.getByText('距每日重置')).toBeVisible();
  await expect(card(page, '今日存款').getByRole('button', { name: '领取' })).toBeVisible();
  await page.getByRole('button', { name: /一键领取/ }).click();
  await expectToast(page, '领取成功');
  await expect(card(page, '今日登录').getByText('已领取')).toBeVisible();
  await expect(card(page, '今日存款').getByText('已领取')).toBeVisible();
  await expect(page.getByRole('button', { name: /一键领取/ })).toBeDisabled();

  // 10 + 10 + 20 activity points today: the first chest (20) opens, the second (50) does not.
  await expect(page.locator('.tk-header__points')).toContainText('40');
  await page.getByRole('button', { name: '宝箱 1 可开启' }).click();
  await expectToast(page, '领取成功');
  await expect(page.getByRole('button', { name: '宝箱 1 已开启' })).toBeDisabled();
  await expect(page.getByRole('button', { name: '宝箱 2 未达成' })).toBeDisabled();

  await page.getByRole('link', { name: isPhone(page) ? '记录' : '任务记录' }).click();
  await expect(page).toHaveURL(/\/taskRecords$/);
  await expect(page.locator('.tk-record')).toHaveCount(4);
  await expect(page.locator('.tk-record').filter({ hasText: '活跃度宝箱 1' })).toBeVisible();
  await expect(page.locator('.tk-record').filter({ hasText: '完成首次存款' })).toContainText('+18.00');
});
