import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';

// The operator console's routes the gallery visits (apps/admin/src/app/routes-config.ts, served
// under /admin), each with the address that opens it with real data, and what to do on the page
// before its screenshot (open a conversation, switch to a tab). The coverage check fails the run
// when the console gains a route nobody visits.

/** What a console run knows when it builds the addresses. */
export interface ConsoleIds {
  /** The gallery member's id (the player 360 page). */
  memberId: string;
  username: string;
}

export interface ConsoleVisit {
  /** The console's route pattern as routes-config.ts writes it (without the /admin base). */
  route: string;
  /** A name for the gallery row when one route is shown in more than one state. */
  name?: string;
  url: (ids: ConsoleIds) => string;
  /** What shows once the page's data is in (the gallery waits for it before the checks). */
  ready?: (page: Page) => Locator;
  /** Brings the page into the state to show once it has settled (a click; then it settles again). */
  act?: (page: Page, ids: ConsoleIds) => Promise<void>;
}

const c = (route: string, extra: Partial<ConsoleVisit> = {}): ConsoleVisit => ({
  route,
  url: () => route,
  ...extra,
});

export const CONSOLE_VISITS: readonly ConsoleVisit[] = [
  c('/dashboard', { ready: (page) => page.locator('canvas').first() }),
  c('/players', { ready: (page) => page.locator('.ant-table-row').first() }),
  c('/players/:id', {
    url: (ids) => `/players/${ids.memberId}`,
    ready: (page) => page.getByRole('tabpanel').locator('.ant-table-row').first(),
  }),
  c('/players/:id', {
    name: '/players/:id (notes)',
    url: (ids) => `/players/${ids.memberId}`,
    act: (page) => page.getByRole('tab', { name: '备注' }).click(),
  }),
  // the player 360 page's care actions (issue 24): the message form.
  c('/players/:id', {
    name: '/players/:id (message)',
    url: (ids) => `/players/${ids.memberId}`,
    act: async (page) => {
      await page.getByRole('button', { name: /发\s*送\s*站\s*内\s*信/ }).click();
      await page.locator('.ant-modal-content textarea').first().waitFor();
    },
  }),
  c('/reports', { ready: (page) => page.locator('canvas').first() }),
  c('/trading'),
  c('/content/notices'),
  // content and feedback screens (issue 24): each table, and the edit drawer or thread it opens.
  c('/content/promos', { ready: (page) => page.locator('.ant-table-row').first() }),
  c('/content/promos', {
    name: '/content/promos (edit)',
    ready: (page) => page.locator('.ant-table-row').first(),
    act: async (page) => {
      await page.getByTestId('edit-promo-1').click();
      await page.locator('.ant-drawer-open .content-block').first().waitFor();
    },
  }),
  c('/content/promo-applications'),
  // the brand's home (issue 24): the notice bar, the banners and a banner's form.
  c('/content/home', { ready: (page) => page.locator('.ant-table-row').first() }),
  c('/content/home', {
    name: '/content/home (banner)',
    ready: (page) => page.locator('.ant-table-row').first(),
    act: async (page) => {
      await page.locator('[data-testid^="edit-banner-"]').first().click();
      await page.locator('.ant-modal-content .banner-option').first().waitFor();
    },
  }),
  // the VIP ladder (issue 24), and a level's form.
  c('/vip', { ready: (page) => page.locator('.ant-table-row').first() }),
  c('/vip', {
    name: '/vip (edit)',
    ready: (page) => page.locator('.ant-table-row').first(),
    act: async (page) => {
      await page.getByTestId('edit-vip-3').click();
      await page.locator('.ant-modal-content .ant-alert').first().waitFor();
    },
  }),
  c('/content/articles', { ready: (page) => page.locator('.ant-table-row').first() }),
  c('/content/articles', {
    name: '/content/articles (edit)',
    ready: (page) => page.locator('.ant-table-row').first(),
    act: async (page) => {
      await page.locator('[data-testid^="edit-article-"]').first().click();
      await page.locator('.ant-drawer-open .content-block').first().waitFor();
    },
  }),
  // the brand's tasks (issue 24), and a task's form.
  c('/content/tasks', { ready: (page) => page.locator('.ant-table-row').first() }),
  c('/content/tasks', {
    name: '/content/tasks (edit)',
    ready: (page) => page.locator('.ant-table-row').first(),
    act: async (page) => {
      await page.getByTestId('edit-task-daily_turnover_1').click();
      await page.locator('.ant-modal-content .ant-alert').first().waitFor();
    },
  }),
  // the brand's deposit channels and withdrawal rules (issue 24, decision 0082).
  c('/finance/payment-settings', { ready: (page) => page.getByTestId('four-eyes-threshold') }),
  // the brand's name, short name and slogan (issue 24, decision 0081).
  c('/system/brand', { ready: (page) => page.getByTestId('brand-shown') }),
  c('/content/feedback', { ready: (page) => page.locator('.ant-table-row').first() }),
  c('/content/feedback', {
    name: '/content/feedback (thread)',
    ready: (page) => page.locator('.ant-table-row').first(),
    act: async (page) => {
      await page.locator('[data-testid^="open-feedback-"]').first().click();
      await page.getByTestId('feedback-messages').waitFor();
    },
  }),
  c('/protection', {
    url: (ids) => `/protection?username=${ids.username}`,
    ready: (page) => page.locator('.ant-descriptions').first(),
  }),
  c('/protection', {
    name: '/protection (register)',
    act: (page) => page.getByRole('tab', { name: '自我排除登记簿' }).click(),
  }),
  c('/finance/deposits', { ready: (page) => page.locator('.ant-table-row').first() }),
  c('/finance/withdrawals', { ready: (page) => page.locator('.ant-table-row').first() }),
  c('/finance/late-payments'),
  // the agent commission rates (issue 24), and a level's form.
  c('/finance/agent-rates', { ready: (page) => page.locator('.ant-table-row').first() }),
  c('/finance/agent-rates', {
    name: '/finance/agent-rates (edit)',
    ready: (page) => page.locator('.ant-table-row').first(),
    act: async (page) => {
      await page.getByTestId('edit-agent-rate-1').click();
      await page.locator('.ant-modal-content .ant-alert').first().waitFor();
    },
  }),
  c('/verification/kyc', { ready: (page) => page.locator('.ant-table-row').first() }),
  c('/verification/risk'),
  // The agent desk with the gallery member's conversation open (chat pane and player card).
  c('/service-desk', {
    name: '/service-desk (agent desk)',
    act: async (page, ids) => {
      await page.locator('[data-conversation]').filter({ hasText: ids.username }).first().click();
      await page.getByText('会员信息').first().waitFor();
    },
  }),
  c('/service-desk', {
    name: '/service-desk (supervisor)',
    act: (page) => page.getByRole('tab', { name: '主管视图' }).click(),
  }),
  c('/service-desk', {
    name: '/service-desk (settings)',
    act: async (page) => {
      await page.getByRole('tab', { name: '客服设置' }).click();
      await page.getByRole('button', { name: '新增快捷回复' }).waitFor();
    },
  }),
  c('/service-desk', {
    name: '/service-desk (daily report)',
    act: async (page) => {
      await page.getByRole('tab', { name: '客服日报' }).click();
      await page.getByText('首次响应 P50').first().waitFor();
    },
  }),
  c('/casino/venues', { ready: (page) => page.locator('.ant-table-row').first() }),
  // the brand's games (issue 24), and a game's form.
  c('/casino/games', { ready: (page) => page.getByTestId('game-enabled-301') }),
  c('/casino/games', {
    name: '/casino/games (edit)',
    ready: (page) => page.getByTestId('game-enabled-301'),
    act: async (page) => {
      await page.getByTestId('edit-game-301').click();
      await page.locator('.ant-modal-content .ant-alert').first().waitFor();
    },
  }),
  // the live tables (issue 24), and a table's shoe history.
  c('/casino/live-tables', { ready: (page) => page.locator('.ant-table-row').first() }),
  c('/casino/live-tables', {
    name: '/casino/live-tables (shoes)',
    ready: (page) => page.locator('.ant-table-row').first(),
    act: async (page) => {
      await page.getByTestId('live-history-t1').click();
      await page.locator('.ant-drawer-open .ant-table-row').first().waitFor();
    },
  }),
  c('/system/alerts'),
  c('/system/books-audit'),
  c('/system/audit-log'),
  c('/system/operators', { ready: (page) => page.locator('.ant-table-row').first() }),
  // the member reports (issue 24): each tab of /reports by its address, its rows and chart drawn
  c('/reports', {
    name: '/reports (ranking)',
    url: () => '/reports?tab=ranking',
    ready: (page) => page.getByRole('tabpanel').locator('.ant-table-row').first(),
  }),
  c('/reports', {
    name: '/reports (agents)',
    url: () => '/reports?tab=agents',
    ready: (page) => page.getByRole('tabpanel').locator('.ant-table-row').first(),
  }),
  c('/reports', {
    name: '/reports (page views)',
    url: () => '/reports?tab=pageViews',
    ready: (page) => page.getByRole('tabpanel').locator('.ant-table-row').first(),
  }),
];

const ROUTES_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/admin/src/app/routes-config.ts',
);

/**
 * Every screen the console's route config defines, read from its source: each `path: '…'` of an
 * entry with its own `page` (a group's path, which holds children, is not a screen).
 */
export function consoleRoutes(): string[] {
  const text = readFileSync(ROUTES_FILE, 'utf8');
  const found = new Set<string>();
  for (const match of text.matchAll(/path: '([^']+)',[^{}]*?\bpage: \(\) =>/g)) found.add(match[1]!);
  return [...found];
}

/** Console screens nobody visits. */
export function consoleCoverage(): string[] {
  const visited = new Set(CONSOLE_VISITS.map((v) => v.route));
  return consoleRoutes().filter((r) => !visited.has(r));
}
