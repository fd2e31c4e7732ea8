import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { openAs } from './account-helpers.ts';
import { openPlayer360, signInConsole } from './console-helpers.ts';
import { memberWithAccount } from './finance-helpers.ts';

// The player 360 page's care actions at 1440×900 (issue 24): a risk operator (who holds all
// three) writes to a fresh member, who reads it in their inbox on the member site; resets their
// withdrawal password, and the member's withdrawal page then asks to set one; ends their sessions,
// and the member's open page is sent to the login on its next call.

const SHOTS_DIR = process.env.CONSOLE_SHOTS_DIR;

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`) });
}

/** Gives a reason in the open reason dialog and confirms it. */
async function confirmWithReason(page: Page, reason: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('原因').fill(reason);
  await dialog.getByRole('button', { name: /确\s*认/ }).click();
  await expect(page.getByText('操作成功').first()).toBeVisible({ timeout: 15_000 });
}

test.describe('player care actions', () => {
  test.beforeEach(({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the console is a desktop app');
    test.setTimeout(240_000);
    void page;
  });

  test('risk writes to a member, resets their withdrawal password and ends their sessions', async ({
    page,
    browser,
    request,
  }) => {
    const member = await memberWithAccount(request);
    const site = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const memberPage = await site.newPage();
    await openAs(memberPage, member, '/user/message');

    await signInConsole(page, 'risk', 'Risk@2026!');
    await openPlayer360(page, member.username);
    await expect(page.getByRole('button', { name: /结\s*束\s*会\s*话/ })).toBeVisible();
    await shot(page, 'care-01-actions');

    // A message: a blank title is refused in the form; a good one reaches the member's inbox once.
    const title = `账户提醒${Date.now() % 100000}`;
    await page.getByRole('button', { name: /发\s*送\s*站\s*内\s*信/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('内容').fill('您好，您的提款资料已审核通过，如有疑问请联系在线客服。');
    await dialog.getByRole('button', { name: /确\s*认/ }).click();
    await expect(dialog.getByText('请填写标题（1-40字）')).toBeVisible();
    await dialog.getByLabel('标题').fill(title);
    await shot(page, 'care-02-message-form');
    await dialog.getByRole('button', { name: /确\s*认/ }).click();
    await expect(page.getByText('操作成功').first()).toBeVisible({ timeout: 15_000 });
    await memberPage.reload();
    const row = memberPage.getByTestId('message-row').filter({ hasText: title });
    await expect(row).toHaveCount(1, { timeout: 15_000 });
    await expect(row).toHaveClass(/is-unread/);
    await shot(memberPage, 'care-03-member-inbox');

    // The withdrawal password: once reset, the withdrawal page asks the member to set one.
    await page.getByRole('button', { name: /重\s*置\s*提\s*款\s*密\s*码/ }).click();
    await confirmWithReason(page, '会员来电遗忘提款密码，已核实身份');
    // The page reloads the profile: the password is unset, so the action is no longer offered.
    await expect(page.getByRole('button', { name: /重\s*置\s*提\s*款\s*密\s*码/ })).toHaveCount(0, {
      timeout: 15_000,
    });
    await memberPage.goto('/finance/withdraw');
    await expect(memberPage.getByText('请先设置取款密码').first()).toBeVisible({ timeout: 15_000 });
    await expect(memberPage.getByRole('link', { name: '立即设置' })).toBeVisible();
    await shot(memberPage, 'care-04-member-set-first');
    await memberPage.goto('/user/message');
    await expect(memberPage.getByTestId('message-row').filter({ hasText: '提款密码已重置' })).toHaveCount(1, {
      timeout: 15_000,
    });

    // End the sessions: the member's open page goes to the login on its next call.
    await page.getByRole('button', { name: /结\s*束\s*会\s*话/ }).click();
    await confirmWithReason(page, '会员称账号被他人登录');
    await page.getByRole('tab', { name: '操作审计' }).click();
    const audit = page.getByRole('tabpanel');
    for (const action of ['member.message', 'member.wpassword.reset', 'member.sessions.end']) {
      await expect(audit.getByText(action)).toBeVisible({ timeout: 15_000 });
    }
    await shot(page, 'care-05-audit');
    await memberPage.reload();
    await expect(memberPage).toHaveURL((url) => url.pathname === '/entry/login', { timeout: 25_000 });
    await shot(memberPage, 'care-06-member-logged-out');
    await site.close();
  });
});
