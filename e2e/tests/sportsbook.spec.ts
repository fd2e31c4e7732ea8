import { expect, test } from '@playwright/test';
import { expectToast, isPhone, SITE_HEADERS } from './account-helpers.ts';
import {
  closeSlip,
  enterResult,
  fundDemo,
  loginDemo,
  openSlip,
  placeWithQuickStake,
} from './sportsbook-helpers.ts';

// The sportsbook journey of issue 10 in a real browser against the real server and its simulated
// matches, in both layouts: the demo member browses, sees odds, places a single and a 3-leg
// parlay, cashes the single out, and finds both in the bet records once the operator has entered
// the parlay's results. The two layouts bet on different matches (the phone the first rows of the
// parlay tab, the desktop the next ones), so the results one enters do not close the other's.

test.describe('sportsbook', () => {
  // A fresh server's odds simulator fills the catalogue on its first run, a few seconds after the
  // server answers (longer on a busy machine): wait for the matches this journey needs.
  test.beforeAll(async ({ request }) => {
    test.setTimeout(120_000);
    await expect
      .poll(
        async () => {
          const res = await request.get('/api/findmed/v1/sports/menu?tab=parlay', { headers: SITE_HEADERS });
          const body = (await res.json()) as {
            data?: { sports?: { code: string; counts: { parlay: number } }[] };
          };
          return body.data?.sports?.find((s) => s.code === 'football')?.counts.parlay ?? 0;
        },
        { timeout: 90_000, intervals: [500] },
      )
      .toBeGreaterThanOrEqual(8);
  });

  test('browse, single, 3-leg parlay, cash-out, bet records', async ({ page, request }) => {
    test.setTimeout(120_000);
    const token = await loginDemo(page);
    await fundDemo(request, token, '1000');
    const phone = isPhone(page);
    const offset = phone ? 0 : 4;
    const lobby = phone ? '/app/sports' : '/sports';

    await test.step('the lobby lists matches with odds, the match page every market', async () => {
      await page.goto(`${lobby}?tab=parlay`);
      await expect(page.getByRole('tab', { name: '串关' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByTestId('match-row').nth(offset + 3)).toBeVisible();
      // Some row offers odds (the first may be a live match whose every market is locked: a match
      // at 4-0 in the 81st minute has nothing left to price).
      await expect(page.getByTestId('match-row').getByTestId('odds-button').first()).toBeVisible();
      await page.getByTestId('match-row').nth(offset).locator('.sb-match__teams').click();
      await expect(page).toHaveURL(/\/sports\/match\/\d+/);
      await expect(page.getByRole('heading', { name: '让球', exact: true })).toBeVisible();
      await page.goBack();
    });

    // Matches not yet in play: no live delay, and no goal suspends them while a bet waits.
    const rows = page.getByTestId('match-row').filter({ hasNot: page.locator('.sb-clock.is-live') });
    let singleBet = { id: 0, betNo: '' };
    await test.step('a single', async () => {
      await rows.nth(offset).getByTestId('odds-button').first().click();
      await openSlip(page);
      await page.getByRole('button', { name: '单关' }).click();
      await expect(page.getByTestId('slip-leg')).toHaveCount(1);
      singleBet = (await placeWithQuickStake(page, '50', 1))[0]!;
      await expectToast(page, '投注成功');
      await expect(page.getByTestId('slip-leg')).toHaveCount(0);
      await closeSlip(page);
    });

    let parlay = { id: 0, betNo: '', legs: [] as { matchId: number }[] };
    await test.step('a 3-leg parlay; two legs of one match are refused', async () => {
      await expect(rows.nth(offset + 3)).toBeVisible();
      await rows
        .nth(offset + 1)
        .getByTestId('odds-button')
        .first()
        .click();
      await openSlip(page);
      await page.getByRole('button', { name: '串关', exact: true }).click();
      await closeSlip(page);
      for (const i of [2, 3])
        await rows
          .nth(offset + i)
          .getByTestId('odds-button')
          .first()
          .click();
      await rows
        .nth(offset + 1)
        .getByTestId('odds-button')
        .nth(1)
        .click();
      await openSlip(page);
      await expect(page.getByRole('alert').filter({ hasText: '同一场比赛' })).toBeVisible();
      await expect(page.getByTestId('slip-leg')).toHaveCount(3);
      await expect(page.getByText('3 串 1')).toBeVisible();
      parlay = (await placeWithQuickStake(page, '50', 1))[0]!;
      expect(parlay.legs).toHaveLength(3);
      await expectToast(page, '投注成功');
    });

    await test.step('cash the single out at a fresh quote', async () => {
      await page.getByTestId('open-bets-tab').click();
      const open = page.getByTestId('open-bet').filter({ hasText: singleBet.betNo });
      await open.getByTestId('cashout-quote').click();
      await expect(open.getByText(/秒后失效/)).toBeVisible();
      await open.getByTestId('cashout-confirm').click();
      await expectToast(page, '提前结算成功');
      await expect(page.getByTestId('open-bet').filter({ hasText: singleBet.betNo })).toHaveCount(0);
    });

    await test.step('the operator enters the parlay results; both bets are in the records', async () => {
      for (const leg of parlay.legs) await enterResult(request, leg.matchId, [2, 1]);
      await page.goto('/user/bettingRecord?status=settled');
      const list = page.getByTestId(phone ? 'record-feed' : 'record-table');
      await expect(list.getByText(singleBet.betNo).or(list.getByText(/对/)).first()).toBeVisible();
      await expect(page.getByTestId('bet-totals')).toBeVisible();
      await page.goto(`/user/bettingDetail?id=${parlay.id}`);
      await expect(page.getByText(parlay.betNo)).toBeVisible();
      await expect(page.locator('.br-leg')).toHaveCount(3);
      await expect(page.getByTestId('bet-status')).not.toHaveText('未结算');
      await page.goto(`/user/bettingDetail?id=${singleBet.id}`);
      await expect(page.getByTestId('bet-status')).toHaveText('已提前结算');
    });
  });
});
