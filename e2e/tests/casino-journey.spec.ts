import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import { isPhone, openAs, registerViaApi } from './account-helpers.ts';
import { centerBalance, fund } from './finance-helpers.ts';

// Issue 11's journey, per category, in both layouts, against the real server and the demo
// provider's own pages: from the category's lobby a member opens a game, plays with auto-transfer
// on, leaves through venue back with the whole venue balance recovered (wins and losses included),
// and finds the round in the bet records.

interface Journey {
  category: number;
  game: string;
  product: string;
  play(frame: FrameLocator, page: Page): Promise<void>;
}

const JOURNEYS: Journey[] = [
  {
    category: 3,
    game: '幻彩转轮',
    product: '电子',
    async play(frame) {
      const spin = frame.getByRole('button', { name: '旋转', exact: true });
      for (let i = 0; i < 3; i += 1) {
        await expect(spin).toBeEnabled({ timeout: 20_000 });
        await spin.click();
      }
      await expect(spin).toBeEnabled({ timeout: 20_000 });
    },
  },
  {
    category: 5,
    game: '青云龙虎',
    product: '棋牌',
    async play(frame) {
      await frame.getByRole('button', { name: '下注龙' }).click();
      await frame.getByRole('button', { name: '确认下注并发牌' }).click();
      await expect(frame.getByText(/^(派彩 [\d,.]+|未中奖)$/).first()).toBeVisible({ timeout: 15_000 });
    },
  },
  {
    category: 7,
    game: '深海捕鱼',
    product: '捕鱼',
    async play(_frame, page) {
      // Tap across the sea until a shot lands on a fish (a tap on open water sends nothing).
      const box = (await page.getByTestId('game-frame').boundingBox())!;
      for (let round = 0; round < 4; round += 1) {
        for (let i = 0; i < 12; i += 1) {
          await page.mouse.click(
            box.x + box.width * (0.1 + 0.07 * i),
            box.y + box.height * (0.3 + 0.1 * round),
          );
          await page.waitForTimeout(250);
        }
      }
    },
  },
  {
    category: 4,
    game: '极速快三',
    product: '彩票',
    async play(frame) {
      // Bet only with time to spare before the close (the board refuses bets in the last seconds).
      await expect
        .poll(
          async () => {
            const phase = await frame.locator('.k3-phase').textContent();
            const [mm, ss] = ((await frame.locator('.k3-clock').textContent()) ?? '0:0').split(':');
            return phase === '距封盘' && Number(mm) * 60 + Number(ss) >= 12;
          },
          { timeout: 75_000, intervals: [1_000] },
        )
        .toBe(true);
      await frame.getByRole('button', { name: '大', exact: true }).click();
      await frame.getByRole('button', { name: '确认下注', exact: true }).click();
      // Accepted: the venue's own balance shows the stake taken.
      await expect(frame.getByText('198.00', { exact: true }).first()).toBeVisible();
      await frame.getByRole('tab', { name: '我的注单' }).click();
      // A draw every minute: wait for this one to settle (待开奖 → 派彩 / 未中奖).
      await expect(frame.getByText(/派彩|未中奖/).first()).toBeVisible({ timeout: 90_000 });
    },
  },
];

test.describe('casino journey', () => {
  for (const journey of JOURNEYS) {
    test(`${journey.product}: lobby → ${journey.game} → venue back → bet records`, async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      const phone = isPhone(page);
      const member = await registerViaApi(request);
      await fund(request, member, '200');

      await test.step('the category lobby opens the game page', async () => {
        await openAs(
          page,
          member,
          phone ? `/app/games?type=${journey.category}` : `/games?type=${journey.category}`,
        );
        const card = page.getByTestId('game-card').filter({ hasText: journey.game }).first();
        await card.getByRole('link').first().click();
        await expect(page).toHaveURL(new RegExp(`/games/\\d+/${encodeURIComponent(journey.game)}/`));
        await expect(page.getByTestId('game-entry')).toContainText(journey.game);
      });

      await test.step('auto-transfer on, launch: the whole balance goes to the venue', async () => {
        const toggle = page.getByTestId('game-entry').getByRole('switch');
        await expect(toggle).toBeEnabled();
        if (!(await toggle.isChecked())) await toggle.check();
        await page.getByTestId('game-launch').click();
        await expect(page.getByTestId('game-frame')).toBeVisible();
        await expect(page.getByTestId('game-balance')).toContainText('200.00');
        expect(await centerBalance(request, member)).toBe('0.0000');
      });

      const frame = page.frameLocator('[data-testid=game-frame]');
      await test.step('play a round in the venue page', async () => {
        await journey.play(frame, page);
      });

      await test.step('venue back recovers the venue balance, whatever the rounds did', async () => {
        await page.getByTestId('game-exit').first().click();
        await expect(page).toHaveURL(/\/app\/venueBack$/);
        await expect(page.getByTestId('venue-back-message')).toHaveText(/^已回收 ¥[\d,.]+ 到中心钱包$/, {
          timeout: 20_000,
        });
        const recovered = (await page.getByTestId('venue-back-message').textContent())!.replace(
          /[^\d.]/g,
          '',
        );
        await expect.poll(() => centerBalance(request, member)).toBe(`${recovered}00`);
      });

      await test.step('the rounds are in the bet records', async () => {
        await page.goto('/user/bettingRecord');
        await page
          .getByRole('group', { name: '产品' })
          .locator('label')
          .filter({ hasText: new RegExp(`^${journey.product}$`) })
          .click();
        await expect(page.getByTestId('venue-bet-row').filter({ hasText: journey.game }).first()).toBeVisible(
          {
            timeout: 15_000,
          },
        );
      });
    });
  }
});
