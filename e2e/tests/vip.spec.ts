import { expect, test } from '@playwright/test';
import { dismissNotice, isPhone, openAs, registerViaApi } from './account-helpers.ts';
import { fund } from './finance-helpers.ts';

// VIP (issue 13): the privileges and details pages in both layouts, on a member whose deposit moved
// their progress, reached from the home's VIP shortcut.

test('the VIP pages show the level, the progress a deposit made, every level and the rules', async ({
  page,
  request,
}) => {
  const member = await registerViaApi(request);
  await fund(request, member, '600');

  await openAs(page, member, isPhone(page) ? '/app/home' : '/home');
  await dismissNotice(page);
  await page.locator('a[href="/user/vip/privilege"]').first().click();
  await expect(page).toHaveURL(/\/user\/vip\/privilege$/);

  await expect(page.getByRole('heading', { name: 'VIP特权' })).toBeVisible();
  await expect(page.getByTestId('vip-level')).toHaveText('VIP0');
  // The deposit moved the deposit bar to 60 % of VIP1's 1 000; no turnover yet.
  await expect(page.getByRole('progressbar', { name: '累计存款' })).toHaveAttribute('aria-valuenow', '60');
  await expect(page.getByRole('progressbar', { name: '有效投注' })).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByText('还差 400.00')).toBeVisible();

  // The level tabs open on the next level; another tab shows its privileges.
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { name: 'VIP1' })).toBeVisible();
  await page.getByRole('tab', { name: 'VIP3' }).click();
  await expect(panel.getByRole('heading', { name: 'VIP3' })).toBeVisible();
  await expect(panel.getByText('188 CNY')).toBeVisible();
  await panel.getByRole('button', { name: '下一级' }).click();
  await expect(panel.getByRole('heading', { name: 'VIP4' })).toBeVisible();

  // Every level in the table.
  await expect(page.locator('.vip-table tbody tr')).toHaveCount(11);

  await page.locator('a[href="/user/vip/detail"]').first().click();
  await expect(page.getByRole('heading', { name: 'VIP详情' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'VIP规则' })).toBeVisible();
  await expect(page.getByText('暂无奖励记录')).toBeVisible();
  await page.getByRole('button', { name: '返水' }).click();
  await expect(page.getByText('暂无奖励记录')).toBeVisible();
});
