import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSFER_RULES } from '../src/modules/wallet/wallet-config.ts';
import { BACKENDS, buildMember, call, clientHeaders, createTestApp, type TestContext } from './helpers.ts';
import { adminPost, auditMoney, depositByGateway, memberPost, operatorTokens } from './wallet-helpers.ts';

/**
 * Issue 24: the console lists the venue transfers stuck past the reconciler's attempt cap (GET
 * /api/admin/v1/transfers/stuck, admin only, per brand) so an operator can send them back with
 * the retry endpoint; a retried transfer leaves the list.
 */
describe.each(BACKENDS)('stuck venue transfers (%s)', (backend) => {
  let ctx: TestContext;
  let ops: { admin: string; finance: string };

  beforeAll(async () => {
    ctx = await createTestApp(backend, { config: { jobs: false, venueTimeoutMs: 2_000 } });
    ops = await operatorTokens(ctx);
  });
  afterAll(async () => {
    const report = await auditMoney(ctx);
    expect(report.problems).toEqual([]);
    await ctx.close();
  });

  const stuckList = (token: string, siteCode: 'hgtyc' | 'hgty' = 'hgtyc') =>
    call(ctx.app, {
      method: 'GET',
      url: '/api/admin/v1/transfers/stuck?page=1&size=20',
      headers: { ...clientHeaders(siteCode), authorization: `Bearer ${token}` },
    });

  /** A transfer into the demo venue that the venue does not answer: it stays pending. */
  async function pendingTransfer(token: string): Promise<string> {
    const venue = ctx.app.services.demoVenue!;
    venue.control({ failure: 'error' });
    try {
      const r = await memberPost(ctx, token, '/api/findmed/v1/wallet/transfer', {
        from: 'center',
        to: 'demo_chess',
        amount: '10',
        requestId: randomUUID(),
      });
      expect(r.body.data.status).toBe('pending');
      return r.body.data.transferId as string;
    } finally {
      venue.control({ failure: 'none' });
    }
  }

  it('lists a stuck transfer to admin only, on its own brand; a retried one leaves the list', async () => {
    const m = await buildMember(ctx);
    await depositByGateway(ctx, m.token, '100');
    const pending = await pendingTransfer(m.token);
    const stuck = await pendingTransfer(m.token);
    // As the reconciler leaves it past the cap (money-edges.test.ts drives it there attempt by attempt).
    await ctx.database.db.execute(
      sql`update venue_transfers set attempts = ${TRANSFER_RULES.maxAttempts}, stuck_at = now(),
          last_error = 'venue timeout' where transfer_id = ${stuck}`,
    );

    const listed = await stuckList(ops.admin);
    expect(listed.body.status).toBe(true);
    const ids = listed.body.data.list.map((t: { transferId: string }) => t.transferId);
    expect(ids).toContain(stuck);
    expect(ids).not.toContain(pending);
    expect(listed.body.data.total).toBe(listed.body.data.list.length);
    const row = listed.body.data.list.find((t: { transferId: string }) => t.transferId === stuck);
    expect(row).toMatchObject({
      memberId: String(m.id),
      venue: 'demo_chess',
      direction: 'in',
      amount: '10.0000',
      status: 'pending',
      attempts: TRANSFER_RULES.maxAttempts,
      lastError: 'venue timeout',
      stuck: true,
    });
    expect(Date.parse(row.stuckAt)).not.toBeNaN();

    // Another brand's console sees none of this brand's transfers; finance may not read the list.
    const otherBrand = await stuckList(ops.admin, 'hgty');
    expect(otherBrand.body.status).toBe(true);
    expect(otherBrand.body.data.list.map((t: { transferId: string }) => t.transferId)).not.toContain(stuck);
    const finance = await stuckList(ops.finance);
    expect(finance.body.status).toBe(false);
    expect(finance.status).toBe(403);

    const retry = await adminPost(ctx, ops.admin, 'transfers/retry', { transferId: stuck });
    expect(retry.body.status).toBe(true);
    const after = await stuckList(ops.admin);
    expect(after.body.data.list.map((t: { transferId: string }) => t.transferId)).not.toContain(stuck);

    // Both settle once the venue answers again, so the books stay balanced.
    await ctx.app.services.transfers.reconcile(100, 0);
  });
});
