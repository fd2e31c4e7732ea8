import { expect, type Page, test } from '@playwright/test';
import { expectToast, isPhone, openAs, registerViaApi } from './account-helpers.ts';
import { centerBalance, fund, operator } from './finance-helpers.ts';
import { DEMO } from './sportsbook-helpers.ts';

// The game page of issue 11 in both layouts, against the real server, the demo provider's venue
// pages and its launch: a guest is asked to log in and comes back; a member turns auto-transfer
// on, launches 幻彩转轮 (game 301, venue demo_slot), sees the venue in its frame, leaves through
// /app/venueBack and finds the whole amount back in the center wallet.

const GAME = `/games/301/${encodeURIComponent('幻彩转轮')}/demo_slot/3`;

/**
 * The heartbeat requests the page sends from now on. SPEC.md §7: a form-encoded POST like every
 * call but the task centre's, so each body is read as a form (its fields are text).
 */
function heartbeats(page: Page): { gameid: number; platform: string; form: boolean }[] {
  const seen: { gameid: number; platform: string; form: boolean }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/findmed/v1/heartbeat')) {
      const body = new URLSearchParams(request.postData() ?? '');
      seen.push({
        gameid: Number(body.get('gameid')),
        platform: body.get('platform') ?? '',
        form: (request.headers()['content-type'] ?? '').startsWith('application/x-www-form-urlencoded'),
      });
    }
  });
  return seen;
}

/** Hides the page and shows it again: the heartbeat pauses and beats once on return. */
async function hideAndShow(page: Page): Promise<void> {
  await page.evaluate(() => {
    const set = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    set('hidden');
    set('visible');
  });
}

test.describe('game page', () => {
  test('a guest is asked to log in and comes back to the game', async ({ page }) => {
    await page.goto(GAME);
    const prompt = page.getByTestId('game-login-prompt');
    await expect(prompt).toContainText('请先登录');
    await expect(prompt).toContainText('幻彩转轮');
    await prompt.getByRole('link', { name: '登录 / 注册' }).click();
    await expect(page).toHaveURL(/\/entry\/login\?redirect=/);
    await page.getByRole('textbox').first().fill(DEMO.username);
    await page.locator('input[type=password]').first().fill(DEMO.password);
    await page.getByRole('button', { name: '登录' }).last().click();
    await expect(page).toHaveURL(/\/games\/301\//);
    await expect(page.getByTestId('game-entry')).toContainText('幻彩转轮');
    await expect(page.getByTestId('wallet-mode')).toHaveText(/转账钱包/);
  });

  test('a member plays with auto-transfer on and gets the balance back through venue back', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const member = await registerViaApi(request);
    await fund(request, member, '100');
    const beats = heartbeats(page);
    await openAs(page, member, GAME);

    await test.step('the heartbeat runs while logged in, gameid 0 outside a game', async () => {
      await expect.poll(() => beats.length, { timeout: 15_000 }).toBeGreaterThan(0);
      expect(beats[0]).toEqual({ gameid: 0, platform: isPhone(page) ? 'h5' : 'pc', form: true });
    });

    await test.step('auto-transfer on, launch', async () => {
      const entry = page.getByTestId('game-entry');
      await expect(entry).toContainText('幻彩转轮');
      const toggle = entry.getByRole('switch');
      await expect(toggle).toBeEnabled();
      if (!(await toggle.isChecked())) {
        await toggle.check();
        await expectToast(page, '已开启自动转账');
      }
      await page.getByTestId('game-launch').click();
      await expectToast(page, '已将 ¥100.00 转入场馆');
    });

    await test.step('the venue in its sandboxed frame', async () => {
      const frame = page.getByTestId('game-frame');
      await expect(frame).toBeVisible();
      await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
      await expect(frame).toHaveAttribute('src', /\/venue\/demo\/play\/slot-prism\?t=/);
      await expect(page.frameLocator('[data-testid=game-frame]').locator('body')).not.toBeEmpty();
      await expect(page.getByTestId('game-balance')).toContainText('100.00');
      expect(await centerBalance(request, member)).toBe('0.0000');
    });

    await test.step('a heartbeat in the game carries its id', async () => {
      const before = beats.length;
      await hideAndShow(page);
      await expect.poll(() => beats.length).toBeGreaterThan(before);
      expect(beats.at(-1)).toEqual({ gameid: 301, platform: isPhone(page) ? 'h5' : 'pc', form: true });
    });

    await test.step('exit through venue back: the amount comes back', async () => {
      await page.getByTestId('game-exit').click();
      await expect(page).toHaveURL(/\/app\/venueBack$/);
      await expect(page.getByTestId('venue-back-message')).toHaveText('已回收 ¥100.00 到中心钱包');
      await expect(page).toHaveURL(isPhone(page) ? /\/app\/home$/ : /\/home$/, { timeout: 10_000 });
      expect(await centerBalance(request, member)).toBe('100.0000');
    });
  });

  test('leaving the venue by a menu link still brings the balance back', async ({ page, request }) => {
    test.skip(isPhone(page), 'the desktop top menu; the phone leaves through its own bar');
    const member = await registerViaApi(request);
    await fund(request, member, '150');
    await openAs(page, member, GAME);
    const toggle = page.getByTestId('game-entry').getByRole('switch');
    await expect(toggle).toBeEnabled();
    if (!(await toggle.isChecked())) await toggle.check();
    await page.getByTestId('game-launch').click();
    await expect(page.getByTestId('game-frame')).toBeVisible();
    await page.locator('.d-nav').getByRole('link', { name: '体育' }).first().click();
    await expect(page).toHaveURL(/\/sports$/);
    await expectToast(page, '已回收 ¥150.00 到中心钱包');
    expect(await centerBalance(request, member)).toBe('150.0000');
  });

  test('a game under maintenance shows its panel and no launch', async ({ page, request }) => {
    // The operator puts one game under maintenance (a different one per project: they run at once)
    // and lifts it afterwards.
    const game = isPhone(page)
      ? { id: 502, name: '金殿龙虎', venue: 'demo_chess', gtype: 5 }
      : { id: 702, name: '珊瑚猎手', venue: 'demo_fish', gtype: 7 };
    const ops = await operator(request);
    await ops.maintenance(game.venue, game.id, true);
    try {
      const member = await registerViaApi(request);
      await openAs(
        page,
        member,
        `/games/${game.id}/${encodeURIComponent(game.name)}/${game.venue}/${game.gtype}`,
      );
      await expect(page.getByTestId('game-maintenance')).toContainText('游戏维护中');
      await expect(page.getByTestId('game-launch')).toHaveCount(0);
      await page.getByRole('link', { name: '返回大厅' }).click();
      await expect(page).toHaveURL(isPhone(page) ? /\/app\/home$/ : /\/home$/);
    } finally {
      await ops.maintenance(game.venue, game.id, false);
    }
  });
});
