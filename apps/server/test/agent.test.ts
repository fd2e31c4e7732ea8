import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandDay } from '../src/modules/agent/agent-config.ts';
import { auditLedger } from '../src/modules/ledger/ledger.audit.ts';
import { hashPassword } from '../src/platform/crypto/password-hash.ts';
import { turnoverEntries } from '../src/platform/db/schema.ts';
import { BACKENDS, call, clientHeaders, createTestApp, type TestContext } from './helpers.ts';

// Agents and share-to-earn (issue 13): the downline tree is one's own only, the figures come from
// real turnover rows, and a day's commission is paid exactly once however many runners race.

describe.each(BACKENDS)('agent (%s)', (backend) => {
  let ctx: TestContext;
  let counter = 0;
  let passwordHash: string;

  // One instant for the server and the test (issue 23 item 12): "today" is the same brand day for
  // both even when the run crosses midnight in UTC+8.
  const NOW = new Date();
  beforeAll(async () => {
    ctx = await createTestApp(backend, { now: () => NOW });
    passwordHash = await hashPassword('Passw0rd!');
  });
  afterAll(async () => ctx?.close());

  /** A member under `parent` (or top level), with an invite code and a session. */
  async function member(parent?: bigint, siteCode: 'hgtyc' | 'ddh' = 'hgtyc') {
    counter += 1;
    const username = `ag${process.pid % 1000}y${counter}`.slice(0, 11);
    const row = await ctx.app.services.members.insert(ctx.database.db, {
      siteCode,
      username,
      passwordHash,
      inviteCode: `T${process.pid % 1000}${counter}`.toUpperCase().padEnd(8, 'X'),
      ...(parent ? { parentId: parent } : {}),
    });
    const token = await ctx.app.services.sessions.create({
      memberId: row.id,
      siteCode,
      deviceNo: 'test',
      ip: '127.0.0.1',
    });
    return { id: row.id, username, token, inviteCode: row.inviteCode! };
  }

  async function turnover(memberId: bigint, amountMinor: bigint, at: Date) {
    counter += 1;
    await ctx.database.db.insert(turnoverEntries).values({
      siteCode: 'hgtyc',
      memberId,
      kind: 'progress',
      amount: amountMinor,
      reference: `test:${counter}`,
      createdAt: at,
    });
  }

  const get = (token: string, url: string, siteCode: 'hgtyc' | 'ddh' = 'hgtyc') =>
    call(ctx.app, { method: 'GET', url, headers: clientHeaders(siteCode, { t: token }) });

  it("shows the invite code, the team and today's downline turnover", async () => {
    const agent = await member();
    const a = await member(agent.id);
    const b = await member(agent.id);
    const c = await member(a.id);
    await member(c.id); // depth 3
    const today = brandDay(NOW);
    await turnover(a.id, 1_000_000n, new Date(today.start.getTime() + 1000)); // 100.0000 level 1
    await turnover(c.id, 500_000n, new Date(today.start.getTime() + 2000)); // 50.0000 level 2
    await turnover(b.id, 9_000_000n, new Date(today.start.getTime() - 60_000)); // yesterday

    const res = await get(agent.token, '/api/findmed/v1/member/agent');
    expect(res.body.status).toBe(true);
    expect(res.body.data.inviteCode).toBe(agent.inviteCode);
    expect(res.body.data.invitePath).toBe(`/entry/register?invite_code=${agent.inviteCode}`);
    expect(res.body.data.team).toEqual({ direct: 2, total: 4, joinedToday: 4 });
    expect(res.body.data.turnover).toEqual({ today: '150.0000', yesterday: '900.0000' });
    // 100 × 0.50 % + 50 × 0.20 % = 0.60
    expect(res.body.data.commission.estimatedToday).toBe('0.6000');
  });

  it("opens only nodes of one's own downline, three levels deep, with invitees masked", async () => {
    const agent = await member();
    const a = await member(agent.id);
    const b = await member(a.id);
    const c = await member(b.id);
    const d = await member(c.id); // depth 4: beyond what the agent sees
    const stranger = await member();

    const root = await get(agent.token, '/api/findmed/v1/member/tree');
    expect(root.body.data.node).toMatchObject({ id: Number(agent.id), username: agent.username, depth: 0 });
    expect(root.body.data.children).toHaveLength(1);
    expect(root.body.data.children[0]).toMatchObject({
      id: Number(a.id),
      depth: 1,
      directCount: 1,
      expandable: true,
    });
    expect(root.body.data.children[0].username).not.toBe(a.username);
    expect(root.body.data.children[0].username).toContain('***');

    const level2 = await get(agent.token, `/api/findmed/v1/member/tree?id=${b.id}`);
    expect(level2.body.data.node.depth).toBe(2);
    expect(level2.body.data.path.map((p: { id: number }) => p.id)).toEqual(
      [agent.id, a.id, b.id].map(Number),
    );
    const level3 = await get(agent.token, `/api/findmed/v1/member/tree?id=${c.id}`);
    expect(level3.body.data.node).toMatchObject({ depth: 3, expandable: false });
    expect(level3.body.data.children).toEqual([]);

    for (const id of [d.id, stranger.id, 9_007_199_254_740_991n]) {
      const res = await get(agent.token, `/api/findmed/v1/member/tree?id=${id}`);
      expect(res.body).toMatchObject({ status: false, code: 'RECORD_NOT_FOUND' });
      expect(JSON.stringify(res.body)).not.toContain(stranger.username);
    }
    // Upwards is not one's downline either: an invitee cannot open their agent.
    const up = await get(a.token, `/api/findmed/v1/member/tree?id=${agent.id}`);
    expect(up.body).toMatchObject({ status: false, code: 'RECORD_NOT_FOUND' });
    for (const bad of ['abc', '-1', '0', '1.5', '99999999999999999999']) {
      const res = await get(agent.token, `/api/findmed/v1/member/tree?id=${bad}`);
      expect(res.status).toBeLessThan(500);
      expect(res.body.status).toBe(false);
    }
  });

  it('pays a closed day exactly once, even with two runs at once, and lists it', async () => {
    const agent = await member();
    const a = await member(agent.id);
    const b = await member(a.id);
    // Two days back: always past the settlement grace after midnight, whenever the test runs.
    const closedDay = brandDay(NOW, 2);
    await turnover(a.id, 100_000_000n, new Date(closedDay.start.getTime() + 5_000)); // 10 000 level 1
    await turnover(b.id, 50_000_000n, new Date(closedDay.start.getTime() + 6_000)); // 5 000 level 2
    // The day before: settled on its own (7 000 × 0.50 % = 35), never counted in this one.
    await turnover(a.id, 70_000_000n, new Date(closedDay.start.getTime() - 1_000));

    const balance = async () =>
      (await get(agent.token, '/api/findmed/v1/member/balance')).body.data as { balance: string };
    const before = await balance();
    const { agent: service } = ctx.app.services;
    const runs = await Promise.all([
      service.settleClosedDays(),
      service.settleClosedDays(),
      service.settleClosedDays(),
    ]);
    expect(runs.reduce((s, n) => s + n, 0)).toBeGreaterThanOrEqual(1);
    expect(await service.settleDay('hgtyc', 2)).toBe(false);

    const records = await get(agent.token, '/api/findmed/v1/member/agent/commissions');
    expect(records.body.data.total).toBe(2);
    expect(records.body.data.list[1]).toMatchObject({ amount: '35.0000', level1Turnover: '7000.0000' });
    // 10 000 × 0.50 % + 5 000 × 0.20 % = 60
    expect(records.body.data.list[0]).toMatchObject({
      period: closedDay.period,
      level1Turnover: '10000.0000',
      level2Turnover: '5000.0000',
      amount: '60.0000',
    });
    const after = await balance();
    expect(Number(after.balance) - Number(before.balance)).toBeCloseTo(95, 4);
    const summary = await get(agent.token, '/api/findmed/v1/member/agent');
    expect(summary.body.data.commission).toMatchObject({ total: '95.0000', last: '60.0000' });
    // The invitee earned level 1 on b: 5 000 × 0.50 % = 25.
    const forA = await get(a.token, '/api/findmed/v1/member/agent/commissions');
    expect(forA.body.data.list).toEqual([
      expect.objectContaining({ period: closedDay.period, amount: '25.0000' }),
    ]);
    expect((await auditLedger(ctx.database.db)).problems).toEqual([]);
  });

  it('is closed on a brand without the agent feature, and to guests', async () => {
    const other = await member(undefined, 'ddh');
    for (const url of [
      '/api/findmed/v1/member/agent',
      '/api/findmed/v1/member/tree',
      '/api/findmed/v1/member/agent/commissions',
    ]) {
      const res = await get(other.token, url, 'ddh');
      expect(res.body).toMatchObject({ status: false, code: 'FEATURE_DISABLED' });
      const guest = await call(ctx.app, { method: 'GET', url, headers: clientHeaders() });
      expect(guest.body.status).toBe(false);
    }
  });
});
