import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { openMatch } from '../proof/gallery-data.ts';
import { type ApiMember, registerViaApi, SITE_HEADERS } from './account-helpers.ts';
import { fund } from './finance-helpers.ts';
import { enterResult } from './sportsbook-helpers.ts';

// The console's reports at 1440×900 (issue 24): finance opens each tab of 报表 — the daily report,
// the member win/loss ranking, the agents and the page views — on data made through the member
// API here (an agent with two invitees who deposit and bet on a match the operator then settles,
// and page-view beacons), sees the rows and the chart, and downloads the ranking's CSV.

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
  await expect(page.getByTestId('operator-name')).toHaveText(username, { timeout: 90_000 });
}

/** An agent and two invitees; each invitee deposits and bets on one match, which is then settled. */
async function reportData(request: APIRequestContext) {
  const agent = await registerViaApi(request);
  const summary = await (
    await request.get('/api/findmed/v1/member/agent', { headers: { ...SITE_HEADERS, t: agent.token } })
  ).json();
  const inviteCode = summary.data.inviteCode as string;
  const winner = await registerViaApi(request, { inviteCode });
  const loser = await registerViaApi(request, { inviteCode });
  await fund(request, winner, '500');
  await fund(request, loser, '300');
  const match = await openMatch(request, 'hgtyc');
  const bet = async (member: ApiMember, stake: string, selection: { id: number; odds: string }) => {
    const res = await request.post('/api/findmed/v1/sports/bet', {
      headers: { ...SITE_HEADERS, t: member.token },
      data: {
        requestId: randomUUID(),
        kind: 'single',
        legs: [{ selectionId: selection.id, odds: selection.odds, version: match.version }],
        stake,
        oddsPolicy: 'any',
      },
    });
    const body = await res.json();
    expect(body.status, JSON.stringify(body)).toBe(true);
  };
  await bet(winner, '100', match.selection);
  await bet(loser, '60', match.selection);
  return { agent, winner, loser, matchId: match.id };
}

test.describe('console reports', () => {
  test.beforeEach(({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the console is a desktop app');
    test.setTimeout(240_000);
    void page;
  });

  test('finance reads the ranking, the agents and the page views, each with a chart, and exports CSV', async ({
    page,
    request,
  }) => {
    const data = await reportData(request);
    // The selection the two bets are on wins or loses with the result; both are settled either way.
    await enterResult(request, data.matchId, [2, 1]);
    for (const route of ['/app/home', '/app/home?from=report', '/sports/match/42'])
      await request.post('/api/findmed/v1/analytics/pageview', {
        headers: SITE_HEADERS,
        data: { path: route, kind: 'navigate', layout: 'desktop' },
      });

    await signIn(page, 'finance', 'Finance@2026!');
    await page.getByRole('menuitem', { name: '报表' }).click();
    await expect(page.getByText('每日数据')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('tab', { name: '日报' })).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('tab', { name: '会员输赢排行' }).click();
    await expect(page).toHaveURL(/\/admin\/reports\?tab=ranking$/);
    const panel = page.getByRole('tabpanel');
    const winnerRow = panel.locator('tr.ant-table-row').filter({ hasText: data.winner.username });
    await expect(winnerRow).toBeVisible({ timeout: 30_000 });
    await expect(panel.locator('tr.ant-table-row').filter({ hasText: data.loser.username })).toBeVisible();
    await expect(panel.locator('canvas').first()).toBeVisible();
    await expect(panel.getByTestId('ranking-totals')).toContainText('名会员');
    await shot(page, 'reports-01-ranking');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: /导出\s*CSV/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('report-ranking.csv');
    const lines = readFileSync((await download.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain('会员输赢');
    expect(lines.some((l) => l.includes(data.winner.username))).toBe(true);
    // The member's name opens the player 360 page.
    await winnerRow.getByRole('link', { name: data.winner.username }).click();
    await expect(page).toHaveURL(/\/admin\/players\/\d+$/);
    await page.goBack();

    await page.getByRole('tab', { name: '代理报表' }).click();
    await expect(page).toHaveURL(/\/admin\/reports\?tab=agents$/);
    const agentRow = panel.locator('tr.ant-table-row').filter({ hasText: data.agent.username });
    await expect(agentRow).toBeVisible({ timeout: 30_000 });
    // Two invitees, both new, who deposited 500 + 300.
    await expect(agentRow).toContainText('800.00');
    await expect(panel.locator('canvas').first()).toBeVisible();
    await shot(page, 'reports-02-agents');

    await page.getByRole('tab', { name: '页面访问' }).click();
    await expect(page).toHaveURL(/\/admin\/reports\?tab=pageViews$/);
    // The busiest route comes first; a route the other specs visit less may be pages further on.
    await expect(panel.locator('tr.ant-table-row').filter({ hasText: '/app/home' }).first()).toBeVisible({
      timeout: 30_000,
    });
    const matchRow = panel.locator('tr.ant-table-row').filter({ hasText: '/sports/match/:id' });
    const next = panel.locator('li.ant-pagination-next:not(.ant-pagination-disabled)');
    for (let pageNo = 0; pageNo < 20 && !(await matchRow.isVisible()); pageNo += 1) {
      if (!(await next.isVisible())) break;
      await next.click();
      await expect(panel.locator('li.ant-pagination-item-active')).toHaveText(String(pageNo + 2));
      await expect(panel.locator('.ant-spin-spinning')).toHaveCount(0);
    }
    await expect(matchRow).toBeVisible();
    await expect(panel.locator('canvas').first()).toBeVisible();
    await shot(page, 'reports-03-page-views');

    // A reload keeps the tab (the gallery opens each by its address).
    await page.reload();
    await expect(page.getByRole('tab', { name: '页面访问' })).toHaveAttribute('aria-selected', 'true');
  });
});
