import { expect, test } from '@playwright/test';
import { openAs, registerViaApi, SITE_HEADERS } from './account-helpers.ts';
import { openScreen, shot, signIn, switchBrand } from './console-helpers.ts';

// The brand's own settings in the console (issue 24) at 1440×900: the admin renames the brand
// (decisions 0081) and finance sets a brand's deposit channels and withdrawal rules (0082), quick-pick
// amounts and receiving account (0088); bad
// values are refused in Chinese and change nothing; the member site follows; each test puts the
// settings back for the other specs.

const ADMIN = { username: 'admin', password: 'Admin@2026!' };

test.describe('console: brand settings', () => {
  test.beforeEach(({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the console is a desktop app');
    test.setTimeout(240_000);
    void page;
  });

  test('the admin renames the brand; a bad name is refused; the member site follows; content only reads', async ({
    page,
    browser,
    request,
  }) => {
    // The short name and slogan only: the shell spec checks the site name in the tab title.
    const md = async () => {
      const res = await request.get('/api/findmed/v1/md', { headers: SITE_HEADERS });
      const { siteName, shortName, slogan } = (
        (await res.json()) as { data: { siteName: string; shortName: string; slogan: string } }
      ).data;
      return { siteName, shortName, slogan };
    };
    const before = await md();
    await signIn(page, ADMIN.username, ADMIN.password);
    await openScreen(page, '系统', '品牌设置', /\/admin\/system\/brand$/);
    await expect(page.getByTestId('brand-shown-siteName')).toHaveText(before.siteName, { timeout: 30_000 });
    await shot(page, 'system-27-brand');

    // Angle brackets: the server refuses them in Chinese and nothing changes.
    await page.getByLabel('标语').fill('<b>欢迎</b>');
    await page.getByRole('button', { name: /保存品牌信息/ }).click();
    await expect(page.locator('.ant-message-error')).toContainText('标语须为 1-40 字');
    expect(await md()).toEqual(before);

    await page.getByLabel('简称').fill('禾光体');
    await page.getByLabel('标语').fill('禾光相伴，理性娱乐每一天');
    await page.getByRole('button', { name: /保存品牌信息/ }).click();
    await expect(page.getByText('操作成功').first()).toBeVisible();
    await expect(page.getByTestId('brand-shown-slogan')).toHaveText('禾光相伴，理性娱乐每一天');
    await expect(page.getByTestId('brand-shown').getByText('已自定义')).toHaveCount(2);
    await shot(page, 'system-28-brand-saved');

    // The member's desktop site shows the new short name and slogan in its header.
    const member = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await expect(async () => {
      await member.goto('/home');
      await expect(member.locator('.d-nav__brand small')).toHaveText('禾光体', { timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    await expect(member.locator('.d-nav__top-inner > span').first()).toHaveText('禾光相伴，理性娱乐每一天');
    await member.close();

    // Content reads the settings but has no form to save.
    const content = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(content, 'content', 'Content@2026!');
    await openScreen(content, '系统', '品牌设置', /\/admin\/system\/brand$/);
    await expect(content.getByText('你的角色只能查看品牌设置')).toBeVisible({ timeout: 30_000 });
    await expect(content.getByRole('button', { name: /保存品牌信息/ })).toHaveCount(0);
    await content.close();

    // Back to the defaults: empty fields.
    await page.getByLabel('简称').fill('');
    await page.getByLabel('标语').fill('');
    await page.getByRole('button', { name: /保存品牌信息/ }).click();
    await expect.poll(async () => (await md()).slogan).toBe(before.slogan);
    expect(await md()).toEqual(before);
  });

  test("finance changes a brand's deposit channel and withdrawal rules; bad limits are refused; the member list follows", async ({
    page,
    request,
  }) => {
    // Brand blty only: no other spec deposits there, so its channels may change under nobody.
    type MemberChannel = { id: string; min: string; max: string; flowMultiple: string; presets: string[] };
    const channels = async () => {
      const res = await request.get('/api/findmed/v1/deposit/channels', {
        headers: { site_code: 'blty', d: '25', t: member.token },
      });
      return ((await res.json()) as { data: MemberChannel[] }).data;
    };
    const member = await registerViaApi(request, { site: 'blty' });
    const sandpay = async () => (await channels()).find((c) => c.id === 'sandpay');
    const before = (await sandpay())!;

    await signIn(page, 'finance', 'Finance@2026!');
    await switchBrand(page, 'blty');
    await openScreen(page, '财务', '渠道与限额', /\/admin\/finance\/payment-settings$/);
    await expect(page.locator('tr.ant-table-row')).toHaveCount(3, { timeout: 30_000 });
    await expect(page.getByTestId('four-eyes-threshold')).toContainText('第二位运营复核');
    await shot(page, 'system-29-payment-settings');

    await page.getByTestId('edit-channel-sandpay').click();
    const form = page.locator('.ant-modal-content').filter({ hasText: '编辑充值渠道' });
    await form.getByLabel(/单笔最高/).fill('abc');
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.locator('.ant-message-error')).toContainText('单笔最高金额须为大于 0 的金额');
    expect(await sandpay()).toEqual(before);

    await form.getByLabel(/单笔最低/).fill('60');
    await form.getByLabel(/单笔最高/).fill('900');
    await form.getByLabel('流水倍数').fill('2.5');
    // The quick-pick amounts must lie within the new limits (decision 0088).
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.locator('.ant-message-error').last()).toContainText('快捷金额须在单笔最低');
    expect(await sandpay()).toEqual(before);
    await form.getByLabel('快捷金额').fill('60, 100, 300, 500, 900');
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.getByText('操作成功').first()).toBeVisible();
    await expect(page.getByTestId('channel-max-sandpay')).toContainText('900');
    await expect(page.getByTestId('channel-multiple-sandpay')).toHaveText('2.5×');
    expect(await sandpay()).toMatchObject({ min: '60.0000', max: '900.0000', flowMultiple: '2.5' });

    // Off: gone from the member's list; on again, back.
    await page.getByTestId('channel-enabled-sandpay').click();
    await expect.poll(async () => (await sandpay()) === undefined).toBe(true);
    await page.getByTestId('channel-enabled-sandpay').click();
    await expect.poll(async () => (await sandpay())?.max).toBe('900.0000');

    // Withdrawal rules: the largest under the smallest is refused; a new fee is saved.
    const rules = page.locator('.ant-pro-card').filter({ hasText: '提款规则' });
    await rules.getByLabel('单笔最低').fill('600');
    await rules.getByLabel('单笔最高').fill('500');
    await rules.getByRole('button', { name: /保存提款规则/ }).click();
    await expect(page.locator('.ant-message-error').last()).toContainText('单笔最高不能低于最低');
    await rules.getByLabel('单笔最低').fill('100');
    await rules.getByLabel('单笔最高').fill('50000');
    await rules.getByLabel('手续费率（‰）').fill('5');
    await rules.getByRole('button', { name: /保存提款规则/ }).click();
    await expect(page.getByText('操作成功').first()).toBeVisible();
    await shot(page, 'system-30-payment-settings-saved');

    // Back as it was.
    await page.getByTestId('edit-channel-sandpay').click();
    await form.getByLabel(/单笔最低/).fill(before.min.replace(/\.0+$/, ''));
    await form.getByLabel(/单笔最高/).fill(before.max.replace(/\.0+$/, ''));
    await form.getByLabel('流水倍数').fill(before.flowMultiple);
    await form.getByLabel('快捷金额').fill(before.presets.join(', '));
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(async () => (await sandpay())?.max).toBe(before.max);
    expect(await sandpay()).toEqual(before);
    await rules.getByLabel('手续费率（‰）').fill('10');
    await rules.getByRole('button', { name: /保存提款规则/ }).click();
    await expect(page.getByText('操作成功').first()).toBeVisible();
  });
  test("finance sets a brand's quick-pick amounts and receiving account; the member's deposit page shows them at once", async ({
    page,
    browser,
    request,
  }) => {
    // Brand blty, as above. The member site built for the run is hgtyc's: the member's page sends
    // blty's site code instead, so it is blty's cashier that answers.
    const member = await registerViaApi(request, { site: 'blty' });
    await signIn(page, 'finance', 'Finance@2026!');
    await switchBrand(page, 'blty');
    await openScreen(page, '财务', '渠道与限额', /\/admin\/finance\/payment-settings$/);
    await expect(page.locator('tr.ant-table-row')).toHaveCount(3, { timeout: 30_000 });

    // Quick-pick amounts: one outside the limits is refused; typed out of order, saved ascending.
    await page.getByTestId('edit-channel-bank').click();
    const form = page.locator('.ant-modal-content').filter({ hasText: '编辑充值渠道' });
    const presets = form.getByLabel('快捷金额');
    const defaults = await presets.inputValue();
    await presets.fill('50, 800');
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.locator('.ant-message-error').last()).toContainText('快捷金额须在单笔最低 100.00');
    await presets.fill('1500 200，800');
    await shot(page, 'system-30b-channel-presets-form');
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.getByText('操作成功').first()).toBeVisible();
    await expect(page.getByTestId('channel-presets-bank')).toHaveText(/^200\.00\s*800\.00\s*1,500\.00$/);
    await shot(page, 'system-31-deposit-presets');

    // The receiving account: a short account number is refused; a good one is saved.
    const card = page.locator('.ant-pro-card').filter({ hasText: '银行转账收款账户' });
    await card.getByLabel('收款银行').fill('碧蓝测试银行');
    await card.getByLabel('开户支行').fill('');
    await card.getByLabel('收款户名').fill('碧蓝数字科技有限公司');
    await card.getByLabel('收款账号').fill('6217 000');
    await card.getByRole('button', { name: /保存收款账户/ }).click();
    await expect(page.locator('.ant-message-error').last()).toContainText('收款账号须为 8-30 位数字');
    await card.getByLabel('收款账号').fill('6217 0000 8888 9999 012');
    const saveAccount = card.getByRole('button', { name: /保存收款账户/ });
    await saveAccount.click();
    await expect(page.getByText('操作成功').first()).toBeVisible();
    await expect(saveAccount).not.toHaveClass(/ant-btn-loading/);
    await shot(page, 'system-32-receiving-account');

    // The member's deposit page: the new amounts, and the new account on a bank-transfer order.
    const site = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await site.route('**/api/**', (route) =>
      route.continue({ headers: { ...route.request().headers(), site_code: 'blty' } }),
    );
    await openAs(site, member, '/finance/deposit?channel=bank');
    const chips = site.locator('.cs-presets button');
    await expect(chips).toHaveText(['200', '800', '1,500'], { timeout: 30_000 });
    await site.getByRole('button', { name: '800', exact: true }).click();
    await expect(site.locator('#deposit-amount')).toHaveValue('800');
    await shot(site, 'member-deposit-presets');
    await site.getByLabel('付款人姓名').fill('王小明');
    await site.getByRole('button', { name: '获取收款账户' }).click();
    await expect(site).toHaveURL(/\/finance\/deposit\/info\?orderNo=D\d+/);
    await expect(site.getByText('碧蓝测试银行')).toBeVisible();
    await expect(site.getByText('碧蓝数字科技有限公司')).toBeVisible();
    await expect(site.getByText('6217 0000 8888 9999 012')).toBeVisible();
    await expect(site.getByText('开户支行')).toHaveCount(0);
    await shot(site, 'member-deposit-receiving-account');

    // Back as it was; the order already made keeps the account it showed.
    await page.getByTestId('edit-channel-bank').click();
    await presets.fill(defaults);
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.getByText('操作成功').first()).toBeVisible();
    await card.getByLabel('收款银行').fill('沙盒商业银行');
    await card.getByLabel('开户支行').fill('沙盒市演示支行');
    await card.getByLabel('收款户名').fill('沙盒演示科技有限公司');
    await card.getByLabel('收款账号').fill('6222 0000 1234 5678 901');
    await saveAccount.click();
    await expect(page.getByText('操作成功').first()).toBeVisible();
    await expect(saveAccount).not.toHaveClass(/ant-btn-loading/);
    await expect(card.getByLabel('收款银行')).toHaveValue('沙盒商业银行');
    await site.reload();
    await expect(site.getByText('碧蓝测试银行')).toBeVisible({ timeout: 30_000 });
    await site.close();
  });
});
