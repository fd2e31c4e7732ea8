import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { registerViaApi } from './account-helpers.ts';
import { asMember } from './finance-helpers.ts';

// The operator console (issue 24) at 1440×900: the sandbox finance operator signs in, reads the
// dashboard and confirms a member's pending bank transfer; the member's balance moves.

const SHOTS_DIR = process.env.CONSOLE_SHOTS_DIR;

/** Screenshots of each screen when CONSOLE_SHOTS_DIR is set (kept out of the repository). */
async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`) });
}

/**
 * Opens a screen from the side menu: the group is clicked only when its item is hidden (a click on an
 * open group would fold it), and the item's route is awaited, so a menu still unfolding under load
 * cannot send the test to the screen beside it.
 */
async function openFromMenu(page: Page, group: string, item: string, url: RegExp): Promise<void> {
  const entry = page.getByRole('menuitem', { name: item });
  if (!(await entry.isVisible())) await page.getByRole('menu').getByText(group, { exact: true }).click();
  await expect(entry).toBeVisible();
  await entry.click();
  await expect(page).toHaveURL(url);
}

test.describe('operator console', () => {
  test.beforeEach(({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the console is a desktop app');
    // A first visit loads the console's chunks (antd, ProComponents, ECharts) on a shared machine.
    test.setTimeout(90_000);
    void page;
  });

  test('finance signs in, sees the dashboard, confirms a bank deposit and the balance moves', async ({
    page,
    request,
  }) => {
    const member = await registerViaApi(request);
    const api = asMember(request, member);
    const order = await api.post<{ orderNo: string; status: string }>('/api/findmed/v1/deposit/create', {
      channelId: 'bank',
      amount: '1000',
      payerName: '王小明',
      requestId: randomUUID(),
    });
    expect(order.status).toBe('pending');
    const balance = async () =>
      (await api.get<{ balance: string }>('/api/findmed/v1/member/balance')).balance;
    expect(await balance()).toBe('0.0000');

    await page.goto('/admin/');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByText('运营后台登录')).toBeVisible();
    await shot(page, '01-login');
    await page.getByPlaceholder('账号').fill('finance');
    await page.getByPlaceholder('密码').fill('wrong-password');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await page.getByPlaceholder('密码').fill('Finance@2026!');
    await page.getByRole('button', { name: /登\s*录/ }).click();

    // The dashboard: today's figures, the queues (this deposit waits in one) and the chart.
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByTestId('operator-name')).toHaveText('finance');
    await expect(page.getByTestId('stat-deposits')).toContainText('存款 · 今日', { timeout: 30_000 });
    const queues = page.getByTestId('queues');
    await expect(queues).toContainText('待确认存款');
    await expect(page.locator('canvas').first()).toBeVisible();
    // Finance has no audit log nor books audit: the menu does not offer them.
    await expect(page.getByRole('menuitem', { name: '操作日志' })).toHaveCount(0);
    await shot(page, '02-dashboard');

    await openFromMenu(page, '财务', '存款审核', /\/admin\/finance\/deposits$/);
    const row = page.getByRole('row').filter({ hasText: order.orderNo });
    await expect(row).toContainText(member.username, { timeout: 30_000 });
    await expect(row).toContainText('待确认');
    await shot(page, '03-deposits');
    await row.getByTestId(`confirm-${order.orderNo}`).click();
    const popover = page.locator('.ant-popover').filter({ hasText: order.orderNo });
    await expect(popover).toContainText(member.username);
    await popover.getByRole('button', { name: /确\s*认/ }).click();
    await expect(page.getByText('操作成功')).toBeVisible();

    // Once confirmed, the order leaves the pending queue and the member is credited once.
    await expect(page.getByRole('row').filter({ hasText: order.orderNo })).toHaveCount(0);
    await expect.poll(balance).toBe('1000.0000');

    // The player search finds the member by account name (paged and filtered on the server).
    const firstPage = page.waitForResponse((r) => r.url().includes('/api/admin/v1/players/search'));
    await page.getByRole('menuitem', { name: '会员查询' }).click();
    await firstPage;
    await page.getByLabel('关键字').fill(member.username);
    const searched = page.waitForResponse((r) => r.url().includes(`q=${member.username}`));
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await searched;
    await expect(page.getByText('总共 1 条')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: member.username })).toContainText('正常');
    await shot(page, '05-players');

    await openFromMenu(page, '财务', '提款审核', /\/admin\/finance\/withdrawals$/);
    await expect(page.getByRole('columnheader', { name: '收款账户' })).toBeVisible();
    await shot(page, '04-withdrawals');
  });
});
