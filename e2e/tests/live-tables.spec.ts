import { type Browser, type BrowserContextOptions, expect, type Page, test } from '@playwright/test';
import { type ApiMember, openAs, registerViaApi, SITE_HEADERS } from './account-helpers.ts';
import { centerBalance, fund } from './finance-helpers.ts';

// Issue 12's "done when", in both layouts against the real server (e2e/serve.mjs deals on short
// timings: 6 s of betting, a card every 300 ms, shoes of three hands): two members in two browsers
// sit at one table, both bet on the same round, both see the same cards, the same result and the
// same road; when the shoe ends, one opens its verification page and sees it verified.

const FUNDS = '500';
/** LIVE_SHOE_HANDS of e2e/serve.mjs. */
const SHOE_HANDS = 3;

/** The project's device (viewport, touch, user agent) for a second browser context. */
function deviceOptions(options: BrowserContextOptions): BrowserContextOptions {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale } = options;
  return { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale };
}

async function seat(browser: Browser, options: BrowserContextOptions, member: ApiMember, path: string) {
  const page = await (await browser.newContext(deviceOptions(options))).newPage();
  await openAs(page, member, path);
  await expect(page.getByTestId('live-felt')).toBeVisible();
  return page;
}

/** "10.0000" as the felt shows it: "10.00". */
const shown = (wire: string) => {
  const [whole, fraction = ''] = wire.split('.');
  return `${Number(whole).toLocaleString('en-US')}.${fraction.padEnd(2, '0').slice(0, 2)}`;
};

const stage = (page: Page) => page.getByTestId('live-stage');

interface SettledView {
  cards: string[];
  winner: string | null;
  totals: string[];
  win: string | null;
  hands: string | null;
  road: string | null;
}

/**
 * What a page shows at the moment round `roundId` is settled on it, read in the page in one go:
 * the settled view lasts only LIVE_SETTLED_PAUSE_MS (1 s) before the next round clears the cards.
 */
async function settledView(page: Page, roundId: string): Promise<SettledView> {
  const handle = await page.waitForFunction(
    (rid) => {
      const stage = document.querySelector('[data-testid=live-stage]');
      if (stage?.getAttribute('data-round-id') !== rid || stage.getAttribute('data-phase') !== 'settled')
        return null;
      const roads = document.querySelector('[data-testid=live-roads]');
      return {
        cards: Array.from(stage.querySelectorAll('[data-testid=live-card]')).map(
          (c) =>
            `${c.closest('[data-testid^=live-hand-]')?.getAttribute('data-testid')}:${c.getAttribute('data-card')}`,
        ),
        winner: stage.querySelector('[data-testid=live-result]')?.getAttribute('data-winner') ?? null,
        totals: ['player', 'banker'].map(
          (side) => stage.querySelector(`[data-testid=live-total-${side}]`)?.textContent ?? '',
        ),
        win: stage.querySelector('[data-testid=live-win]')?.textContent ?? null,
        hands: roads?.getAttribute('data-hands') ?? null,
        road: roads?.textContent ?? null,
      };
    },
    roundId,
    { timeout: 20_000, polling: 50 },
  );
  return (await handle.jsonValue()) as SettledView;
}

/** The hand number of the round on screen (1-based within the shoe), 0 before one shows. */
async function handNo(page: Page): Promise<number> {
  return Number(
    (await stage(page)
      .getAttribute('data-hand-no', { timeout: 1_000 })
      .catch(() => null)) || 0,
  );
}

/** The seconds the betting countdown shows, 0 when bets are not open. */
async function secondsLeft(page: Page): Promise<number> {
  const ring = page.getByTestId('live-countdown');
  if ((await ring.count()) === 0) return 0;
  return Number((await ring.getAttribute('data-seconds', { timeout: 200 }).catch(() => null)) ?? 0);
}

async function bet(page: Page, side: 'player' | 'banker', stake: string) {
  await page.getByTestId('live-chip').first().click();
  await page.getByTestId(`live-area-${side}`).click();
  await expect(page.getByTestId(`live-stake-${side}`)).toContainText(`+${shown(stake)}`);
  await page.getByTestId('live-confirm').click();
  // Confirmed: the stake stays on the area, nothing is left to confirm.
  await expect(page.getByTestId(`live-stake-${side}`)).toHaveText(shown(stake));
  await expect(page.getByTestId('live-confirm')).toBeDisabled();
}

test.describe('live tables', () => {
  test('two members at one table see the same round and roads, and verify the shoe', async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const [a, b] = [await registerViaApi(request), await registerViaApi(request)];
    await Promise.all([fund(request, a, FUNDS), fund(request, b, FUNDS)]);
    const options = testInfo.project.use as BrowserContextOptions;

    // Member A finds the table in the lobby; member B sits at the same one.
    const pageA = await (await browser.newContext(deviceOptions(options))).newPage();
    await openAs(pageA, a, '/house/baccarat');
    const card = pageA.getByTestId('live-table-card').first();
    await expect(card).toBeVisible();
    await expect(pageA.getByTestId('live-table-card')).toHaveCount(await countTables(request));
    await card.click();
    await expect(pageA).toHaveURL(/\/house\/baccarat\/\d+$/);
    await expect(pageA.getByTestId('live-felt')).toBeVisible();
    const tableId = Number(new URL(pageA.url()).pathname.split('/').pop());
    const pageB = await seat(browser, options, b, `/house/baccarat/${tableId}`);
    const table = await tableOf(request, tableId);

    // Both bet on one round, with time to spare before it closes, and not on the shoe's last hand
    // (so the road is checked before the next shoe starts an empty one).
    await expect
      .poll(async () => (await handNo(pageA)) < SHOE_HANDS && (await secondsLeft(pageA)) >= 4, {
        timeout: 60_000,
        intervals: [100],
      })
      .toBe(true);
    const hand = await handNo(pageA);
    const shoeId = await pageA.getByTestId('live-shoe').getAttribute('data-shoe-id');
    const roundId = await stage(pageA).getAttribute('data-round-id');
    expect(roundId).toMatch(/^\d+$/);
    await Promise.all([bet(pageA, 'player', table.minBet), bet(pageB, 'banker', table.minBet)]);
    await expect(stage(pageB)).toHaveAttribute('data-round-id', roundId!);

    // The round is dealt to both: the same cards, the same result, the same road — every hand of
    // the shoe so far, this one included.
    const [viewA, viewB] = await Promise.all([settledView(pageA, roundId!), settledView(pageB, roundId!)]);
    expect(viewA.cards.length).toBeGreaterThanOrEqual(4);
    expect(viewB).toMatchObject({ cards: viewA.cards, winner: viewA.winner, totals: viewA.totals });
    expect(['player', 'banker', 'tie']).toContain(viewA.winner);
    expect(viewA.hands).toBe(String(hand));
    expect(viewB.hands).toBe(viewA.hands);
    expect(viewB.road).toBe(viewA.road);
    const winner = viewA.winner;
    const stakeShown = shown(table.minBet);
    expect(viewA.win).toBe(
      winner === 'player'
        ? `本局赢得 ¥${stakeShown}`
        : winner === 'tie'
          ? `本局退回 ¥${stakeShown}`
          : '本局未中奖',
    );

    // The member's win is paid: player 1:1, returned on a tie, lost otherwise.
    const stake = Number(table.minBet);
    const expected = Number(FUNDS) + (winner === 'player' ? stake : winner === 'tie' ? 0 : -stake);
    await expect
      .poll(async () => Number(await centerBalance(request, a)), { timeout: 15_000 })
      .toBe(expected);

    // Game recall lists the round with its cards and bet.
    await pageA.getByTestId('live-recall-open').click();
    const recalled = pageA.locator(`[data-testid=live-recall-item][data-round-id="${roundId}"]`);
    await expect(recalled).toBeVisible();
    await expect(recalled.getByTestId('live-card')).toHaveCount(viewA.cards.length);
    await pageA.keyboard.press('Escape');

    // The shoe ends (three hands here): its seed is revealed and it verifies in the browser.
    const previous = pageA.getByTestId('live-verify-previous');
    await expect(previous).toHaveAttribute('href', `/house/baccarat/verify/${shoeId}`, { timeout: 60_000 });
    await previous.click();
    await expect(pageA).toHaveURL(new RegExp(`/house/baccarat/verify/${shoeId}$`));
    await expect(pageA.locator('[data-verdict="verified"]')).toContainText('验证通过', { timeout: 20_000 });
  });
});

async function countTables(request: import('@playwright/test').APIRequestContext): Promise<number> {
  const body = await (await request.get('/api/findmed/v1/live/tables', { headers: SITE_HEADERS })).json();
  expect(body.status, JSON.stringify(body)).toBe(true);
  return (body.data.list as unknown[]).length;
}

async function tableOf(request: import('@playwright/test').APIRequestContext, id: number) {
  const body = await (
    await request.get(`/api/findmed/v1/live/table?id=${id}`, { headers: SITE_HEADERS })
  ).json();
  expect(body.status, JSON.stringify(body)).toBe(true);
  return body.data.table as { minBet: string; noCommission: boolean };
}
