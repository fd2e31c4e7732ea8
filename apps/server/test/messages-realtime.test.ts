import type { AddressInfo } from 'node:net';
import type { ServerMessage } from '@houseline/shared/api/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { BACKENDS, buildMember, createTestApp, type TestContext } from './helpers.ts';
import { listOf, memberForm } from './messages-helpers.ts';
import { adminPost, depositByGateway, operatorTokens } from './wallet-helpers.ts';

/** A socket that keeps the `messages` pushes it receives, and waits for the next one. */
function open(url: string, token: string) {
  const socket = new WebSocket(url);
  const pushes: number[] = [];
  const waiters: ((unread: number) => void)[] = [];
  socket.on('message', (raw) => {
    const message = JSON.parse(raw.toString()) as ServerMessage;
    if (message.type === 'ready') return;
    if (message.type !== 'messages') return;
    const waiter = waiters.shift();
    if (waiter) waiter(message.data.unread);
    else pushes.push(message.data.unread);
  });
  const ready = new Promise<void>((resolve, reject) => {
    socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
    socket.on('message', (raw) => {
      if ((JSON.parse(raw.toString()) as ServerMessage).type === 'ready') resolve();
    });
    socket.on('error', reject);
  });
  return {
    socket,
    ready,
    nextUnread(timeoutMs = 5_000, label = ''): Promise<number> {
      const queued = pushes.shift();
      if (queued !== undefined) return Promise.resolve(queued);
      return new Promise((resolve, reject) => {
        const waiter = (n: number) => {
          clearTimeout(timer);
          resolve(n);
        };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`no messages push ${label}`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
  };
}

describe.each(BACKENDS)('unread badge over WebSocket (%s)', (backend) => {
  let ctx: TestContext;
  let base: string;
  beforeAll(async () => {
    ctx = await createTestApp(backend, { config: { jobs: false } });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    base = `ws://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/api/ws`;
  });
  afterAll(async () => ctx.close());

  it('pushes the unread count to the member’s sockets when a message arrives, is read, or a notice is published', async () => {
    const m = await buildMember(ctx);
    const other = await buildMember(ctx);
    const elsewhere = await buildMember(ctx, { siteCode: 'by' });
    const a = open(`${base}?site_code=hgtyc`, m.token);
    const b = open(`${base}?site_code=hgtyc`, m.token);
    const stranger = open(`${base}?site_code=hgtyc`, other.token);
    const away = open(`${base}?site_code=by`, elsewhere.token);
    await Promise.all([a.ready, b.ready, stranger.ready, away.ready]);

    await depositByGateway(ctx, m.token, '88');
    await ctx.app.services.messages.notifier.run();
    expect(await a.nextUnread(5_000, '#1')).toBe(1);
    expect(await b.nextUnread(5_000, '#2')).toBe(1);
    await expect(stranger.nextUnread(300, '#3')).rejects.toThrow('no messages push');

    const [message] = (await listOf(ctx, m.token, 'personal')).list;
    await memberForm(ctx, m.token, '/api/findmed/v1/member/message/detail', {
      type: 'personal',
      id: message!.id,
    });
    expect(await a.nextUnread(5_000, '#4')).toBe(0);
    expect(await b.nextUnread(5_000, '#5')).toBe(0);

    // A notice to the brand reaches every member of it that is connected, and no one elsewhere.
    const ops = await operatorTokens(ctx);
    await adminPost(ctx, ops.admin, 'messages/notices', {
      siteCode: 'hgtyc',
      title: '系统维护',
      body: '今晚维护',
    });
    expect(await a.nextUnread(5_000, '#6')).toBe(1);
    expect(await stranger.nextUnread(5_000, '#7')).toBe(1);
    await expect(away.nextUnread(300, '#8')).rejects.toThrow('no messages push');
    // A notice to every brand reaches them too.
    await adminPost(ctx, ops.admin, 'messages/notices', {
      siteCode: '*',
      title: '全站公告',
      body: '新春快乐',
    });
    expect(await away.nextUnread(5_000, '#9')).toBe(1);

    // Mark all read from one tab: the other tab's badge clears.
    await memberForm(ctx, m.token, '/api/findmed/v1/member/message/update', { action: 'readAll' });
    expect(await b.nextUnread(5_000, '#10a')).toBe(1);
    expect(await b.nextUnread(5_000, '#10')).toBe(2);
    expect(await b.nextUnread(5_000, '#11')).toBe(0);
    for (const s of [a, b, stranger, away]) s.socket.close();
  });
});
