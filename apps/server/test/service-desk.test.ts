import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  memberMessages,
  operatorAudit,
  serviceDeskAgents,
  serviceDeskConversations,
} from '../src/platform/db/schema.ts';
import { BACKENDS, buildMember, createTestApp, solveCaptcha, type TestContext } from './helpers.ts';
import { buildAgents, deskClient } from './service-desk-helpers.ts';
import { sampleImage, upload } from './uploads-helpers.ts';

/**
 * The service desk (issue 26): a member's chat reaches an agent, the agent answers with a canned
 * reply and an image, the member rates; access is the member's own and the agent's brand only;
 * guests answer a captcha and are limited; out of hours a chat becomes a ticket.
 */
describe.each(BACKENDS)('service desk (%s)', (backend) => {
  let ctx: TestContext;
  let desk: ReturnType<typeof deskClient>;
  beforeAll(async () => {
    ctx = await createTestApp(backend, { config: { logLevel: process.env.DESK_LOG ?? 'silent' } });
    desk = deskClient(ctx.app);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const resetAgents = async () => {
    await ctx.database.db.execute(sql`update service_desk_agents set status = 'offline'`);
  };

  it('assigns a member’s chat to the online agent, who answers; the member sees it and rates', async () => {
    await resetAgents();
    const [agent] = await buildAgents(ctx.app, 1);
    const me = await desk.adminPost(agent!.token, 'agent', { status: 'online', capacity: 3, name: '小美' });
    expect(me.body.data).toMatchObject({ status: 'online', capacity: 3, activeCount: 0, name: '小美' });
    const m = await buildMember(ctx);
    const started = await desk.start(m.token, '我的充值还没到账');
    expect(started.body.data).toMatchObject({ status: 'assigned', agent: { name: '小美' } });
    const id = started.body.data.id as string;

    const mine = await desk.adminGet(agent!.token, 'list', { scope: 'mine' });
    expect(mine.body.data.list.map((c: { id: string }) => c.id)).toContain(id);
    const item = mine.body.data.list.find((c: { id: string }) => c.id === id);
    expect(item.unread).toBeGreaterThan(0);
    expect(item.username).toBe(m.username);

    const canned = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/v1/service-desk/canned/save',
      headers: {
        authorization: `Bearer ${agent!.token}`,
        site_code: 'hgtyc',
        'content-type': 'application/json',
      },
      payload: { title: 'x', text: 'y' },
    });
    expect(canned.json().code).toBe('OPERATOR_FORBIDDEN'); // support may not edit canned replies

    const png = await sampleImage('png', 40, 30);
    const image = await desk.adminPost(agent!.token, 'image', { id, dataBase64: png.toString('base64') });
    expect(image.body.status).toBe(true);
    const reply = await desk.adminPost(agent!.token, 'send', {
      id,
      text: '您好，请提供充值订单号',
      image: image.body.data.image,
      requestId: randomUUID(),
    });
    expect(reply.body.data).toMatchObject({ author: 'agent', agentName: '小美' });
    const note = await desk.adminPost(agent!.token, 'send', {
      id,
      text: '疑似重复',
      note: true,
      requestId: randomUUID(),
    });
    expect(note.body.data.author).toBe('note');

    const seen = await desk.get(m.token, 'messages', { id, after: 0 });
    const authors = seen.body.data.messages.map((x: { author: string }) => x.author);
    expect(authors).toContain('agent');
    expect(authors).not.toContain('note'); // internal notes never reach the member
    const seqs = seen.body.data.messages.map((x: { seq: number }) => x.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    // The member reads the agent's image as their own upload.
    const img = await ctx.app.inject({
      method: 'GET',
      url: `/api/f/v1/upload/image?id=${image.body.data.image}`,
      headers: { t: m.token, site_code: 'hgtyc' },
    });
    expect(img.statusCode).toBe(200);

    const rated = await desk.post(m.token, 'rate', { id, rating: 5, comment: '很快' });
    expect(rated.body.data).toMatchObject({ status: 'closed', rating: 5 });
    const [load] = await ctx.database.db
      .select()
      .from(serviceDeskAgents)
      .where(eq(serviceDeskAgents.name, '小美'));
    expect(load!.activeCount).toBe(0);
    const history = await desk.get(m.token, 'history');
    expect(history.body.data.list[0]).toMatchObject({ id, status: 'closed', rating: 5 });
    const transcript = await desk.get(m.token, 'messages', { id, after: 0 });
    expect(transcript.body.data.messages.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses another member’s conversation, another brand’s, a forged agent id, a non-image', async () => {
    await resetAgents();
    const [agent, other] = await buildAgents(ctx.app, 2);
    const [foreign] = await buildAgents(ctx.app, 1, { brands: ['blty'] });
    await desk.adminPost(agent!.token, 'agent', { status: 'online', capacity: 2 });
    const m = await buildMember(ctx);
    const intruder = await buildMember(ctx);
    const id = (await desk.start(m.token)).body.data.id as string;

    for (const path of ['messages']) {
      const res = await desk.get(intruder.token, path, { id, after: 0 });
      expect([res.status, res.body.code]).toEqual([404, 'DESK_NOT_FOUND']);
    }
    const send = await desk.post(intruder.token, 'send', { id, text: 'hi', requestId: randomUUID() });
    expect(send.body.code).toBe('DESK_NOT_FOUND');
    const rate = await desk.post(intruder.token, 'rate', { id, rating: 1 });
    expect(rate.body.code).toBe('DESK_NOT_FOUND');
    // A guest token made up by the caller names nothing.
    const guess = await desk.get(undefined, 'messages', { id, after: 0, guestToken: 'a'.repeat(32) });
    expect(guess.body.code).toBe('DESK_NOT_FOUND');

    // An operator of another brand is refused on this brand's desk.
    const cross = await desk.adminGet(foreign!.token, 'list', { scope: 'queue' });
    expect(cross.body.code).toBe('OPERATOR_FORBIDDEN');
    const crossMessages = await desk.adminGet(foreign!.token, 'messages', { id, after: 0 });
    expect(crossMessages.body.code).toBe('OPERATOR_FORBIDDEN');
    // On the other brand, this brand's conversation does not exist.
    const viaOwn = await deskClient(ctx.app, 'blty').adminGet(foreign!.token, 'messages', { id, after: 0 });
    expect(viaOwn.body.code).toBe('DESK_NOT_FOUND');

    // An agent not holding the conversation may not answer it, and a transfer to a forged id fails.
    const notMine = await desk.adminPost(other!.token, 'send', { id, text: 'x', requestId: randomUUID() });
    expect(notMine.body.code).toBe('DESK_NOT_YOURS');
    for (const to of ['999999', '1']) {
      const forged = await desk.adminPost(agent!.token, 'transfer', { id, toOperatorId: to });
      expect(forged.body.code).toBe('DESK_AGENT_UNAVAILABLE');
    }
    // The transfer to a real online agent is audited, and the load moves.
    const target = await desk.adminPost(other!.token, 'agent', { status: 'online', capacity: 2 });
    const moved = await desk.adminPost(agent!.token, 'transfer', {
      id,
      toOperatorId: target.body.data.operatorId,
    });
    expect(moved.body.status).toBe(true);
    const audits = await ctx.database.db
      .select()
      .from(operatorAudit)
      .where(
        and(eq(operatorAudit.action, 'service.transfer'), eq(operatorAudit.target, `service-desk:${id}`)),
      );
    expect(audits).toHaveLength(1);

    // A file that is not an image is refused, as a member's upload and as an agent's.
    const junk = Buffer.from('%PDF-1.4 not an image at all, but a document');
    const asAgent = await desk.adminPost(other!.token, 'image', { id, dataBase64: junk.toString('base64') });
    expect(asAgent.body.code).toBe('UPLOAD_NOT_IMAGE');
    const asMember = await upload(ctx, m.token, junk);
    expect(asMember.body.code).toBe('UPLOAD_NOT_IMAGE');
    // An upload id the member does not own is refused in a message.
    const theirs = (await upload(ctx, intruder.token, await sampleImage('png', 20, 20))).body.data.id;
    const stolen = await desk.post(m.token, 'send', { id, image: theirs, requestId: randomUUID() });
    expect(stolen.body.code).toBe('DESK_IMAGE_INVALID');
  });

  it('lets a guest chat after the captcha, and holds the limit against 50 parallel starts', async () => {
    await resetAgents();
    const [agent] = await buildAgents(ctx.app, 1);
    await desk.adminPost(agent!.token, 'agent', { status: 'online', capacity: 20 });
    const noCaptcha = await desk.start(undefined, '游客咨询');
    expect(noCaptcha.body.code).toBe('CAPTCHA_WRONG');
    const device = `guestdev${Date.now()}`;
    const answer = await solveCaptcha(ctx, device, 'service' as never);
    const ok = await desk.start(undefined, '游客咨询', { captcha: answer }, { device_no: device });
    expect(ok.body.data.guestToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const guestToken = ok.body.data.guestToken as string;
    const id = ok.body.data.id as string;
    const said = await desk.post(undefined, 'send', {
      id,
      text: '还在吗',
      requestId: randomUUID(),
      guestToken,
    });
    expect(said.body.data.author).toBe('member');
    const img = await desk.post(undefined, 'send', {
      id,
      image: 'A'.repeat(22),
      requestId: randomUUID(),
      guestToken,
    });
    expect(img.body.code).toBe('DESK_GUEST_IMAGE');

    // 50 starts at once, each with its own solved captcha, from one address.
    const answers = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const dev = `flood${Date.now()}x${i}`;
        return { dev, answer: await solveCaptcha(ctx, dev, 'service' as never) };
      }),
    );
    const results = await Promise.all(
      answers.map(({ dev, answer: a }) => desk.start(undefined, '刷屏', { captcha: a }, { device_no: dev })),
    );
    const accepted = results.filter((r) => r.body.status === true).length;
    expect(accepted).toBe(2); // 3 per window per address, one spent above
    expect(results.filter((r) => r.body.code === 'RATE_LIMITED')).toHaveLength(48);
  });

  it('turns a chat out of hours into a ticket, answered next day with a site message', async () => {
    await resetAgents();
    const [admin] = await buildAgents(ctx.app, 1, { role: 'admin' });
    const [agent] = await buildAgents(ctx.app, 1);
    // Service hours that exclude this minute: the desk is closed now.
    const minute = (new Date().getUTCHours() * 60 + new Date().getUTCMinutes() + 480) % 1440;
    const closedHours = { opensAtMinute: (minute + 60) % 1440, closesAtMinute: (minute + 120) % 1440 };
    const saved = await desk.adminPost(admin!.token, 'settings', {
      kind: 'builtin',
      ...closedHours,
      welcomeText: '您好，欢迎咨询',
      quickQuestions: ['充值未到账', '如何提款'],
    });
    expect(saved.body.status).toBe(true);
    await desk.adminPost(agent!.token, 'agent', { status: 'online', capacity: 3 });
    const settings = await desk.get(undefined, 'settings');
    expect(settings.body.data).toMatchObject({ open: false, quickQuestions: ['充值未到账', '如何提款'] });
    // The supervisor's form reads what was saved; an agent without service.supervise may not.
    const read = await desk.adminGet(admin!.token, 'settings');
    expect(read.body.data).toMatchObject({ ...closedHours, welcomeText: '您好，欢迎咨询', open: false });
    expect((await desk.adminGet(agent!.token, 'settings')).body.status).toBe(false);
    // A link members would open must be a web address: a script link is refused and changes nothing.
    const script = await desk.adminPost(admin!.token, 'settings', {
      kind: 'external',
      externalUrl: 'javascript:alert(1)',
      ...closedHours,
    });
    expect(script.body).toMatchObject({ status: false, data: '外部客服地址须以 https:// 或 http:// 开头' });
    expect((await desk.adminGet(admin!.token, 'settings')).body.data).toMatchObject({ kind: 'builtin' });
    const m = await buildMember(ctx);
    const started = await desk.start(m.token, '提款一直没到');
    expect(started.body.data.status).toBe('ticket');
    const id = started.body.data.id as string;
    const tickets = await desk.adminGet(agent!.token, 'list', { scope: 'tickets' });
    expect(tickets.body.code).toBeUndefined();
    expect(tickets.body.data.list.map((c: { id: string }) => c.id)).toContain(id);

    // The next day's opening hours: the desk is open again and the agent takes the ticket.
    await desk.adminPost(admin!.token, 'settings', {
      kind: 'builtin',
      opensAtMinute: 0,
      closesAtMinute: 1440,
    });
    const claim = await desk.adminPost(agent!.token, 'claim', { id });
    expect(claim.body.data.status).toBe('assigned');
    await desk.adminPost(agent!.token, 'send', { id, text: '您的提款已处理', requestId: randomUUID() });
    const site = await ctx.database.db.select().from(memberMessages).where(eq(memberMessages.memberId, m.id));
    expect(site.map((s) => s.kind)).toContain('service_reply');
    const closed = await desk.adminPost(agent!.token, 'close', { id });
    expect(closed.body.data.status).toBe('closed');

    const day = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const report = await desk.adminGet(admin!.token, 'report', { day });
    expect(report.body.data.conversations).toBeGreaterThan(0);
    const exported = await desk.adminGet(agent!.token, 'export', { id, format: 'csv' });
    expect(exported.body.data.body).toContain('您的提款已处理');
    const [row] = await ctx.database.db
      .select()
      .from(serviceDeskConversations)
      .where(eq(serviceDeskConversations.id, BigInt(id)));
    expect(row!.ticket).toBe(1);
  });

  it('ends a long poll on a typing notice heard while its first read is under way', async () => {
    await resetAgents();
    const [agent] = await buildAgents(ctx.app, 1);
    await desk.adminPost(agent!.token, 'agent', { status: 'online', capacity: 3 });
    const m = await buildMember(ctx);
    const id = (await desk.start(m.token, '在吗')).body.data.id as string;
    const { serviceDesk, deskEvents } = ctx.app.services;
    const row = await serviceDesk.own('hgtyc', { memberId: m.id, guestKey: null }, id);
    const t0 = Date.now();
    const page = serviceDesk.core.fetch(row, 'agent', row.lastSeq, 20_000);
    // The member types while the agent's poll reads the database, before it has found nothing.
    deskEvents.publish({
      siteCode: 'hgtyc',
      conversationId: id,
      memberId: m.id.toString(),
      kind: 'typing',
      typing: 'member',
    });
    expect((await page).typing).toBe(true);
    expect(Date.now() - t0).toBeLessThan(10_000);
  }, 60_000);
});
