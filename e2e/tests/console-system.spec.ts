import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { openAs, registerViaApi, SITE_HEADERS } from './account-helpers.ts';
import { fillLogin, openScreen, shot, signIn } from './console-helpers.ts';

// The console's operator accounts and casino venues (issue 24) at 1440×900: the admin creates a
// support operator who signs in; disabling them ends their session and refuses their login;
// re-enabled and with a reset password they sign in again. A venue put under maintenance shows
// so in the console and in the member lobby; re-pulling its bet records answers with counts.

const ADMIN = { username: 'admin', password: 'Admin@2026!' };
/** Venues no other spec uses: putting one under maintenance disturbs nobody. */
const UNSHARED_VENUES = ['demo_esport', 'demo_sport', 'demo_nova'];

/** Confirms the open Popconfirm. */
async function confirmPopover(page: Page) {
  await page
    .locator('.ant-popover:visible')
    .getByRole('button', { name: /确\s*认/ })
    .click();
}

/** The task centre screen's two tables: the tasks, and the activity chests under them. */
const tasksTable = (page: Page) => page.locator('.ant-pro-table').filter({ hasText: '任务中心（' });
const chestsTable = (page: Page) => page.locator('.ant-pro-table').filter({ hasText: '活跃度宝箱（' });

/** Confirms the open "reset to default" Popconfirm. */
async function confirmReset(page: Page) {
  await page.locator('.ant-popover:visible').getByRole('button', { name: '恢复默认' }).click();
}

/** Whether the member lobby marks every game of a venue as under maintenance (none: no game). */
async function lobbyMaintenance(request: APIRequestContext, venue: string): Promise<boolean[]> {
  const res = await request.get('/api/findmed/v1/game/list', { headers: SITE_HEADERS });
  const body = (await res.json()) as {
    data: { games: { wallet_code: string; maintenance: boolean }[] }[];
  };
  return body.data.flatMap((c) => c.games.filter((g) => g.wallet_code === venue).map((g) => g.maintenance));
}

test.describe('console: operators and venues', () => {
  test.beforeEach(({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the console is a desktop app');
    test.setTimeout(240_000);
    void page;
  });

  test('the admin creates, disables, re-enables and resets an operator', async ({ page, browser }) => {
    const username = `sup${Date.now().toString(36)}`.slice(0, 16);
    const first = 'Support1-pass';
    const second = 'Support2-pass';
    await signIn(page, ADMIN.username, ADMIN.password);
    await openScreen(page, '系统', '运营账号', /\/admin\/system\/operators$/);
    await expect(page.getByRole('row').filter({ hasText: 'admin' }).first()).toBeVisible({ timeout: 30_000 });

    await page.getByRole('button', { name: '新建账号' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('账号').fill('Bad Name');
    await dialog.getByLabel('密码').fill('short');
    await dialog.getByRole('button', { name: /确\s*认/ }).click();
    await expect(dialog.getByText('小写字母开头，3–32 位小写字母、数字或下划线')).toBeVisible();
    // A name the server already knows: its refusal shows as the server words it; nothing is created.
    await dialog.getByLabel('账号').fill('support');
    await dialog.getByLabel('密码').fill(first);
    await dialog.getByRole('button', { name: /确\s*认/ }).click();
    await expect(page.locator('.ant-message-error')).toBeVisible();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('账号').fill(username);
    await shot(page, 'system-01-create-operator');
    await dialog.getByRole('button', { name: /确\s*认/ }).click();
    await expect(page.getByText('操作成功')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: username });
    await expect(row).toContainText('客服');
    await expect(row).toContainText('全部站点');
    await expect(row).toContainText('正常');
    await shot(page, 'system-02-operators');

    // The new support operator signs in from another browser.
    const other = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    const theirs = await other.newPage();
    await signIn(theirs, username, first);

    // Disabled: their session ends (the next request returns them to the login) and login is refused.
    await row.getByRole('button', { name: /停\s*用/ }).click();
    await confirmPopover(page);
    await expect(row).toContainText('已停用', { timeout: 15_000 });
    // Their screen's next request is refused: the console returns to its login.
    await theirs.reload();
    await expect(theirs).toHaveURL(/\/admin\/login$/, { timeout: 60_000 });
    await fillLogin(theirs, username, first);
    await expect(theirs.getByRole('alert')).toBeVisible();
    await expect(theirs.getByTestId('operator-name')).toHaveCount(0);

    // Enabled again, with a new password: the old one is refused, the new one signs in.
    await row.getByRole('button', { name: /启\s*用/ }).click();
    await confirmPopover(page);
    await expect(row).toContainText('正常', { timeout: 15_000 });
    await row.getByRole('button', { name: '重置密码' }).click();
    const reset = page.getByRole('dialog');
    await reset.getByLabel('密码').fill(second);
    await reset.getByRole('button', { name: /确\s*认/ }).click();
    await expect(page.getByText('操作成功').first()).toBeVisible();
    await fillLogin(theirs, username, first);
    await expect(theirs.getByRole('alert')).toBeVisible();
    await signIn(theirs, username, second);
    await other.close();

    // Ending their sessions answers with how many ended.
    await row.getByRole('button', { name: '结束会话' }).click();
    await confirmPopover(page);
    await expect(page.getByText(/已结束 \d+ 个会话/)).toBeVisible();
  });

  test('a venue under maintenance shows so; re-pulling its records answers', async ({ page, request }) => {
    await signIn(page, ADMIN.username, ADMIN.password);
    await openScreen(page, '游戏场馆', '场馆管理', /\/admin\/casino\/venues$/);
    const state = page.locator('[data-testid^="venue-state-"]');
    await expect(state.first()).toBeVisible({ timeout: 30_000 });
    // A venue with games in the member lobby, so the member side can be checked too, and one no other
    // spec launches or transfers into (they run at the same time): the e-sports or sports venue.
    const codes = (await state.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')))).map(
      (id) => id!.replace('venue-state-', ''),
    );
    let venue: string | undefined;
    for (const code of UNSHARED_VENUES.filter((c) => codes.includes(c))) {
      const games = await lobbyMaintenance(request, code);
      if (games.length === 0 || games.includes(true)) continue;
      venue = code;
      break;
    }
    expect(
      venue,
      `one of ${UNSHARED_VENUES.join(', ')} among ${codes.join(', ')} with lobby games`,
    ).toBeDefined();
    const code = venue!;
    const row = page.getByRole('row').filter({ has: page.getByTestId(`venue-state-${code}`) });
    await expect(page.getByText('卡住的转账')).toBeVisible();
    await shot(page, 'system-03-venues');

    await row.getByRole('button', { name: '设为维护' }).click();
    await confirmPopover(page);
    await expect(page.getByTestId(`venue-state-${code}`)).toHaveText('维护中', { timeout: 15_000 });
    // The member lobby marks every game of the venue (its launch is refused: GAME_MAINTENANCE).
    expect((await lobbyMaintenance(request, code)).every(Boolean)).toBe(true);
    await shot(page, 'system-04-venue-maintenance');

    await row.getByRole('button', { name: '重新拉单' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('时间窗口（最长 24 小时）')).toBeVisible();
    await dialog.getByRole('button', { name: /确\s*认/ }).click();
    await expect(page.getByText(/拉取完成：\d+ 页，取得 \d+ 条，新增 \d+ 条/)).toBeVisible({
      timeout: 30_000,
    });
    await shot(page, 'system-05-venue-pull');
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /确\s*认/ })
      .click();

    await row.getByRole('button', { name: '结束维护' }).click();
    await confirmPopover(page);
    await expect(page.getByTestId(`venue-state-${code}`)).toHaveText('正常', { timeout: 15_000 });
    expect(await lobbyMaintenance(request, code)).not.toContain(true);
  });
  test('finance changes a VIP level; a ladder out of order is refused; the member page follows', async ({
    page,
    request,
  }) => {
    type Level = { level: number; turnover: string; monthlyBonus: string };
    const ladder = async () => {
      const res = await request.get('/api/findmed/v1/member/vips/list', { headers: SITE_HEADERS });
      return ((await res.json()) as { data: { levels: Level[] } }).data.levels;
    };
    const before = (await ladder())[10]!;
    await signIn(page, 'finance', 'Finance@2026!');
    await page.getByRole('menu').first().getByRole('menuitem', { name: 'VIP 等级' }).click();
    await expect(page).toHaveURL(/\/admin\/vip$/);
    await expect(page.locator('tr.ant-table-row')).toHaveCount(11, { timeout: 30_000 });
    await shot(page, 'system-20-vip');

    await page.getByTestId('edit-vip-10').click();
    const form = page.locator('.ant-modal-content').filter({ hasText: '编辑 VIP10' });
    // A threshold below VIP9's: the server refuses it in Chinese and nothing changes.
    await form.getByLabel('累计有效流水门槛').fill('1');
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.locator('.ant-message-error')).toContainText('逐级递增');
    await shot(page, 'system-21-vip-refused');
    expect((await ladder())[10]).toEqual(before);

    await form.getByLabel('累计有效流水门槛').fill(before.turnover.replace(/\.0+$/, ''));
    await form.getByLabel('每月礼金').fill('16888');
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.getByText('操作成功')).toBeVisible();
    await expect(page.locator('tr.ant-table-row').filter({ hasText: 'VIP10' })).toContainText('16,888');
    expect((await ladder())[10]).toMatchObject({ monthlyBonus: '16888.0000' });

    // Back as it was, for the other specs.
    await page.getByTestId('edit-vip-10').click();
    await form.getByLabel('每月礼金').fill(before.monthlyBonus.replace(/\.0+$/, ''));
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(async () => (await ladder())[10]?.monthlyBonus).toBe(before.monthlyBonus);
  });
  test('finance changes an agent commission rate; level 2 above level 1 is refused; the agent page follows', async ({
    page,
    request,
  }) => {
    // Level 2 only: the agent spec reads level 1's default on the member side.
    const agent = await registerViaApi(request);
    const memberRates = async () => {
      const res = await request.get('/api/findmed/v1/member/agent', {
        headers: { ...SITE_HEADERS, d: '25', t: agent.token },
      });
      return ((await res.json()) as { data: { rates: { level: number; rateBp: number }[] } }).data.rates;
    };
    const before = await memberRates();
    const [level1, level2] = [before[0]!.rateBp, before[1]!.rateBp];
    await signIn(page, 'finance', 'Finance@2026!');
    await openScreen(page, '财务', '代理佣金', /\/admin\/finance\/agent-rates$/);
    await expect(page.locator('tr.ant-table-row')).toHaveCount(2, { timeout: 30_000 });
    await shot(page, 'system-22-agent-rates');

    await page.getByTestId('edit-agent-rate-2').click();
    const form = page.locator('.ant-modal-content').filter({ hasText: '编辑二级代理' });
    const field = form.getByLabel('佣金比例（基点，100 = 1%）');
    // Above level 1: the server refuses it in Chinese and nothing changes.
    await field.fill(String(level1 + 10));
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.locator('.ant-message-error')).toContainText('二级代理佣金比例不得高于一级');
    await shot(page, 'system-23-agent-rate-refused');
    expect(await memberRates()).toEqual(before);

    const next = level2 === 35 ? 30 : 35;
    await field.fill(String(next));
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.getByText('操作成功')).toBeVisible();
    await expect(page.getByTestId('agent-rate-2')).toHaveText(`${(next / 100).toFixed(2)}%`);
    expect((await memberRates())[1]).toEqual({ level: 2, rateBp: next });

    // Back as it was, for the other specs.
    await page.getByTestId('edit-agent-rate-2').click();
    await field.fill(String(level2));
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(async () => (await memberRates())[1]?.rateBp).toBe(level2);
  });
  test('content changes a task and turns it off; a bad reward is refused; the member task list follows', async ({
    page,
    request,
  }) => {
    // weekly_turnover_2 only: the task spec's journey never reaches it (nor counts its points).
    const code = 'weekly_turnover_2';
    const member = await registerViaApi(request);
    type MemberTask = { code: string; target: string; reward: string };
    const weekly = async () => {
      const res = await request.post('/api/findmed/v1/task/conter/list', {
        headers: { ...SITE_HEADERS, d: '25', t: member.token, 'content-type': 'application/json' },
        data: { group: 'weekly' },
      });
      return ((await res.json()) as { data: { list: MemberTask[] } }).data.list;
    };
    const memberTask = async () => (await weekly()).find((t) => t.code === code);
    const before = (await memberTask())!;
    await signIn(page, 'content', 'Content@2026!');
    await openScreen(page, '内容管理', '任务中心', /\/admin\/content\/tasks$/);
    await expect(tasksTable(page).locator('tr.ant-table-row')).toHaveCount(14, { timeout: 30_000 });
    await expect(chestsTable(page).locator('tr.ant-table-row')).toHaveCount(4);
    await shot(page, 'system-24-tasks');

    await page.getByTestId(`edit-task-${code}`).click();
    const form = page.locator('.ant-modal-content').filter({ hasText: '编辑任务' });
    // Not an amount: the server refuses it in Chinese and nothing changes.
    await form.getByLabel('奖励', { exact: true }).fill('abc');
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.locator('.ant-message-error')).toContainText('任务奖励须为大于 0 的金额');
    await shot(page, 'system-25-task-refused');
    expect(await memberTask()).toEqual(before);

    await form.getByLabel('目标（有效投注额）').fill('120000');
    await form.getByLabel('奖励', { exact: true }).fill('200');
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.getByText('操作成功').first()).toBeVisible();
    await expect(page.getByTestId(`task-reward-${code}`)).toContainText('200');
    await expect(page.getByTestId(`task-target-${code}`)).toContainText('120,000');
    expect(await memberTask()).toMatchObject({ target: '120000.0000', reward: '200.0000' });

    // Off: gone from the member's list; on again, back.
    await page.getByTestId(`task-enabled-${code}`).click();
    await expect.poll(async () => (await memberTask()) === undefined).toBe(true);
    await expect(page.getByTestId(`task-enabled-${code}`)).not.toBeChecked();
    await page.getByTestId(`task-enabled-${code}`).click();
    await expect.poll(async () => (await memberTask())?.reward).toBe('200.0000');

    // Reset to default: the brand's setting is removed, the member's list has the catalogue's again.
    await page.getByTestId(`reset-task-${code}`).click();
    await expect(page.locator('.ant-popover:visible')).toContainText('恢复为默认设置');
    await shot(page, 'system-25b-task-reset');
    await confirmReset(page);
    await expect.poll(async () => (await memberTask())?.reward).toBe(before.reward);
    expect((await memberTask())?.target).toBe(before.target);
    await expect(page.getByTestId(`task-reward-${code}`)).not.toContainText('200');
    await expect(page.getByTestId(`reset-task-${code}`)).toBeDisabled();
  });
  test('content edits a chest (a broken order is refused) and resets the chests; the member chests follow', async ({
    page,
    request,
    browser,
  }) => {
    // Tier 4 only: the task spec's journey opens tier 1 and looks at tier 2.
    const member = await registerViaApi(request);
    type MemberChest = { tier: number; points: number; reward: string };
    const memberChest = async () => {
      const res = await request.post('/api/findmed/v1/task/conter/content', {
        headers: { ...SITE_HEADERS, d: '25', t: member.token, 'content-type': 'application/json' },
        data: {},
      });
      const body = (await res.json()) as { data: { chests: MemberChest[] } };
      return body.data.chests.find((c) => c.tier === 4);
    };
    expect(await memberChest()).toMatchObject({ points: 120, reward: '18.0000' });
    await signIn(page, 'content', 'Content@2026!');
    await openScreen(page, '内容管理', '任务中心', /\/admin\/content\/tasks$/);
    await expect(chestsTable(page).locator('tr.ant-table-row')).toHaveCount(4, { timeout: 30_000 });
    await chestsTable(page).scrollIntoViewIfNeeded();

    await page.getByTestId('edit-chest-4').click();
    const form = page.locator('.ant-modal-content').filter({ hasText: '编辑宝箱' });
    // Below tier 3's 80 points: the enabled chests must rise by tier, refused in Chinese.
    await form.getByLabel('所需活跃度').fill('50');
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.locator('.ant-message-error')).toContainText('逐档递增');
    await shot(page, 'system-26-chest-refused');
    expect(await memberChest()).toMatchObject({ points: 120, reward: '18.0000' });

    await form.getByLabel('所需活跃度').fill('100');
    await form.getByLabel('宝箱奖励').fill('25');
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.getByText('操作成功').first()).toBeVisible();
    await expect(page.getByTestId('chest-points-4')).toHaveText('100');
    await expect(page.getByTestId('chest-reward-4')).toContainText('25');
    expect(await memberChest()).toMatchObject({ points: 100, reward: '25.0000' });
    await shot(page, 'system-27-chest-edited');
    // The member's task page shows the new threshold and reward at once.
    const memberPage = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await openAs(memberPage, member, '/task');
    const fourth = memberPage.locator('.tk-track__chests li').nth(3);
    await expect(fourth.locator('.tk-chest__need')).toHaveText('100 活跃度', { timeout: 30_000 });
    await expect(fourth.locator('.tk-chest')).toContainText('+25.00');
    await shot(memberPage, 'system-28-member-chest');
    await memberPage.close();

    // Reset: every chest back to the catalogue's, for the member too.
    await page.getByTestId('reset-chests').click();
    await confirmReset(page);
    await expect(page.getByTestId('chest-points-4')).toHaveText('120');
    await expect.poll(async () => (await memberChest())?.points).toBe(120);
    expect((await memberChest())?.reward).toBe('18.0000');
    await expect(page.getByTestId('reset-chests')).toBeDisabled();
  });
  test('finance reads the task centre but may not change it', async ({ page }) => {
    await signIn(page, 'finance', 'Finance@2026!');
    await openScreen(page, '内容管理', '任务中心', /\/admin\/content\/tasks$/);
    await expect(tasksTable(page).locator('tr.ant-table-row')).toHaveCount(14, { timeout: 30_000 });
    await expect(chestsTable(page).locator('tr.ant-table-row')).toHaveCount(4);
    await expect(page.getByText('当前角色只能查看，修改需内容运营或管理员').first()).toBeVisible();
    await expect(page.locator('[data-testid^="edit-task-"]')).toHaveCount(0);
    await expect(page.locator('[data-testid^="reset-task-"]')).toHaveCount(0);
    await expect(page.locator('[data-testid^="edit-chest-"]')).toHaveCount(0);
    await expect(page.getByTestId('reset-chests')).toHaveCount(0);
    await expect(page.getByTestId('chest-enabled-1')).toBeDisabled();
    await expect(page.getByTestId('task-enabled-daily_login')).toBeDisabled();
    // Reading includes the CSV every console list exports: a header and the brand's 14 tasks.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      tasksTable(page)
        .getByRole('button', { name: /导出\s*CSV/ })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe('tasks.csv');
    const lines = readFileSync((await download.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain('奖励');
    expect(lines).toHaveLength(15);
  });
});
