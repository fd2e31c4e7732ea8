import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, migrateDatabase, openDatabase } from '../src/platform/db/client.ts';
import { buildMember, openTestDatabase, type TestContext } from './helpers.ts';
import { buildAgents, deskClient } from './service-desk-helpers.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const skipReason =
  !process.env.TEST_DATABASE_URL || !redisUrl
    ? 'needs TEST_DATABASE_URL (Postgres) and TEST_REDIS_URL (Redis): two instances share both'
    : '';

interface Msg {
  seq: number;
  author: string;
  text: string;
}

/** The agent's long poll waits this long: a message seen well before it came through the relay. */
const AGENT_WAIT_MS = 25_000;
/** How soon a pushed message or indicator must be seen (generous: a loaded 2-core machine). */
const PUSHED_WITHIN_MS = 8_000;

async function until(check: () => boolean, ms = 20_000, what = 'condition') {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * The member on instance A: one WebSocket, as the web client holds it. Everything the socket
 * pushes is kept as it came (`pushed`: the seqs of pushed messages, duplicates and all; `states`:
 * pushes without a message, e.g. a read mark; `typing`). The chat itself fetches over HTTP only
 * at the start (the first messages are not pushed with their text) and on a gap.
 */
function memberOnA(app: FastifyInstance, url: string, token: string) {
  const held: Msg[] = [];
  const pushed: number[] = [];
  const fetched: number[] = [];
  const states: number[] = [];
  const typing: number[] = [];
  let id = '';
  let ready = false;
  const apply = (m: Msg) => {
    if (m.seq !== (held.at(-1)?.seq ?? 0) + 1) return false;
    held.push(m);
    return true;
  };
  const fetchMissing = async () => {
    const res = await deskClient(app).get(token, 'messages', { id, after: held.at(-1)?.seq ?? 0 });
    const page = res.body.data as { messages: Msg[]; conversation: { readSeq: number } };
    for (const m of page.messages) if (apply(m)) fetched.push(m.seq);
    return page.conversation;
  };
  const socket = new WebSocket(url);
  // Pings, as the web client sends them: a socket silent for three heartbeats is closed as idle.
  let pinger: NodeJS.Timeout | undefined;
  let closed = false;
  socket.on('open', () => {
    socket.send(JSON.stringify({ type: 'auth', token }));
    pinger = setInterval(() => socket.send(JSON.stringify({ type: 'ping' })), 10_000);
  });
  socket.on('close', () => {
    closed = true;
    clearInterval(pinger);
  });
  socket.on('error', () => undefined);
  socket.on('message', (raw) => {
    const event = JSON.parse(raw.toString()) as {
      type: string;
      conversationId?: string;
      message?: Msg | null;
      typing?: boolean;
    };
    if (event.type === 'ready') ready = true;
    if (event.type !== 'desk' || event.conversationId !== id) return;
    if (event.typing) typing.push(Date.now());
    else if (!event.message) states.push(Date.now());
    else {
      pushed.push(event.message.seq);
      if (!apply(event.message)) void fetchMissing();
    }
  });
  return {
    held,
    pushed,
    fetched,
    states,
    typing,
    isReady: () => ready,
    isClosed: () => closed,
    follow: (conversationId: string) => {
      id = conversationId;
    },
    fetchMissing,
    lastSeq: () => held.at(-1)?.seq ?? 0,
    close: () => {
      clearInterval(pinger);
      socket.close();
    },
  };
}

/**
 * The agent on instance B as the console runs it: long polls after the last seq held, each
 * waiting up to AGENT_WAIT_MS. Every poll is logged with when it started and ended.
 */
function agentOnB(app: FastifyInstance, token: string, id: string) {
  const held: { m: Msg; at: number; pollStartedAt: number }[] = [];
  const polls: { startedAt: number; endedAt: number; typing: boolean; readSeq: number; n: number }[] = [];
  let current: { startedAt: number } | undefined;
  let running = true;
  const loop = (async () => {
    while (running) {
      const startedAt = Date.now();
      current = { startedAt };
      const res = await deskClient(app)
        .adminGet(token, 'messages', { id, after: held.at(-1)?.m.seq ?? 0, waitMs: AGENT_WAIT_MS })
        .catch(() => undefined);
      current = undefined;
      const page = res?.body.data as
        | { messages: Msg[]; typing: boolean; conversation: { readSeq: number } }
        | undefined;
      if (!page) {
        await new Promise((r) => setTimeout(r, 50));
        continue;
      }
      const at = Date.now();
      polls.push({
        startedAt,
        endedAt: at,
        typing: page.typing,
        readSeq: page.conversation.readSeq,
        n: page.messages.length,
      });
      for (const m of page.messages) {
        if (m.seq === (held.at(-1)?.m.seq ?? 0) + 1) held.push({ m, at, pollStartedAt: startedAt });
      }
    }
  })();
  return {
    held,
    polls,
    lastSeq: () => held.at(-1)?.m.seq ?? 0,
    /** The poll in flight, if one is. */
    current: () => current,
    /** Ends the loop; `wake` ends the poll in flight (an event of the conversation). */
    async stop(wake: () => Promise<unknown>) {
      running = false;
      if (current) await wake();
      await loop;
    },
  };
}

/**
 * Scale mode (issue 26, decision 0064): a member whose socket is on instance A and an agent whose
 * console talks to instance B, one Postgres and one Redis. The desk's Redis channel is what makes
 * each side see the other at once: the member's socket on A is pushed the agent's messages sent
 * on B, and the agent's long poll parked on B is woken by the member's messages sent on A.
 */
describe.skipIf(skipReason !== '')('service desk on two instances with Redis (postgres)', () => {
  const apps: FastifyInstance[] = [];
  const databases: Database[] = [];
  let drop: () => Promise<void>;
  let a: TestContext;
  let b: FastifyInstance;
  /** Desk events published by either instance, and heard by instance B (its relay or its own). */
  let published = 0;
  let heardOnB = 0;

  beforeAll(async () => {
    // Loopback's count from an earlier run in the same minute would spend this run's allowance.
    const redis = new Redis(redisUrl!);
    const stale = await redis.keys('houseline-rl:*127.0.0.1*');
    if (stale.length) await redis.del(...stale);
    await redis.quit();
    const test = await openTestDatabase('postgres');
    drop = test.drop;
    await migrateDatabase(test.database);
    const url = (test.database.pool as unknown as { options: { connectionString: string } }).options
      .connectionString;
    const config = loadConfig(
      { NODE_ENV: 'test', SANDBOX: '1' },
      { dataDir: undefined, jobs: false, redisUrl, rateLimitPerMinute: 100_000 },
    );
    const second = await openDatabase({ url, poolSize: 6 });
    databases.push(test.database, second);
    for (const database of databases) {
      const app = await buildApp({ config, database });
      await app.ready();
      apps.push(app);
    }
    a = { app: apps[0]!, database: test.database, config, close: async () => undefined };
    b = apps[1]!;
    for (const app of apps) {
      const events = app.services.deskEvents;
      const publish = events.publish;
      events.publish = (event) => {
        published += 1;
        publish(event);
      };
    }
    b.services.deskEvents.on(() => {
      heardOnB += 1;
    });
    await a.app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    await drop?.();
  });

  it('a member on A and an agent on B chat: each side is pushed the other, exactly once, in order', async () => {
    const [agent] = await buildAgents(b, 1);
    const onB = deskClient(b);
    const onA = deskClient(a.app);
    expect((await onB.adminPost(agent!.token, 'agent', { status: 'online', capacity: 5 })).body.status).toBe(
      true,
    );
    const m = await buildMember(a);
    const member = memberOnA(
      a.app,
      `ws://127.0.0.1:${(a.app.server.address() as AddressInfo).port}/api/ws?site_code=hgtyc`,
      m.token,
    );
    await until(member.isReady, 20_000, "the member's socket on A");

    const started = await onA.start(m.token, '我的充值还没到账');
    expect(started.body.data.status).toBe('assigned');
    const id = started.body.data.id as string;
    member.follow(id);
    await member.fetchMissing();
    const opening = member.lastSeq(); // the member's text and the assignment notice
    expect(opening).toBeGreaterThanOrEqual(2);

    const agentSide = agentOnB(b, agent!.token, id);
    await until(() => agentSide.lastSeq() === opening, 20_000, 'the agent to read the opening');

    /**
     * The agent's long poll is parked on B and B has heard every event published so far, so only
     * an event still to come (the relay of what A does next) can end it before AGENT_WAIT_MS.
     */
    const agentParked = () =>
      until(
        () =>
          agentSide.current() !== undefined && b.services.deskEvents.waiting() > 0 && heardOnB >= published,
        AGENT_WAIT_MS + 10_000,
        "the agent's poll to park on B once B has heard every desk event published (the Redis relay)",
      );

    const memberSays = async (text: string, i: number) => {
      await agentParked();
      const sentAt = Date.now();
      const res = await onA.post(m.token, 'send', { id, text, requestId: `scale-m-${i}` });
      expect(res.body.status).toBe(true);
      const seq = res.body.data.seq as number;
      await until(() => agentSide.lastSeq() >= seq, PUSHED_WITHIN_MS, `the agent (B) to get ${text}`);
      const got = agentSide.held.find((x) => x.m.seq === seq)!;
      // Woken on B by the relay of A's message, not found by a later poll.
      expect(got.pollStartedAt).toBeLessThan(sentAt);
      return seq;
    };
    const agentSays = async (text: string, i: number) => {
      const res = await onB.adminPost(agent!.token, 'send', { id, text, requestId: `scale-a-${i}` });
      expect(res.body.status).toBe(true);
      const seq = res.body.data.seq as number;
      await until(() => member.lastSeq() >= seq, PUSHED_WITHIN_MS, `the member (A) to get ${text}`);
      return seq;
    };

    // A normal chat, turn by turn.
    const said: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      said.push(`m-${i}`);
      await memberSays(`m-${i}`, i);
      said.push(`a-${i}`);
      await agentSays(`a-${i}`, i);
    }
    // Then each side a few in a row (a member who types fast, an agent pasting canned replies).
    for (let i = 8; i < 13; i += 1) {
      said.push(`m-${i}`);
      await memberSays(`m-${i}`, i);
    }
    for (let i = 8; i < 13; i += 1) {
      said.push(`a-${i}`);
      await agentSays(`a-${i}`, i);
    }

    // Typing, agent → member: pushed to the member's socket on A.
    const typingBefore = member.typing.length;
    const agentTypedAt = Date.now();
    expect((await onB.adminPost(agent!.token, 'typing', { id })).body.status).toBe(true);
    await until(() => member.typing.length > typingBefore, PUSHED_WITHIN_MS, 'the agent typing (A)');
    expect(member.typing.at(-1)! - agentTypedAt).toBeLessThan(PUSHED_WITHIN_MS);

    // Typing, member → agent: wakes the agent's parked poll on B, which says so.
    await agentParked();
    const memberTypedAt = Date.now();
    expect((await onA.post(m.token, 'typing', { id })).body.status).toBe(true);
    await until(
      () =>
        agentSide.polls.some((p) => p.startedAt < memberTypedAt && p.endedAt >= memberTypedAt && p.typing),
      PUSHED_WITHIN_MS,
      'the member typing (B)',
    );

    // Read mark, member → agent: the parked poll on B wakes with the member's read seq.
    const last = member.lastSeq();
    await agentParked();
    const readAt = Date.now();
    expect((await onA.post(m.token, 'read', { id, seq: last })).body.status).toBe(true);
    await until(
      () => agentSide.polls.some((p) => p.startedAt < readAt && p.readSeq === last),
      PUSHED_WITHIN_MS,
      "the member's read mark (B)",
    );

    // Read mark, agent → member: the agent's poll read the member's last message on B; the
    // member's socket on A is told something changed and a fetch shows the agent's read seq.
    const statesBefore = member.states.length;
    const seq = await memberSays('m-last', 99);
    said.push('m-last');
    await until(() => member.states.length > statesBefore, PUSHED_WITHIN_MS, "the agent's read mark (A)");
    expect((await member.fetchMissing()).readSeq).toBeGreaterThanOrEqual(seq);

    expect(member.isClosed()).toBe(false);
    await agentSide.stop(() => onB.adminPost(agent!.token, 'typing', { id }));
    member.close();

    // Exactly once, in order, on both sides; on A every message after the opening came by push.
    const all = Array.from({ length: seq }, (_, k) => k + 1);
    expect(member.held.map((x) => x.seq)).toEqual(all);
    expect(agentSide.held.map((x) => x.m.seq)).toEqual(all);
    expect(member.pushed).toEqual(all.slice(opening));
    expect(member.fetched).toEqual(all.slice(0, opening));
    for (const side of [member.held, agentSide.held.map((x) => x.m)]) {
      const texts = side.filter((x) => x.author === 'member' || x.author === 'agent').map((x) => x.text);
      expect(texts).toEqual(['我的充值还没到账', ...said]);
    }
  }, 240_000);
});

if (skipReason) {
  describe('service desk on two instances with Redis', () => {
    it.skip(`skipped: ${skipReason}`, () => undefined);
  });
}
