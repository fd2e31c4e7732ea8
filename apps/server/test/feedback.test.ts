import { randomUUID } from 'node:crypto';
import { FEEDBACK_LIMITS } from '@houseline/shared/api/contract/feedback';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackMessages, feedbackThreads, operatorAudit } from '../src/platform/db/schema.ts';
import { BACKENDS, buildMember, call, clientHeaders, createTestApp, type TestContext } from './helpers.ts';
import { sampleImage, upload } from './uploads-helpers.ts';
import { adminPost, operatorTokens } from './wallet-helpers.ts';

type Member = Awaited<ReturnType<typeof buildMember>>;

describe.each(BACKENDS)('feedback desk (%s)', (backend) => {
  let ctx: TestContext;
  let ops: { admin: string; finance: string };
  beforeAll(async () => {
    ctx = await createTestApp(backend);
    ops = await operatorTokens(ctx);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const post = (m: Member, path: string, payload: Record<string, unknown>) =>
    call(ctx.app, {
      method: 'POST',
      url: `/api/findmed/v1/feedback/${path}`,
      headers: { ...clientHeaders('hgtyc', { t: m.token }), 'content-type': 'application/json' },
      payload,
    });
  const get = (m: Member, path: string) =>
    call(ctx.app, {
      method: 'GET',
      url: `/api/findmed/v1/feedback/${path}`,
      headers: clientHeaders('hgtyc', { t: m.token }),
    });
  const adminGet = (token: string, path: string) =>
    call(ctx.app, {
      method: 'GET',
      url: `/api/admin/v1/feedback/${path}`,
      headers: { ...clientHeaders(), authorization: `Bearer ${token}` },
    });
  const submit = (m: Member, fields: Record<string, unknown> = {}) =>
    post(m, 'submit', {
      category: 'deposit',
      text: '充值已经到账了吗？订单一直显示处理中',
      requestId: randomUUID(),
      ...fields,
    });
  const threadsOf = async (m: Member) =>
    ctx.database.db.select().from(feedbackThreads).where(eq(feedbackThreads.memberId, m.id));
  const uploadIds = async (m: Member, n: number) => {
    const ids: string[] = [];
    for (let i = 0; i < n; i += 1)
      ids.push((await upload(ctx, m.token, await sampleImage('png', 20 + i, 20))).body.data.id);
    return ids;
  };

  it('takes a feedback with a category, text and up to three of the member’s own images', async () => {
    const m = await buildMember(ctx);
    const images = await uploadIds(m, 3);
    const res = await submit(m, { images });
    expect(res.body.status).toBe(true);
    const d = res.body.data;
    expect(d).toMatchObject({ category: 'deposit', status: 'open', messageCount: 1, unread: false });
    expect(d.messages).toHaveLength(1);
    expect(d.messages[0]).toMatchObject({ author: 'member', images });
    const list = await get(m, 'list');
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.list[0].id).toBe(d.id);
    expect(list.body.data.list[0].excerpt).toBe('充值已经到账了吗？订单一直显示处理中');
  });

  it('refuses a fourth image, a repeated image, another member’s image and bad input, storing nothing', async () => {
    const m = await buildMember(ctx);
    const other = await buildMember(ctx);
    const mine = await uploadIds(m, 4);
    const theirs = await uploadIds(other, 1);
    const four = await submit(m, { images: mine });
    expect([four.status, four.body.data]).toEqual([400, '最多上传3张不同的图片']);
    expect((await submit(m, { images: [mine[0], mine[0]] })).status).toBe(400);
    const foreign = await submit(m, { images: [mine[0], theirs[0]] });
    expect([foreign.body.status, foreign.body.code]).toEqual([false, 'FEEDBACK_IMAGE_INVALID']);
    expect((await submit(m, { images: ['A'.repeat(22)] })).body.code).toBe('FEEDBACK_IMAGE_INVALID');
    expect((await submit(m, { text: '短' })).body.data).toBe('请填写问题描述（5-500字）');
    expect((await submit(m, { text: 'x'.repeat(FEEDBACK_LIMITS.textMaxChars + 1) })).status).toBe(400);
    expect((await submit(m, { category: 'refund' })).body.data).toBe('请选择问题类型');
    expect((await submit(m, { requestId: 'bad id!' })).status).toBe(400);
    expect(await threadsOf(m)).toHaveLength(0);
  });

  it('never shows one member another member’s feedback', async () => {
    const a = await buildMember(ctx);
    const b = await buildMember(ctx);
    const id = (await submit(a)).body.data.id as string;
    const detail = await get(b, `detail?id=${id}`);
    expect([detail.status, detail.body.code]).toEqual([404, 'FEEDBACK_NOT_FOUND']);
    expect((await get(b, 'list')).body.data.total).toBe(0);
    const follow = await post(b, 'reply', { id, text: '我也想问这个问题', requestId: randomUUID() });
    expect(follow.body.code).toBe('FEEDBACK_NOT_FOUND');
    const rows = await ctx.database.db
      .select()
      .from(feedbackMessages)
      .where(eq(feedbackMessages.threadId, BigInt(id)));
    expect(rows).toHaveLength(1);
    expect((await get(a, `detail?id=${id}`)).body.data.id).toBe(id);
    expect((await get(a, 'detail?id=abc')).status).toBe(400);
  });

  it('threads the desk’s replies: replied and unread, read on opening, a follow-up reopens, closed is final', async () => {
    const m = await buildMember(ctx);
    const id = (await submit(m, { category: 'withdraw' })).body.data.id as string;
    const reply = await adminPost(ctx, ops.finance, 'feedback/reply', {
      id,
      text: '您好，您的提现已在处理中，请耐心等待。',
    });
    expect(reply.body.data).toMatchObject({ status: 'replied', messageCount: 2, username: m.username });

    const listed = (await get(m, 'list')).body.data.list[0];
    expect(listed).toMatchObject({ id, status: 'replied', unread: true });
    const detail = (await get(m, `detail?id=${id}`)).body.data;
    expect(detail.messages.map((x: { author: string }) => x.author)).toEqual(['member', 'operator']);
    expect(detail.messages[1].text).toBe('您好，您的提现已在处理中，请耐心等待。');
    expect((await get(m, 'list')).body.data.list[0].unread).toBe(false);

    const images = await uploadIds(m, 1);
    const follow = await post(m, 'reply', {
      id,
      text: '好的，谢谢，这是截图',
      images,
      requestId: randomUUID(),
    });
    expect(follow.body.data).toMatchObject({ status: 'open', messageCount: 3 });
    expect(follow.body.data.messages[2].images).toEqual(images);

    const closed = await adminPost(ctx, ops.admin, 'feedback/close', { id });
    expect(closed.body.data.status).toBe('closed');
    const late = await post(m, 'reply', { id, text: '还有一个问题想问', requestId: randomUUID() });
    expect(late.body.code).toBe('FEEDBACK_CLOSED');
    expect((await adminPost(ctx, ops.admin, 'feedback/reply', { id, text: '补充说明' })).body.code).toBe(
      'FEEDBACK_CLOSED',
    );
    // Closing again changes nothing and is not audited again.
    expect((await adminPost(ctx, ops.admin, 'feedback/close', { id })).body.data.status).toBe('closed');

    const admin = await adminGet(ops.admin, `detail?id=${id}`);
    expect(admin.body.data.messages).toHaveLength(3);
    const audit = await ctx.database.db
      .select({ action: operatorAudit.action })
      .from(operatorAudit)
      .where(eq(operatorAudit.target, `feedback:${id}`));
    expect(audit.map((a) => a.action).sort()).toEqual(['feedback.close', 'feedback.read', 'feedback.reply']);
  });

  it('gives operators the brand’s list by status, and nothing without a valid operator token', async () => {
    const m = await buildMember(ctx);
    await submit(m, { category: 'message', text: '希望增加更多的体育赛事直播' });
    const open = await adminGet(ops.admin, 'list?status=open&size=100');
    expect(
      open.body.data.list.some(
        (f: { username: string; category: string }) => f.username === m.username && f.category === 'message',
      ),
    ).toBe(true);
    expect(open.body.data.list.every((f: { status: string }) => f.status === 'open')).toBe(true);
    const none = await call(ctx.app, {
      method: 'GET',
      url: '/api/admin/v1/feedback/list',
      headers: clientHeaders(),
    });
    expect(none.status).toBe(401);
    const asMember = await call(ctx.app, {
      method: 'GET',
      url: '/api/admin/v1/feedback/list',
      headers: { ...clientHeaders(), authorization: `Bearer ${m.token}` },
    });
    expect(asMember.status).toBe(401);
  });

  it('answers 50 concurrent submits of one requestId with one feedback', async () => {
    const m = await buildMember(ctx);
    const requestId = randomUUID();
    const results = await Promise.all(Array.from({ length: 50 }, () => submit(m, { requestId })));
    expect(results.every((r) => r.body.status === true)).toBe(true);
    expect(new Set(results.map((r) => r.body.data.id)).size).toBe(1);
    const threads = await threadsOf(m);
    expect(threads).toHaveLength(1);
    const messages = await ctx.database.db
      .select()
      .from(feedbackMessages)
      .where(eq(feedbackMessages.threadId, threads[0]!.id));
    expect(messages).toHaveLength(1);
  });

  it('holds the open-thread limit against 50 concurrent submits, and one follow-up per requestId', async () => {
    const m = await buildMember(ctx);
    const results = await Promise.all(Array.from({ length: 50 }, () => submit(m)));
    const ok = results.filter((r) => r.body.status === true);
    expect(ok).toHaveLength(FEEDBACK_LIMITS.openThreadsMax);
    expect(results.filter((r) => r.body.code === 'FEEDBACK_OPEN_LIMIT')).toHaveLength(
      50 - FEEDBACK_LIMITS.openThreadsMax,
    );
    expect(await threadsOf(m)).toHaveLength(FEEDBACK_LIMITS.openThreadsMax);

    const id = ok[0]!.body.data.id as string;
    const requestId = randomUUID();
    const follows = await Promise.all(
      Array.from({ length: 50 }, () => post(m, 'reply', { id, text: '请尽快处理，谢谢', requestId })),
    );
    expect(follows.every((r) => r.body.status === true)).toBe(true);
    const rows = await ctx.database.db
      .select()
      .from(feedbackMessages)
      .where(inArray(feedbackMessages.threadId, [BigInt(id)]));
    expect(rows).toHaveLength(2);
  });
});
