import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '../helpers.ts';
import {
  Matrix,
  positiveControls,
  sweepBrandMember,
  sweepBrandOperator,
  sweepLoggedOut,
  sweepMember,
  sweepMemberOnOperator,
  sweepMultiBrand,
  sweepRoles,
  uncovered,
} from './authz-cells.ts';
import { contractEndpoints, hit } from './authz-endpoints.ts';
import { OWNED } from './authz-probes.ts';
import { buildWorld, type Owned, type World } from './world.ts';

/**
 * The authorization matrix (issue 14): every endpoint of the contract × who calls it — member B
 * against member A's objects, logged out, a member on operator endpoints, each operator role, and
 * another brand's member and operators — on a world populated through the real APIs. The rows
 * come from the contract, so a new endpoint is swept without a change here; an id-taking endpoint
 * without an owned object to point at fails the run.
 */

/** What A can see of its own things; compared before and after everyone else's sweeps. */
async function stateOf(w: World, o: Owned): Promise<string> {
  const byName = Object.fromEntries(contractEndpoints().map((e) => [e.name, e]));
  const reads: [keyof typeof byName, Record<string, unknown>][] = [
    ['balance', {}],
    ['withdrawAccounts', {}],
    ['withdrawRecords', { preset: 0 }],
    ['depositRecords', { preset: 0 }],
    ['openBets', {}],
    ['feedbackDetail', { id: o.feedbackId }],
    ['messageList', { type: 'personal', size: 50 }],
    ['memberInfo', {}],
    ['promoDetail', { id: w.promoId }],
  ];
  const out: string[] = [];
  for (const [name, payload] of reads)
    out.push((await hit(w.ctx, byName[name]!, { token: o.token }, payload)).raw);
  // The feedback thread marks the desk's replies read; nothing else here writes.
  return out.join('\n').replace(/"lastReadAt":"[^"]*"/g, '');
}

describe.each(BACKENDS)('authorization matrix (%s)', (backend) => {
  let w: World;
  let m: Matrix;
  let before: string;
  let started = 0;

  beforeAll(async () => {
    started = Date.now();
    w = await buildWorld(backend);
    m = new Matrix(contractEndpoints());
  });
  afterAll(async () => {
    if (m) {
      const c = m.counts();
      const findings = c.LEAK + c.OPEN + c.ORACLE + c.WRONG + c.ERROR;
      const cells = c.ok + c.refused + findings;
      console.info(
        `authorization matrix (${backend}): ${m.endpoints.length} endpoints, ${cells} cells ` +
          `(${c.ok} ok, ${c.refused} refused, ${c['n.a.']} n.a., ${findings} findings), ` +
          `${m.requests} requests, ${((Date.now() - started) / 1000).toFixed(1)} s\n${m.table()}`,
      );
    }
    await w?.close();
  });

  it('has an owned object (or a reason) for every endpoint that takes an id', () => {
    expect(uncovered(m.endpoints)).toEqual([]);
    // Guard the guard: the detector finds the id-taking endpoints we know of.
    const idTaking = m.endpoints.filter((e) => e.idKeys.length > 0).map((e) => e.name);
    for (const name of Object.keys(OWNED)) expect(idTaking).toContain(name);
  });

  it("cell 1: member B reaches none of A's objects, and no answer of B's carries A's data", async () => {
    const own = await positiveControls(m, w, w.a);
    const foundOwn = w.a.needles.filter((n) => own.some((body) => body.includes(n)));
    before = await stateOf(w, w.a);
    const b = w.b;
    const bodies = await sweepMember(m, w, w.a, { token: b.token }, 'B→A', async () => ({
      token: await w.ctx.app.services.sessions.create({
        memberId: b.id,
        siteCode: 'hgtyc',
        deviceNo: 'proof',
        ip: '127.0.0.1',
      }),
    }));
    // The sweep is not vacuous: B's own data shows in B's answers, A's in A's own reads.
    const seenOfB = b.needles.filter((n) => bodies.some((body) => body.includes(n)));
    expect(seenOfB.length, `B's own values in B's answers: ${seenOfB.join(', ')}`).toBeGreaterThanOrEqual(8);
    expect(foundOwn.length, `A's values in A's reads: ${foundOwn.join(', ')}`).toBeGreaterThanOrEqual(6);
    expect(m.findings.splice(0)).toEqual([]);
  });

  it('cell 2: logged out (or with a forged token) every member endpoint asks for a login', async () => {
    await sweepLoggedOut(m, w);
    expect(m.findings.splice(0)).toEqual([]);
  });

  it("cell 3: a member's token opens no operator endpoint", async () => {
    await sweepMemberOnOperator(m, w);
    expect(m.findings.splice(0)).toEqual([]);
  });

  it('cell 4: each operator role is let in exactly where the contract lists it', async () => {
    await sweepRoles(m, w);
    expect(m.findings.splice(0)).toEqual([]);
  });

  it("cell 5: another brand's member and operators are refused at hgtyc and reach none of its data", async () => {
    await sweepBrandMember(m, w);
    await sweepBrandOperator(m, w);
    expect(m.findings.splice(0)).toEqual([]);
  });

  it('cell 6: an operator bound to two brands serves exactly its role at each, and nothing at a third', async () => {
    await sweepMultiBrand(m, w);
    expect(m.findings.splice(0)).toEqual([]);
  });

  it("leaves A's things as they were, and every prober still signed in", async () => {
    expect(await stateOf(w, w.a)).toBe(before);
    const byName = Object.fromEntries(m.endpoints.map((e) => [e.name, e]));
    for (const token of [w.b.token]) expect((await hit(w.ctx, byName.memberInfo!, { token })).ok).toBe(true);
    expect((await hit(w.ctx, byName.memberInfo!, { token: w.c.token, site: 'hgty' })).ok).toBe(true);
    for (const bearer of [...Object.values(w.ops), ...Object.values(w.multiOps)]) {
      expect((await hit(w.ctx, byName.adminDeposits!, { bearer })).code).not.toBe('OPERATOR_SESSION');
    }
    // The pending four-eyes adjustment of A is still pending: nobody's probe approved it.
    const approval = await hit(
      w.ctx,
      byName.adminAudit!,
      { bearer: w.ops.admin },
      { action: 'member.adjust' },
    );
    // The action filter is a prefix: the request itself (`member.adjust.request`) is listed too.
    const posted = (approval.data as { list: { action: string }[] }).list.filter(
      (e) => e.action === 'member.adjust',
    );
    expect(JSON.stringify(posted)).not.toContain(w.a.approvalId!);
  });
});
