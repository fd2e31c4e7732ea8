import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { expectToast, fillPin, openAs } from './account-helpers.ts';
import { fund, memberWithAccount, operator, WPASSWORD } from './finance-helpers.ts';

// Identity verification (issue 25): hgtyc asks for a verified identity before a withdrawal above
// 5000 (e2e/serve.mjs). A member is refused such a withdrawal and led to the verification page,
// gives a real name and date of birth, uploads the four documents (with previews) and submits; an
// operator approves them in the console's KYC queue at 1440×900; the member's withdrawal then goes
// through. Screenshots go to VERIFICATION_SHOTS_DIR when it is set (outside the repository).

const SHOTS_DIR = process.env.VERIFICATION_SHOTS_DIR;

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), fullPage: true });
}

const DOCUMENTS = ['证件正面', '证件背面', '手持证件自拍', '地址证明'];

test('a member verifies their identity, an operator approves it, the withdrawal goes through', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  const layout = testInfo.project.name;
  const member = await memberWithAccount(request);
  await fund(request, member, '6000');
  await (await operator(request)).waiveTurnover(member.username);

  await test.step('a withdrawal above 5000 is refused and leads to the verification page', async () => {
    await openAs(page, member, '/finance/withdraw');
    await page.locator('#withdraw-amount').fill('5500');
    await fillPin(page, '取款密码', WPASSWORD);
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/withdraw/apply')),
      page.getByRole('button', { name: '确认提现' }).click(),
    ]);
    expect(await answer.text()).toContain('KYC_REQUIRED');
    await expect(page).toHaveURL(/\/setting\/identity\?from=withdraw$/);
    await expect(page.getByText('本次提现需要先完成身份认证')).toBeVisible();
    await expect(page.locator('.vf-status')).toHaveAttribute('data-status', 'unverified');
  });

  await test.step('real name, date of birth and four documents with previews, then submit', async () => {
    await page.getByLabel('真实姓名').fill('王小明');
    await page.getByLabel('出生日期').fill('1990-05-17');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expectToast(page, '已保存');
    const png = await sharp({
      create: { width: 320, height: 200, channels: 3, background: { r: 40, g: 120, b: 200 } },
    })
      .png()
      .toBuffer();
    for (const [i, label] of DOCUMENTS.entries()) {
      await page
        .getByLabel(label, { exact: true })
        .setInputFiles({ name: `doc${i}.png`, mimeType: 'image/png', buffer: png });
      await expect(page.locator('.vf-doc').nth(i).locator('img')).toBeVisible();
    }
    await expect(page.getByRole('button', { name: '提交审核' })).toBeEnabled();
    await shot(page, `${layout}-01-documents`);
    await page.getByRole('button', { name: '提交审核' }).click();
    await expectToast(page, '已提交，请等待审核');
    await expect(page.locator('.vf-status')).toHaveAttribute('data-status', 'pending');
  });

  await test.step('an operator approves it in the console KYC queue (1440×900)', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    const console = await context.newPage();
    await console.goto('/admin/');
    await console.getByPlaceholder('账号').fill('admin');
    await console.getByPlaceholder('密码').fill('Admin@2026!');
    await console.getByRole('button', { name: /登\s*录/ }).click();
    await expect(console).toHaveURL(/\/admin\/dashboard$/, { timeout: 30_000 });
    await console.goto('/admin/verification/kyc');
    const row = console.locator('tr', { hasText: member.username });
    await expect(row).toBeVisible({ timeout: 30_000 });
    await expect(row.locator('img')).toHaveCount(4);
    await expect(row.locator('img').first()).toHaveAttribute('src', /^blob:/);
    await shot(console, `${layout}-02-console-kyc`);
    await row.getByRole('button', { name: /通\s*过/ }).click();
    await console
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await expect(console.locator('.ant-message'))
      .toContainText('操作成功', { timeout: 15_000 })
      .catch(() => undefined);
    await console.goto('/admin/verification/kyc');
    await console
      .getByRole('button', { name: /重\s*置/ })
      .click()
      .catch(() => undefined);
    await context.close();
  });

  await test.step('the member is verified and the withdrawal goes through', async () => {
    await page.reload();
    await expect(page.locator('.vf-status')).toHaveAttribute('data-status', 'verified', { timeout: 15_000 });
    await shot(page, `${layout}-03-verified`);
    await page.goto('/finance/withdraw');
    await page.locator('#withdraw-amount').fill('5500');
    await fillPin(page, '取款密码', WPASSWORD);
    await page.getByRole('button', { name: '确认提现' }).click();
    await expect(page).toHaveURL(/\/user\/redemptionDetail\?orderNo=W\d+/);
    await expect(page.getByTestId('withdraw-order')).toHaveAttribute('data-status', 'requested');
  });
});
