import type { AddressInfo } from 'node:net';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, migrateDatabase } from '../src/platform/db/client.ts';
import { BACKENDS, buildMember, openTestDatabase } from './helpers.ts';
import { buildAgents, deskClient } from './service-desk-helpers.ts';

interface Msg {
  seq: number;
  author: string;
  text: string;
}

/**
 * The member's side of the chat as the web client runs it: messages pushed on the socket are
 * applied only at the next expected seq; anything else (a gap, a reconnect) reads what follows the
 * last seq held over HTTP. Exactly once and in order, whatever the socket does.
 */
function memberClient(getApp: () => FastifyInstance, token: string, id: string) {
  const got: Msg[] = [];
  let lastSeq = 0;
  let socket: WebSocket | undefined;
  let fetching: Promise<void> | undefined;
  const apply = (m: Msg) => {
    if (m.seq !== lastSeq + 1) return false;
    got.push(m);
    lastSeq = m.seq;
    return true;
  };
  const fetchMissing = async (): Promise<void> => {
    if (fetching) return fetching;
    fetching = (async () => {
      for (;;) {
        const res = await deskClient(getApp())
          .get(token, 'messages', { id, after: lastSeq })
          .catch(() => undefined);
        const list = (res?.body.data?.messages ?? []) as Msg[];
        if (list.length === 0) break;
        for (const m of list) apply(m);
      }
    })().finally(() => {
      fetching = undefined;
    });
    return fetching;
  };
  return {
    got,
    lastSeq: () => lastSeq,
    connect(url: string) {
      const ws = new WebSocket(url);
      socket = ws;
      ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token })));
      ws.on('error', () => undefined);
      ws.on('message', (raw) => {
        const event = JSON.parse(raw.toString()) as { type: string; message?: Msg | null };
        if (event.type === 'ready') void fetchMissing(); // resume from the last seq held
        if (event.type !== 'desk') return;
        if (!event.message || !apply(event.message)) void fetchMissing();
      });
    },
    drop() {
      socket?.terminate();
    },
    fetchMissing,
  };
}

/** The agent's side as the console runs it: long polls after the last seq held. */
function agentClient(getApp: () => FastifyInstance, token: string, id: string) {
  const got: Msg[] = [];
  let lastSeq = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const res = await deskClient(getApp())
        .adminGet(token, 'messages', { id, after: lastSeq, waitMs: 500 })
        .catch(() => undefined);
      for (const m of (res?.body.data?.messages ?? []) as Msg[]) {
        if (m.seq === lastSeq + 1) {
          got.push(m);
          lastSeq = m.seq;
        }
      }
      if (!res) await new Promise((r) => setTimeout(r, 20));
    }
  })();
  return {
    got,
    lastSeq: () => lastSeq,
    async stop() {
      running = false;
      await loop;
    },
  };
}

async function until(check: () => boolean, ms: number) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.each(BACKENDS)('service desk delivery (%s)', (backend) => {
  let database: Database;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  const config = loadConfig(
    { NODE_ENV: 'test', SANDBOX: '1' },
    { dataDir: undefined, jobs: false, rateLimitPerMinute: 100_000 },
  );
  const rowsOf = async <T>(query: SQL): Promise<T[]> =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const start = async () => {
    app = await buildApp({ config, database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/ws?site_code=hgtyc`;
  };
  beforeAll(async () => {
    const test = await openTestDatabase(backend);
    database = test.database;
    drop = test.drop;
    await migrateDatabase(database);
  });
  afterAll(async () => {
    await app?.close();
    await database.close();
    await drop();
  });

  it('delivers 200 messages both ways exactly once, in order, through socket drops and a restart', async () => {
    let url = await start();
    const [agent] = await buildAgents(app, 1);
    const desk = () => deskClient(app);
    await desk().adminPost(agent!.token, 'agent', { status: 'online', capacity: 5 });
    const m = await buildMember({ app, database, config, close: async () => undefined });
    const id = (await desk().start(m.token, 'start')).body.data.id as string;

    const member = memberClient(() => app, m.token, id);
    member.connect(url);
    const agentSide = agentClient(() => app, agent!.token, id);
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const sent: string[] = [];
    for (let i = 0; i < 200; i += 1) {
      const fromMember = random() < 0.5;
      const text = `${fromMember ? 'm' : 'a'}-${i}`;
      sent.push(text);
      const send = fromMember
        ? () => desk().post(m.token, 'send', { id, text, requestId: `req-${i}-member` })
        : () => desk().adminPost(agent!.token, 'send', { id, text, requestId: `req-${i}-agent0` });
      // A send that fails (the server was restarting) is sent again with the same requestId.
      for (;;) {
        const res = await send().catch(() => undefined);
        if (res?.body.status) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      if (random() < 0.08) {
        member.drop();
        setTimeout(() => member.connect(url), Math.floor(random() * 50));
      }
      if (i === 100) {
        // A server restart: every socket and poll goes; the database keeps the record.
        member.drop();
        await app.close();
        url = await start();
        member.connect(url);
      }
    }
    const last =
      (
        await rowsOf<{ last: number }>(
          sql`select last_seq as last from service_desk_conversations where id = ${id}`,
        )
      ).at(0)?.last ?? 0;
    await until(() => agentSide.lastSeq() === Number(last), 20_000);
    await member.fetchMissing();
    await until(() => member.lastSeq() === Number(last), 20_000);
    await agentSide.stop();
    member.drop();

    for (const side of [member.got, agentSide.got]) {
      expect(side.map((x) => x.seq)).toEqual(Array.from({ length: Number(last) }, (_, k) => k + 1));
      const texts = side.filter((x) => x.author === 'member' || x.author === 'agent').map((x) => x.text);
      expect(texts.filter((t) => t !== 'start')).toEqual(sent);
    }
  }, 180_000);

  it('assigns 50 chats started at once among 3 agents: none twice, none lost, none over capacity', async () => {
    if (!app) await start();
    await database.db.execute(sql`update service_desk_agents set status = 'offline'`);
    const agents = await buildAgents(app, 3);
    const ids: string[] = [];
    for (const a of agents) {
      const set = await deskClient(app).adminPost(a.token, 'agent', { status: 'online', capacity: 5 });
      ids.push(set.body.data.operatorId);
    }
    const members = await Promise.all(
      Array.from({ length: 50 }, () => buildMember({ app, database, config, close: async () => undefined })),
    );
    const started = await Promise.all(members.map((mm) => deskClient(app).start(mm.token, '爆发')));
    expect(started.filter((r) => r.body.status !== true).map((r) => r.body.code)).toEqual([]);
    const convIds = started.map((r) => r.body.data.id as string);
    expect(new Set(convIds).size).toBe(50);
    const rows = await rowsOf<{
      id: string;
      status: string;
      agent: string | null;
    }>(sql`select id::text as id, status, agent_id::text as agent from service_desk_conversations
            where id in (${sql.join(
              convIds.map((x) => sql`${BigInt(x)}`),
              sql`, `,
            )})`);
    expect(rows).toHaveLength(50);
    const assigned = rows.filter((r) => r.status === 'assigned');
    expect(assigned).toHaveLength(15);
    expect(rows.filter((r) => r.status === 'queued')).toHaveLength(35);
    const loads = await rowsOf<{
      id: string;
      n: number;
      capacity: number;
    }>(sql`select operator_id::text as id, active_count as n, capacity from service_desk_agents
            where operator_id in (${sql.join(
              ids.map((x) => sql`${BigInt(x)}`),
              sql`, `,
            )})`);
    for (const load of loads) {
      const held = assigned.filter((r) => r.agent === load.id).length;
      expect(Number(load.n)).toBe(held);
      expect(held).toBeLessThanOrEqual(load.capacity);
    }
    // Freed places go to the queue, oldest first.
    const first = assigned[0]!;
    const holder = agents[ids.indexOf(first.agent!)]!;
    await deskClient(app).adminPost(holder.token, 'close', { id: first.id });
    const after = await rowsOf<{ n: number }>(sql`select count(*)::int as n from service_desk_conversations
        where status = 'assigned' and agent_id = ${BigInt(first.agent!)}`);
    expect(Number(after[0]!.n)).toBe(5);
  }, 120_000);
});
