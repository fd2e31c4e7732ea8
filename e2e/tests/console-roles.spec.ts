import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { registerViaApi } from './account-helpers.ts';

// The console's roles at 1440×900 (issue 24): support, risk and a trader each sign in, see only
// their own menu and do one real task; bad input in a console form is refused in Chinese by the
// server and changes nothing.

const SHOTS_DIR = process.env.CONSOLE_SHOTS_DIR;

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`) });
}

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/admin/');
  await page.getByPlaceholder('账号').fill(username);
  await page.getByPlaceholder('密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  // A first sign-in loads the console's chunks; on a shared 2-core machine that takes a while.
  await expect(page.getByTestId('operator-name')).toHaveText(username, { timeout: 90_000 });
}

/** The top-level menu entries the signed-in role sees. */
async function menuTexts(page: Page): Promise<string[]> {
  const menu = page.getByRole('menu').first();
  await expect(menu).toBeVisible();
  // A group's text holds its open children below its own name: the first line is the entry.
  const texts = await menu.locator(':scope > li').allInnerTexts();
  return texts.map((s) => s.trim().split('\n')[0]!.trim()).filter(Boolean);
}

async function openPlayer(page: Page, username: string) {
  await page.getByRole('menuitem', { name: '会员查询' }).click();
  await page.getByLabel('关键字').fill(username);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await page.getByRole('row').filter({ hasText: username }).getByRole('link', { name: username }).click();
  await expect(page).toHaveURL(/\/admin\/players\/\d+$/);
  await expect(page.getByTestId('player-status')).toBeVisible({ timeout: 60_000 });
}

test.describe('console roles', () => {
  test.beforeEach(({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the console is a desktop app');
    test.setTimeout(240_000);
    void page;
  });

  test('support finds a player, reads the 360 page, adds a note; a bad note changes nothing', async ({
    page,
    request,
  }) => {
    const member = await registerViaApi(request);
    await signIn(page, 'support', 'Support@2026!');
    // Support finds players (and their protection state, and the chat desk), never money or reports.
    const menu = await menuTexts(page);
    expect(menu).toContain('会员查询');
    expect(menu).not.toContain('报表');
    expect(menu).not.toContain('财务');
    await openPlayer(page, member.username);
    await expect(page.getByRole('tab', { name: '登录记录' })).toBeVisible();
    await shot(page, 'roles-01-support-player');

    await page.getByRole('tab', { name: '备注' }).click();
    await page.getByRole('button', { name: '添加备注' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('添加备注').fill('x');
    await dialog.getByRole('button', { name: /确\s*认/ }).click();
    await expect(page.getByText(/请填写备注/).first()).toBeVisible();
    await shot(page, 'roles-02-support-bad-note');
    await dialog.getByLabel('添加备注').fill('来电核实身份，已通过');
    await dialog.getByRole('button', { name: /确\s*认/ }).click();
    await expect(page.getByText('操作成功')).toBeVisible();
    // The tabs re-read the server: exactly the one good note is there.
    await page.getByRole('tab', { name: '备注' }).click();
    const notes = page.getByRole('tabpanel').getByRole('row');
    await expect(notes.filter({ hasText: '来电核实身份，已通过' })).toHaveCount(1, { timeout: 15_000 });
    await expect(notes.filter({ hasText: /^x$/ })).toHaveCount(0);
    await shot(page, 'roles-03-support-note');
  });

  test('risk disables a player from the 360 page and reads the reports', async ({ page, request }) => {
    const member = await registerViaApi(request);
    await signIn(page, 'risk', 'Risk@2026!');
    const menu = await menuTexts(page);
    expect(menu).toEqual(expect.arrayContaining(['仪表盘', '会员查询', '报表', '系统']));
    // Risk reads the trading room (sports.read) but cannot trade; the trader test trades.
    await openPlayer(page, member.username);
    await page.getByRole('button', { name: /停\s*用/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('原因').fill('疑似多账户套利');
    await dialog.getByRole('button', { name: /确\s*认/ }).click();
    await expect(page.getByTestId('player-status')).toHaveText('已停用', { timeout: 15_000 });
    await page.getByRole('tab', { name: '操作审计' }).click();
    await expect(page.getByRole('tabpanel').getByText('member.disable')).toBeVisible({ timeout: 15_000 });
    await shot(page, 'roles-04-risk-disabled');

    await page.getByRole('menuitem', { name: '报表' }).click();
    await expect(page.getByText('每日数据')).toBeVisible({ timeout: 60_000 });
    await expect(page.locator('canvas').first()).toBeVisible();
    await shot(page, 'roles-05-risk-reports');
  });

  test('a trader sees only the trading room and the casino (its live tables), and suspends a market', async ({
    page,
  }) => {
    await signIn(page, 'trader', 'Trader@2026!');
    expect(await menuTexts(page)).toEqual(['操盘室', '游戏场馆']);
    await expect(page).toHaveURL(/\/admin\/trading$/);
    // A match not yet started: its markets are open (a finished match's are settled, with no action).
    const first = page.locator('tr.ant-table-row').filter({ hasText: '未开赛' }).first();
    await expect(first).toBeVisible({ timeout: 60_000 });
    await shot(page, 'roles-06-trader-matches');
    await first.locator('.ant-table-row-expand-icon').click();
    const markets = page.locator('.ant-table-expanded-row');
    const suspend = markets.getByRole('button', { name: /暂\s*停/ }).first();
    await expect(suspend).toBeVisible({ timeout: 15_000 });
    const before = await markets.getByRole('button', { name: /恢\s*复/ }).count();
    await suspend.click();
    await page
      .locator('.ant-popover')
      .getByRole('button', { name: /确\s*认/ })
      .click();
    await expect(page.getByText('操作成功')).toBeVisible();
    await expect(markets.getByRole('button', { name: /恢\s*复/ })).toHaveCount(before + 1, {
      timeout: 15_000,
    });
    await shot(page, 'roles-07-trader-suspended');
  });
});
