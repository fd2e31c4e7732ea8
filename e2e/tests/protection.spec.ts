import { expect, test } from '@playwright/test';
import { encryptor, expectToast, isPhone, openAs, registerViaApi, SITE_HEADERS } from './account-helpers.ts';
import { submitAmount } from './finance-helpers.ts';

// Player protection (issue 25) in a real browser, both layouts: a daily deposit limit refuses the
// deposit over it with a clear message, a raise waits 24 hours, and a 24-hour time-out logs the
// member out and refuses them after logging in again.

test.describe('player protection', () => {
  test('a daily deposit limit, a raise that waits, and a 24-hour time-out', async ({
    page,
    request,
  }, info) => {
    test.setTimeout(120_000);
    const member = await registerViaApi(request);
    const shots = `/tmp/protection/shots/${info.project.name}`;

    await test.step('sets a daily deposit limit of 100', async () => {
      await openAs(page, member, '/protection');
      await expect(page.getByTestId('last-login')).toBeVisible();
      const row = page.getByTestId('limit-deposit-day');
      await row.locator('input').fill('100');
      await row.getByRole('button', { name: '保存' }).click();
      await expectToast(page, '已保存');
      await expect(row.locator('strong')).toHaveText('100.00');
      await page.screenshot({ path: `${shots}-limits.png`, fullPage: true });
    });

    await test.step('a deposit over it is refused, naming the limit', async () => {
      await page.goto('/finance/deposit?channel=sandpay');
      await expect(page.getByTestId('limit-prompt')).toBeVisible();
      await submitAmount(page, 'deposit-amount', '150', '前往支付');
      await expectToast(page, '已达到您设置的24小时存款限额100.00');
      await page.screenshot({ path: `${shots}-refused.png` });
    });

    await test.step('a raise to 5000 waits 24 hours', async () => {
      await page.goto('/protection');
      const row = page.getByTestId('limit-deposit-day');
      await row.locator('input').fill('5000');
      await row.getByRole('button', { name: '保存' }).click();
      await expectToast(page, '提高限额需等待24小时');
      await expect(row.getByRole('status')).toContainText('待生效：5,000.00');
      await expect(row.getByRole('button', { name: '确认生效' })).toHaveCount(0);
      await expect(row.locator('strong')).toHaveText('100.00');
      await page.screenshot({ path: `${shots}-pending.png`, fullPage: true });
    });

    await test.step('a 24-hour time-out logs the member out', async () => {
      await page.goto('/protection/break');
      await page.getByRole('region', { name: '暂停游戏（冷静期）' }).getByRole('checkbox').check();
      await page.screenshot({ path: `${shots}-break.png`, fullPage: true });
      await page.getByRole('button', { name: '开始暂停' }).click();
      await expect(page).not.toHaveURL(/\/protection/);
      const token = await page.evaluate(() => sessionStorage.getItem('t'));
      expect(token ?? '').toBe('');
      // The old session is over on the server too.
      const old = await (
        await request.get('/api/findmed/v1/protection/state', {
          headers: { ...SITE_HEADERS, d: '25', t: member.token },
        })
      ).json();
      expect(old.status).toBe(false);
    });

    await test.step('logged in again, the deposit is refused while the time-out lasts', async () => {
      const encrypt = await encryptor(request);
      const login = await (
        await request.post('/api/f/v1/member/login/mpe', {
          headers: { ...SITE_HEADERS, d: '25', device_no: 'h5_ios_e2e_protection_x' },
          form: { account: member.username, password: encrypt(member.password) },
        })
      ).json();
      expect(login.status, JSON.stringify(login)).toBe(true);
      await openAs(page, { ...member, token: login.data.token }, '/finance/deposit?channel=sandpay');
      await submitAmount(page, 'deposit-amount', '50', '前往支付');
      await expectToast(page, '您正在暂停游戏');
      await page.screenshot({ path: `${shots}-timeout.png` });
      expect(isPhone(page) ? 'phone' : 'desktop').toBe(info.project.name);
    });
  });
});
