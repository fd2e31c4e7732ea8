import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type ApiMember, dismissNotice, registerViaApi, SITE_HEADERS } from './account-helpers.ts';
import { openScreen, switchBrand } from './console-helpers.ts';
import { bannerPng } from './png-fixture.ts';

// The console's content screens (issue 24) at 1440×900: the content operator edits a promotion and
// a help article of the dark brand (hgty, which no other spec reads the content of) and the member
// site shows the change; a bad title is refused in Chinese by the server and changes nothing. The
// support desk answers and closes a member's feedback (the content role holds no feedback
// permission: packages/shared/src/operators/permissions.ts) and the member reads the reply.

const SHOTS_DIR = process.env.CONSOLE_SHOTS_DIR;
const PORT = process.env.E2E_PORT ?? '8181';
const BRAND = { site_code: 'hgty' };

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), animations: 'disabled' });
}

async function data<T>(response: Promise<import('@playwright/test').APIResponse>): Promise<T> {
  const body = await (await response).json();
  expect(body.status, JSON.stringify(body).slice(0, 300)).toBe(true);
  return body.data as T;
}

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/admin/');
  await page.getByPlaceholder('账号').fill(username);
  await page.getByPlaceholder('密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  // A first sign-in loads the console's chunks; on a shared 2-core machine that takes a while.
  await expect(page.getByTestId('operator-name')).toHaveText(username, { timeout: 90_000 });
}

/** The drawer open on screen (antd keeps closed ones in the page, hidden). */
const drawer = (page: Page) => page.locator('.ant-drawer-open .ant-drawer-content');

async function feedbackAsMember(request: APIRequestContext, member: ApiMember, text: string) {
  const headers = { ...SITE_HEADERS, d: '25', t: member.token };
  const thread = await data<{ id: string }>(
    request.post('/api/findmed/v1/feedback/submit', {
      headers,
      data: { category: 'deposit', text, images: [], requestId: randomUUID() },
    }),
  );
  const read = () =>
    data<{ status: string; messages: { author: string; text: string }[] }>(
      request.get(`/api/findmed/v1/feedback/detail?id=${thread.id}`, { headers }),
    );
  return { id: thread.id, read };
}

test.describe('console content screens', () => {
  test.beforeEach(({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the console is a desktop app');
    test.setTimeout(120_000);
    void page;
  });

  test('content edits a promotion and a help article; the member site shows both', async ({
    page,
    request,
  }) => {
    await signIn(page, 'content', 'Content@2026!');
    // Content edits promotions and articles; it neither reviews applications nor reads feedback.
    const menu = page.getByRole('menu').first();
    await expect(menu.getByRole('menuitem', { name: '优惠活动' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: '帮助与教程' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: '活动申请' })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: '意见反馈' })).toHaveCount(0);
    await switchBrand(page, 'hgty');

    await openScreen(page, '内容管理', '优惠活动', /\/admin\/content\/promos$/);
    await expect(page.getByRole('row').filter({ hasText: '每日签到礼金' })).toBeVisible({ timeout: 30_000 });
    await shot(page, 'content-01-promos');
    await page.getByTestId('edit-promo-2').click();
    const form = drawer(page);
    await expect(form.getByLabel('标题')).toHaveValue('每日签到礼金');
    await shot(page, 'content-02-promo-drawer');

    // An empty title: the server refuses it in Chinese, the drawer stays and nothing changes.
    await form.getByLabel('标题').fill('');
    await form.getByRole('button', { name: /保\s*存/ }).click();
    // The server's own words, in Chinese (the console adds none of its own).
    await expect(page.locator('.ant-message-error')).toContainText(/[\u4e00-\u9fff]/);
    await expect(form).toBeVisible();
    await shot(page, 'content-03-promo-refused');

    const title = '每日签到礼金（周末加倍）';
    await form.getByLabel('标题').fill(title);
    await form.getByLabel('摘要').fill('周末签到礼金加倍，每天登录即可领取');
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.getByText('操作成功')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: title })).toBeVisible({ timeout: 15_000 });
    const promo = await data<{ title: string; summary: string }>(
      request.get('/api/findmed/v1/promo/detail?id=2', { headers: BRAND }),
    );
    expect(promo).toMatchObject({ title, summary: '周末签到礼金加倍，每天登录即可领取' });
    await page.goto(`http://hgty.localhost:${PORT}/activity/list?id=2`);
    await expect(page.getByText(title).first()).toBeVisible({ timeout: 30_000 });

    // The help article: a new title and a new first paragraph.
    await page.goto('/admin/content/articles');
    const row = page.getByRole('row').filter({ hasText: '支持哪些设备和浏览器？' });
    await expect(row).toBeVisible({ timeout: 30_000 });
    await shot(page, 'content-04-articles');
    await page.getByTestId('edit-article-tech-devices').click();
    const article = drawer(page);
    await article.getByLabel('标题').fill('支持的设备与浏览器');
    const firstText = article.locator('.content-block').first().getByLabel('文字');
    await firstText.fill('手机、平板和电脑的主流浏览器都能使用本站。');
    await shot(page, 'content-05-article-drawer');
    await article.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.getByText('操作成功')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: '支持的设备与浏览器' })).toBeVisible({
      timeout: 15_000,
    });
    const help = await data<{ title: string; body: { t: string; text?: string }[] }>(
      request.get('/api/findmed/v1/help/article?slug=tech-devices', { headers: BRAND }),
    );
    expect(help.title).toBe('支持的设备与浏览器');
    expect(help.body[0]).toMatchObject({ text: '手机、平板和电脑的主流浏览器都能使用本站。' });
    await page.goto(`http://hgty.localhost:${PORT}/tutorial/techDetail?id=tech-devices`);
    await expect(page.getByText('手机、平板和电脑的主流浏览器都能使用本站。')).toBeVisible({
      timeout: 30_000,
    });
  });

  test('content publishes a banner and a notice bar text; the member home shows both', async ({
    page,
    request,
  }) => {
    await signIn(page, 'content', 'Content@2026!');
    await switchBrand(page, 'hgty');
    await openScreen(page, '内容管理', '首页横幅与公告栏', /\/admin\/content\/home$/);
    await expect(page.locator('tr.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
    await shot(page, 'content-09-home');
    const original = await data<{ home: { notice: string } }>(
      request.get('/api/findmed/v1/md', { headers: BRAND }),
    );

    // A banner with a link outside the site: the server refuses it in Chinese, nothing is added.
    await page.getByTestId('new-banner').click();
    const form = page.locator('.ant-modal-content').filter({ hasText: '新增横幅' });
    await form.getByLabel('标题', { exact: true }).fill('冬季足球嘉年华');
    await form.getByLabel('副标题').fill('串关加赠，天天有礼');
    await form.getByLabel('跳转页面').fill('//elsewhere.example');
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.locator('.ant-message-error')).toContainText(/[\u4e00-\u9fff]/);
    await shot(page, 'content-10-banner-refused');
    await form.getByLabel('跳转页面').fill('/activity/list');
    await form.getByLabel('排序').fill('1');
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.getByText('操作成功')).toBeVisible();
    const row = page.locator('tr.ant-table-row').filter({ hasText: '冬季足球嘉年华' });
    await expect(row).toBeVisible({ timeout: 15_000 });

    const notice = '冬季足球嘉年华火热进行中，串关加赠天天有礼！';
    await page.getByLabel('公告栏文字').fill(notice);
    await page.getByRole('button', { name: '保存公告栏' }).click();
    await expect(page.getByText('操作成功').first()).toBeVisible();
    await shot(page, 'content-11-home-published');

    // The member's desktop home: the new banner first in the carousel, the new notice in its strip.
    const member = await page.context().newPage();
    await member.goto(`http://hgty.localhost:${PORT}/home`);
    await expect(member.getByAltText('冬季足球嘉年华 串关加赠，天天有礼').first()).toBeVisible({
      timeout: 30_000,
    });
    await expect(member.getByText(notice).first()).toBeAttached();
    await member.close();

    // Put the home back as it was for the other specs and the gallery.
    await row.getByRole('button', { name: /删\s*除/ }).click();
    await page
      .locator('.ant-popover')
      .getByRole('button', { name: /确\s*认/ })
      .click();
    await expect(row).toHaveCount(0, { timeout: 15_000 });
    await page.getByLabel('公告栏文字').fill(original.home.notice);
    await page.getByRole('button', { name: '保存公告栏' }).click();
    await expect
      .poll(
        async () =>
          (await data<{ home: { notice: string } }>(request.get('/api/findmed/v1/md', { headers: BRAND })))
            .home.notice,
      )
      .toBe(original.home.notice);
  });

  test('content uploads banner artwork, saves a banner with it; the member home shows it', async ({
    page,
  }) => {
    await signIn(page, 'content', 'Content@2026!');
    await switchBrand(page, 'hgtyc');
    await openScreen(page, '内容管理', '首页横幅与公告栏', /\/admin\/content\/home$/);
    await expect(page.locator('tr.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
    await page.getByTestId('new-banner').click();
    const form = page.locator('.ant-modal-content').filter({ hasText: '新增横幅' });
    const file = form.locator('input[type=file]');

    // Not an image: refused in Chinese by the server, nothing selected.
    await file.setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture'),
    });
    await expect(page.locator('.ant-message-error')).toContainText('仅支持 JPG、PNG、WebP 或 GIF');

    await file.setInputFiles({ name: 'winter.png', mimeType: 'image/png', buffer: bannerPng() });
    const preview = form.getByTestId('artwork-preview');
    await expect(preview).toHaveAttribute('src', /^\/static\/artwork\/hgtyc\/[A-Za-z0-9_-]{22}\.webp$/, {
      timeout: 30_000,
    });
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const artworkUrl = await preview.getAttribute('src');
    await form.getByLabel('标题', { exact: true }).fill('冰雪嘉年华');
    await form.getByLabel('副标题').fill('上传的横幅图片');
    await form.getByLabel('排序').fill('0');
    await shot(page, 'content-12-artwork-uploaded');
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.getByText('操作成功')).toBeVisible();
    const row = page.locator('tr.ant-table-row').filter({ hasText: '冰雪嘉年华' });
    await expect(row).toBeVisible({ timeout: 15_000 });
    await expect(row.locator('img').first()).toHaveAttribute('src', artworkUrl ?? '');

    // The member's desktop home (hgtyc): the uploaded artwork first in the carousel, loaded under
    // the site's Content-Security-Policy (img-src 'self').
    const member = await page.context().newPage();
    await member.goto(`http://hgtyc.localhost:${PORT}/home`);
    const art = member.getByAltText('冰雪嘉年华 上传的横幅图片').first();
    await expect(art).toBeVisible({ timeout: 30_000 });
    await expect(art).toHaveAttribute('src', artworkUrl ?? '');
    await expect.poll(() => art.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1500);
    await dismissNotice(member);
    // Hovering pauses the autoplay; the first dot brings the uploaded banner back into view.
    await member.locator('.d-carousel__dots button').first().click();
    await expect(member.locator('.d-carousel__slide.is-active img')).toHaveAttribute('src', artworkUrl ?? '');
    await shot(member, 'content-13-member-home-artwork');
    await member.close();

    // Put the home back as it was for the other specs (the artwork stays in the brand's library).
    await row.getByRole('button', { name: /删\s*除/ }).click();
    await page
      .locator('.ant-popover')
      .getByRole('button', { name: /确\s*认/ })
      .click();
    await expect(row).toHaveCount(0, { timeout: 15_000 });
  });

  test('support replies to a member feedback and closes it; the member reads the reply', async ({
    page,
    request,
  }) => {
    const member = await registerViaApi(request);
    const feedback = await feedbackAsMember(request, member, '充值了 500 元还没有到账，请帮忙查看');
    await signIn(page, 'support', 'Support@2026!');
    await openScreen(page, '内容管理', '意见反馈', /\/admin\/content\/feedback$/);
    const row = page.locator('tr.ant-table-row').filter({ hasText: member.username });
    await expect(row).toContainText('待回复', { timeout: 30_000 });
    await shot(page, 'content-06-feedback');
    await page.getByTestId(`open-feedback-${feedback.id}`).click();
    const thread = drawer(page);
    await expect(thread.getByTestId('feedback-messages')).toContainText('充值了 500 元还没有到账');

    const reply = '您好，款项已到账，请刷新余额查看。';
    await thread.getByLabel('回复').fill(reply);
    await thread.getByRole('button', { name: '发送回复' }).click();
    await expect(page.getByText('操作成功')).toBeVisible();
    await expect(thread.getByTestId('feedback-status')).toHaveText('已回复');
    await expect(thread.getByTestId('feedback-messages')).toContainText(reply);
    await shot(page, 'content-07-feedback-replied');
    const seen = await feedback.read();
    expect(seen.status).toBe('replied');
    expect(seen.messages.at(-1)).toMatchObject({ author: 'operator', text: reply });

    await thread.getByRole('button', { name: '关闭反馈' }).click();
    await page
      .locator('.ant-popover')
      .getByRole('button', { name: /确\s*认/ })
      .click();
    await expect(thread.getByTestId('feedback-status')).toHaveText('已关闭');
    await expect(thread.getByText('此反馈已关闭')).toBeVisible();
    await shot(page, 'content-08-feedback-closed');
    expect((await feedback.read()).status).toBe('closed');
    await page.keyboard.press('Escape');
    await expect(page.locator('tr.ant-table-row').filter({ hasText: member.username })).toContainText(
      '已关闭',
      {
        timeout: 15_000,
      },
    );
  });

  test('finance approves a member application for a reviewed promotion; the bonus is paid', async ({
    page,
    request,
  }) => {
    const member = await registerViaApi(request);
    const headers = { ...SITE_HEADERS, d: '25', t: member.token };
    await data(request.post('/api/findmed/v1/promo/apply', { headers, data: { id: 1 } }));
    await signIn(page, 'finance', 'Finance@2026!');
    await openScreen(page, '内容管理', '活动申请', /\/admin\/content\/promo-applications$/);
    const row = page.locator('tr.ant-table-row').filter({ hasText: member.username });
    await expect(row).toContainText('待审核', { timeout: 30_000 });
    await shot(page, 'content-09-applications');
    await row.getByRole('button', { name: /通\s*过/ }).click();
    await page
      .locator('.ant-popover')
      .getByRole('button', { name: /确\s*认/ })
      .click();
    await expect(page.getByText('操作成功')).toBeVisible();
    // The pending filter no longer lists it; the member's application is approved and paid.
    await expect(row).toHaveCount(0, { timeout: 15_000 });
    const promo = await data<{ application: { state: string } | null }>(
      request.get('/api/findmed/v1/promo/detail?id=1', { headers }),
    );
    expect(promo.application?.state).toBe('approved');
    const { balance } = await data<{ balance: string }>(
      request.get('/api/findmed/v1/member/balance', { headers }),
    );
    expect(balance).toBe('88.0000');
  });
});
