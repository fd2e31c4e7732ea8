import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { isPhone, openAs, registerViaApi, SITE_HEADERS } from './account-helpers.ts';

// Player protection (issue 25), the parts a member sees without acting: the prompt to set a limit
// before the first deposit (with its way to the limits page), the reality check on a play page
// (elapsed time always shown, a reminder at the chosen interval that must be acknowledged), and
// the 12-month activity statement as a CSV.

test.describe('player protection: prompts, reality check, statement', () => {
  test('a member without a limit is asked to set one before the first deposit', async ({ page, request }) => {
    const member = await registerViaApi(request);
    await openAs(page, member, '/finance/deposit?channel=sandpay');
    const prompt = page.getByTestId('limit-prompt');
    await expect(prompt).toContainText('首次存款前，建议您先设置存款限额');
    await prompt.getByRole('link', { name: '设置每日限额' }).click();
    await expect(page).toHaveURL(/\/protection$/);
    await expect(page.getByTestId('limit-deposit-day')).toBeVisible();
  });

  test('a play page shows the session time and, at the chosen interval, a reminder to acknowledge', async ({
    page,
    request,
  }) => {
    const member = await registerViaApi(request);
    const set = await request.post('/api/findmed/v1/protection/reality-check', {
      headers: { ...SITE_HEADERS, t: member.token },
      form: { minutes: '10' },
    });
    expect((await set.json()).data.realityCheckMinutes).toBe(10);
    // The browser's clock is the test's: ten minutes pass in an instant.
    await page.clock.install();
    await openAs(page, member, isPhone(page) ? '/app/sports' : '/sports');
    const clock = page.getByTestId('session-clock');
    await expect(clock).toContainText('本次游戏');
    const reminder = page.getByRole('alertdialog');
    await expect(reminder).toHaveCount(0);
    await page.clock.fastForward('10:05');
    await expect(reminder).toContainText('游戏时长提醒');
    await expect(reminder).toContainText('本次输赢');
    await reminder.getByRole('button', { name: '我知道了，继续' }).click();
    await expect(reminder).toHaveCount(0);
    await expect(clock).toBeVisible();
  });

  test('the activity statement downloads as a CSV of 12 months', async ({ page, request }) => {
    const member = await registerViaApi(request);
    await openAs(page, member, '/protection/statement');
    const button = page.getByRole('button', { name: '下载CSV' });
    await expect(button).toBeEnabled();
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/^statement-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toContain('月份');
    expect(lines[0]).toContain('存款');
    // A header, 12 months and the total.
    expect(lines).toHaveLength(14);
  });
});
