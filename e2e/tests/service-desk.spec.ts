import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { openAs, registerViaApi, SITE_HEADERS } from './account-helpers.ts';
import { asMember } from './finance-helpers.ts';

// The built-in customer-service desk (issue 26) in the browser: a member on the phone asks about
// a deposit, an agent at 1440×900 on the console picks the chat up, reads the player card and
// answers with a canned reply and an image; the member rates the chat and later finds its
// transcript. Out of service hours, a chat becomes a ticket the agent answers later, and the
// member is told by a site message.

const SHOTS_DIR = process.env.DESK_SHOTS_DIR;

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), fullPage: true });
}

/** The sandbox admin (service.supervise) through the operator API the console uses. */
async function admin(request: APIRequestContext) {
  const login = await (
    await request.post('/api/admin/v1/login', {
      // Its own documentation-range address (trusted from loopback by e2e/serve.mjs), so the
      // console sign-ins of the run keep their per-address allowance.
      headers: { ...SITE_HEADERS, 'x-forwarded-for': `203.0.113.${1 + (randomBytes(1)[0]! % 254)}` },
      data: { username: 'admin', password: 'Admin@2026!' },
    })
  ).json();
  expect(login.status, JSON.stringify(login)).toBe(true);
  const headers = { ...SITE_HEADERS, authorization: `Bearer ${login.data.token}` };
  const post = async (p: string, data: Record<string, unknown>) => {
    const body = await (await request.post(p, { headers, data })).json();
    expect(body.status, JSON.stringify(body)).toBe(true);
    return body.data;
  };
  return {
    /** Service hours [opens, closes) in minutes of the brand's day (UTC+8). */
    hours: (opensAtMinute: number, closesAtMinute: number) =>
      post('/api/admin/v1/service-desk/settings', {
        kind: 'builtin',
        opensAtMinute,
        closesAtMinute,
        utcOffsetMinutes: 480,
        welcomeText: '',
        quickQuestions: ['充值未到账怎么办？', '提款需要多久？'],
      }),
    canned: (title: string, text: string) => post('/api/admin/v1/service-desk/canned/save', { title, text }),
  };
}

/** An operator signed in to the console's desk (在线客服), in its own 1440×900 context. */
async function consoleDesk(browser: Browser, username: string, password: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto('/admin/');
  await page.getByPlaceholder('账号').fill(username);
  await page.getByPlaceholder('密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  // A first sign-in loads the console's chunks; on a shared 2-core machine that takes a while.
  await expect(page.getByTestId('operator-name')).toHaveText(username, { timeout: 90_000 });
  await page.getByRole('menuitem', { name: '在线客服' }).click();
  await expect(page).toHaveURL(/\/admin\/service-desk$/);
  return page;
}

/** The support operator (role support: service.chat) on the console's desk, without the supervisor's tabs. */
async function agentDesk(browser: Browser): Promise<Page> {
  const page = await consoleDesk(browser, 'support', 'Support@2026!');
  await expect(page.getByRole('tab', { name: '客服设置' })).toHaveCount(0);
  return page;
}

async function goOnline(agent: Page): Promise<void> {
  const status = agent.locator('.ant-segmented');
  await status.getByText('在线', { exact: true }).click();
  await expect(status.locator('.ant-segmented-item-selected')).toHaveText('在线');
}

async function scope(agent: Page, label: string): Promise<void> {
  await agent
    .locator('.ant-select')
    .filter({ hasText: /我的会话|排队|留言工单|已结束/ })
    .click();
  await agent.locator('.ant-select-item-option').filter({ hasText: label }).click();
}

/** A small real PNG (a 48×48 gradient). */
function png(): Promise<Buffer> {
  const width = 48;
  const height = 48;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i += 1) {
    pixels[i * 3] = (i % width) * 5;
    pixels[i * 3 + 1] = Math.floor(i / width) * 5;
    pixels[i * 3 + 2] = 160;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

const chatLog = (member: Page) => member.locator('.desk-chat [role="log"]');

test.describe('service desk', () => {
  test.beforeEach(({ page }, testInfo) => {
    test.skip(
      testInfo.project.name !== 'phone',
      'the member is on the phone; the agent gets its own context',
    );
    test.setTimeout(300_000);
    void page;
  });

  test('a member asks about a deposit, an agent answers with a canned reply and an image, the member rates and later finds the transcript', async ({
    page,
    request,
    browser,
  }) => {
    const ops = await admin(request);
    await ops.hours(0, 1440);
    const cannedTitle = `充值核实${Date.now() % 100000}`;
    const cannedText = `您好，您的充值订单我们已收到，财务正在核实，预计 10 分钟内到账（${cannedTitle}）。`;
    await ops.canned(cannedTitle, cannedText);

    const member = await registerViaApi(request);
    const order = await asMember(request, member).post<{ orderNo: string; status: string }>(
      '/api/findmed/v1/deposit/create',
      { channelId: 'bank', amount: '1000', payerName: '王小明', requestId: randomUUID() },
    );
    expect(order.status).toBe('pending');

    // The agent goes online first, so the member's chat is assigned to them at once.
    const agent = await agentDesk(browser);
    await goOnline(agent);

    await openAs(page, member, '/app/customer');
    const question = `我的充值订单 ${order.orderNo} 已经转账，但还没有到账`;
    await expect(page.getByRole('button', { name: '充值', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The brand's quick questions, as its settings name them.
    await expect(page.getByRole('button', { name: '充值未到账怎么办？' })).toBeVisible();
    await page.getByLabel('请描述您的问题').fill(question);
    await shot(page, 'desk-01-member-start');
    await page.getByRole('button', { name: '开始咨询' }).click();
    await expect(chatLog(page)).toContainText(question);
    await expect(page.locator('.desk-chat__agent')).toContainText('support', { timeout: 30_000 });

    // The agent picks it up from their list and sees the player card with that deposit.
    const item = agent.locator('[data-conversation]').filter({ hasText: member.username });
    await expect(item).toBeVisible({ timeout: 30_000 });
    await item.click();
    const pane = agent.locator('.ant-card').filter({ has: agent.locator('[role="log"]') });
    await expect(pane.getByRole('log')).toContainText(question, { timeout: 30_000 });
    const card = agent.getByLabel('会员信息');
    await expect(card).toContainText(member.username, { timeout: 30_000 });
    await expect(card).toContainText(order.orderNo);
    await expect(card).toContainText('1,000.00');
    await expect(card.getByText('待确认')).toBeVisible();

    // A canned reply and an image.
    await pane.locator('.ant-select').filter({ hasText: '快捷回复' }).click();
    await agent.locator('.ant-select-item-option').filter({ hasText: cannedTitle }).click();
    await expect(pane.getByRole('log')).toContainText(cannedText);
    await pane.locator('input[type="file"]').setInputFiles({
      name: 'receipt.png',
      mimeType: 'image/png',
      buffer: await png(),
    });
    await expect(pane.getByRole('log').locator('img')).toHaveCount(1, { timeout: 30_000 });
    await shot(agent, 'desk-02-agent-desk');

    // The member sees both.
    await expect(chatLog(page)).toContainText(cannedText, { timeout: 30_000 });
    const image = chatLog(page).locator('img.desk-msg__image');
    await expect(image).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // The list follows the newest message: the picture is in view, not below the fold.
    await expect(image).toBeInViewport();
    await shot(page, 'desk-03-member-answered');

    // The agent ends the chat; the member rates it.
    await pane.getByRole('button', { name: /结束会话/ }).click();
    await expect(page.getByText('请为本次服务评分').first()).toBeVisible({ timeout: 30_000 });
    await shot(page, 'desk-04-member-rate');
    await page.getByRole('button', { name: '5 星' }).click();
    await expect(page.getByText('感谢您的评价')).toBeVisible();
    await agent.context().close();

    // Later, in a new session, the same member finds the transcript in their history.
    const later = await page
      .context()
      .browser()!
      .newContext({ ...devicesOf(page), locale: 'zh-CN' });
    const phone = await later.newPage();
    await openAs(phone, member, '/app/customer');
    const past = phone
      .getByRole('region', { name: '历史会话' })
      .getByRole('button')
      .filter({ hasText: question });
    await expect(past).toContainText('★★★★★', { timeout: 30_000 });
    await shot(phone, 'desk-05-member-history');
    await past.click();
    await expect(chatLog(phone)).toContainText(question);
    await expect(chatLog(phone)).toContainText(cannedText);
    await expect(chatLog(phone).locator('img.desk-msg__image')).toBeVisible({ timeout: 30_000 });
    await shot(phone, 'desk-06-member-transcript');
    await later.close();
  });

  test('in the /iframeCustomerService frame a member sends a picture, a file that is not one is refused in Chinese, and the agent sees the picture', async ({
    page,
    request,
    browser,
  }) => {
    const ops = await admin(request);
    await ops.hours(0, 1440);
    const agent = await agentDesk(browser);
    await goOnline(agent);

    const member = await registerViaApi(request);
    await openAs(page, member, '/iframeCustomerService');
    await expect(page.getByRole('heading', { name: '在线客服' })).toBeVisible();
    const question = `提款页面提示银行卡信息有误，截图如下 ${Date.now() % 100000}`;
    await page.getByLabel('请描述您的问题').fill(question);
    await page.getByRole('button', { name: '开始咨询' }).click();
    await expect(chatLog(page)).toContainText(question);
    await expect(page.locator('.desk-chat__agent')).toContainText('support', { timeout: 30_000 });

    // A file named like a picture that is not one: the server's Chinese refusal, nothing sent.
    const picker = page.getByTestId('desk-image');
    await picker.setInputFiles({
      name: 'screenshot.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture'),
    });
    await expect(page.locator('.desk-chat__error')).toHaveText(
      /仅支持 JPG、PNG、WebP 或 GIF 格式的图片|图片已损坏或无法识别，请换一张图片/,
    );
    await expect(chatLog(page).locator('img.desk-msg__image')).toHaveCount(0);
    await shot(page, 'desk-10-frame-refused');

    // A real picture: sniffed, re-encoded and shown to both sides.
    await picker.setInputFiles({ name: 'screenshot.png', mimeType: 'image/png', buffer: await png() });
    const mine = chatLog(page).locator('img.desk-msg__image');
    await expect(mine).toHaveCount(1, { timeout: 30_000 });
    await expect.poll(() => mine.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.locator('.desk-chat__error')).toHaveCount(0);
    await shot(page, 'desk-11-frame-picture');

    const item = agent.locator('[data-conversation]').filter({ hasText: member.username });
    await expect(item).toBeVisible({ timeout: 30_000 });
    await item.click();
    const pane = agent.locator('.ant-card').filter({ has: agent.locator('[role="log"]') });
    await expect(pane.getByRole('log')).toContainText(question, { timeout: 30_000 });
    const theirs = pane.getByRole('log').locator('img');
    await expect(theirs).toHaveCount(1, { timeout: 30_000 });
    await expect.poll(() => theirs.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const answer = '已收到截图，银行卡户名需与实名一致，请在「银行卡管理」中重新绑定。';
    await pane.getByPlaceholder('输入回复…').fill(answer);
    await pane.getByRole('button', { name: /^发\s*送$/ }).click();
    await expect(chatLog(page)).toContainText(answer, { timeout: 30_000 });
    await shot(agent, 'desk-12-agent-picture');
    await shot(page, 'desk-13-frame-answered');
    await pane.getByRole('button', { name: /结束会话/ }).click();
    await agent.context().close();
  });

  test('out of service hours a chat becomes a ticket, an agent answers it later, and the member gets a site message', async ({
    page,
    request,
    browser,
  }) => {
    const ops = await admin(request);
    // Hours that exclude now: from two to three hours ahead, in the brand's day (UTC+8).
    const d = new Date();
    const minute = (d.getUTCHours() * 60 + d.getUTCMinutes() + 480) % 1440;
    await ops.hours((minute + 120) % 1440, (minute + 180) % 1440);
    try {
      const member = await registerViaApi(request);
      await openAs(page, member, '/app/customer');
      await expect(page.getByText(/当前为非服务时间/)).toBeVisible({ timeout: 30_000 });
      await page.getByRole('button', { name: '账户', exact: true }).click();
      const question = `请问怎么修改绑定的手机号？${Date.now() % 100000}`;
      await page.getByLabel('请描述您的问题').fill(question);
      await page.getByRole('button', { name: '开始咨询' }).click();
      await expect(chatLog(page)).toContainText(question);
      await expect(page.locator('.desk-chat__head')).toContainText('已转为留言工单');
      await expect(chatLog(page)).toContainText('非服务时间');
      await shot(page, 'desk-07-member-ticket');

      // Later the agent finds it among the tickets, takes it and answers.
      const agent = await agentDesk(browser);
      await goOnline(agent);
      await scope(agent, '留言工单');
      const item = agent.locator('[data-conversation]').filter({ hasText: member.username });
      await expect(item).toBeVisible({ timeout: 30_000 });
      await item.click();
      const pane = agent.locator('.ant-card').filter({ has: agent.locator('[role="log"]') });
      await expect(pane.getByRole('log')).toContainText(question, { timeout: 30_000 });
      await pane.getByRole('button', { name: /接\s*入/ }).click();
      const answer = '您好，请在「个人中心 - 安全中心」通过原手机验证码修改绑定手机号。';
      const reply = pane.getByPlaceholder('输入回复…');
      await expect(reply).toBeVisible({ timeout: 30_000 });
      await reply.fill(answer);
      await pane.getByRole('button', { name: /^发\s*送$/ }).click();
      await expect(pane.getByRole('log')).toContainText(answer, { timeout: 30_000 });
      await shot(agent, 'desk-08-agent-ticket');
      await agent.context().close();

      // The member is told by a site message.
      await page.goto('/user/message');
      const row = page.getByTestId('message-row').filter({ hasText: '客服已回复您的留言' });
      await expect(row).toBeVisible({ timeout: 30_000 });
      await expect(row).toHaveClass(/is-unread/);
      await shot(page, 'desk-09-member-message');
    } finally {
      await ops.hours(0, 1440);
    }
  });

  test('a supervisor sets the welcome text and a canned reply in the console, and the member sees the welcome', async ({
    page,
    request,
    browser,
  }) => {
    const ops = await admin(request);
    await ops.hours(0, 1440);
    const welcome = `欢迎来到禾光客服，我们 24 小时在线（${Date.now() % 100000}）`;
    const cannedTitle = `提款说明${Date.now() % 100000}`;
    // The sandbox admin holds service.supervise: the settings tab is theirs.
    const supervisor = await consoleDesk(browser, 'admin', 'Admin@2026!');
    try {
      await supervisor.getByRole('tab', { name: '客服设置' }).click();
      await expect(supervisor.getByText('当前在服务时间内')).toBeVisible({ timeout: 30_000 });
      await supervisor.getByLabel('欢迎语').fill(welcome);
      await supervisor.getByRole('button', { name: /保\s*存/ }).click();
      await expect(supervisor.getByText('操作成功')).toBeVisible();
      await supervisor.getByRole('button', { name: '新增快捷回复' }).click();
      const dialog = supervisor.getByRole('dialog');
      await dialog.getByLabel('标题').fill(cannedTitle);
      await dialog.getByLabel('回复内容').fill('您好，提款一般在 30 分钟内到账，高峰期可能稍有延迟。');
      await dialog.getByRole('button', { name: /确\s*认/ }).click();
      await expect(supervisor.getByRole('cell', { name: cannedTitle })).toBeVisible({ timeout: 30_000 });
      await shot(supervisor, 'desk-10-console-settings');

      const member = await registerViaApi(request);
      await openAs(page, member, '/app/customer');
      await expect(page.locator('.desk-chat__welcome')).toHaveText(welcome, { timeout: 30_000 });

      // The brand moves to an external desk: the member's entry links there, with CUSTOM!name.
      await supervisor.getByText('外部客服链接').click();
      await supervisor.getByLabel('外部客服地址').fill('https://desk.example.test/chat');
      await supervisor.getByRole('button', { name: /保\s*存/ }).click();
      await expect(supervisor.getByText('操作成功').last()).toBeVisible();
      await page.reload();
      const open = page.getByRole('link', { name: '立即咨询' });
      await expect(open).toHaveAttribute(
        'href',
        `https://desk.example.test/chat?CUSTOM!name=${encodeURIComponent(member.username)}`,
        { timeout: 30_000 },
      );
    } finally {
      await supervisor.context().close();
      await ops.hours(0, 1440);
    }
  });
});

/** The phone project's device settings for a second context of the same member. */
function devicesOf(page: Page) {
  const size = page.viewportSize()!;
  return { viewport: size, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };
}
