import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionPolicy } from '../src/platform/auth/session.service.ts';
import { BACKENDS, buildMember, call, clientHeaders, createTestApp, type TestContext } from './helpers.ts';

const POLICY: SessionPolicy = {
  idleMs: 30 * 60_000,
  absoluteMs: 24 * 60 * 60_000,
  rotateAfterMs: 10 * 60_000,
  rotateGraceMs: 60_000,
  touchEveryMs: 0,
};

describe.each(BACKENDS)('sessions (%s)', (backend) => {
  let ctx: TestContext;
  let clock = Date.parse('2026-11-21T08:00:00Z');
  const advance = (ms: number) => {
    clock += ms;
  };
  beforeAll(async () => {
    ctx = await createTestApp(backend, { sessionPolicy: POLICY, now: () => new Date(clock) });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const memberInfo = (token: string | undefined, site: Parameters<typeof clientHeaders>[0] = 'hgtyc') =>
    call(ctx.app, {
      method: 'GET',
      url: '/api/findmed/v1/member/token',
      headers: clientHeaders(site, token === undefined ? {} : { t: token }),
    });

  it('answers a missing or unknown token with {status:false, data:"token"} and HTTP 200', async () => {
    for (const token of [undefined, '', 'short', 'A'.repeat(43), '../../etc/passwd']) {
      const res = await memberInfo(token);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: false, data: 'token' });
    }
  });

  it('serves the member of a valid token, and only on its own site', async () => {
    const member = await buildMember(ctx, { siteCode: 'hgtyc' });
    const own = await memberInfo(member.token);
    expect(own.body.status).toBe(true);
    expect(own.body.data).toMatchObject({
      id: member.id.toString(),
      username: member.username,
      site: 'hgtyc',
    });
    const foreign = await memberInfo(member.token, 'hgty');
    expect(foreign.body).toMatchObject({ status: false, data: 'token' });
  });

  it('issues tokens of at least 128 bits and stores only their hash', async () => {
    const member = await buildMember(ctx);
    expect(Buffer.from(member.token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const rows = await ctx.database.db.execute<{ token_hash: string }>(
      sql`select token_hash from sessions where member_id = ${member.id}`,
    );
    const stored = (rows as unknown as { rows: { token_hash: string }[] }).rows ?? rows;
    const hashes = (stored as { token_hash: string }[]).map((r) => r.token_hash);
    expect(hashes).toEqual([createHash('sha256').update(member.token).digest('hex')]);
    expect(hashes[0]).not.toContain(member.token);
  });

  it('expires a session left idle', async () => {
    const member = await buildMember(ctx);
    expect((await memberInfo(member.token)).body.status).toBe(true);
    advance(POLICY.idleMs + 1);
    expect((await memberInfo(member.token)).body).toMatchObject({ status: false, data: 'token' });
  });

  it('expires a busy session at its absolute age', async () => {
    const member = await buildMember(ctx);
    let token = member.token;
    const steps = Math.ceil(POLICY.absoluteMs / (POLICY.idleMs / 2)) + 1;
    let expiredAt = -1;
    for (let i = 0; i < steps; i += 1) {
      advance(POLICY.idleMs / 2);
      const res = await memberInfo(token);
      if (!res.body.status) {
        expiredAt = i;
        break;
      }
      token = (res.headers.id as string | undefined) ?? token;
    }
    expect(expiredAt).toBeGreaterThan(0);
    expect((expiredAt + 1) * (POLICY.idleMs / 2)).toBeGreaterThanOrEqual(POLICY.absoluteMs);
  });

  it('rotates an old token through the id header, keeping the old one for a short grace', async () => {
    const member = await buildMember(ctx);
    const fresh = await memberInfo(member.token);
    expect(fresh.headers.id).toBeUndefined();

    advance(POLICY.rotateAfterMs + 1);
    const rotated = await memberInfo(member.token);
    const next = rotated.headers.id as string;
    expect(rotated.body.status).toBe(true);
    expect(next).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(next).not.toBe(member.token);

    // In flight with the old token: still fine within the grace, and it does not rotate again.
    const inFlight = await memberInfo(member.token);
    expect(inFlight.body.status).toBe(true);
    expect(inFlight.headers.id).toBeUndefined();

    advance(POLICY.rotateGraceMs + 1);
    expect((await memberInfo(member.token)).body).toMatchObject({ status: false, data: 'token' });
    expect((await memberInfo(next)).body.status).toBe(true);
  });

  it('ends a revoked session and all sessions of a member', async () => {
    const member = await buildMember(ctx);
    const second = await ctx.app.services.sessions.create({
      memberId: member.id,
      siteCode: 'hgtyc',
      deviceNo: 'other',
      ip: '127.0.0.1',
    });
    const resolved = await ctx.app.services.sessions.resolve(member.token, 'hgtyc');
    await ctx.app.services.sessions.revoke(resolved!.sessionId);
    expect((await memberInfo(member.token)).body.data).toBe('token');
    expect((await memberInfo(second)).body.status).toBe(true);
    expect(await ctx.app.services.sessions.revokeAllForMember(member.id)).toBe(1);
    expect((await memberInfo(second)).body.data).toBe('token');
  });

  it('never leaks one member to another', async () => {
    const a = await buildMember(ctx);
    const b = await buildMember(ctx);
    const resA = await memberInfo(a.token);
    const resB = await memberInfo(b.token);
    expect(resA.body.data.username).toBe(a.username);
    expect(resB.body.data.username).toBe(b.username);
  });
});
