import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, buildMember, createTestApp, type TestContext } from './helpers.ts';
import { fund, rowsOf } from './live-tables-helpers.ts';
import { openDeposit, protectionPost, setLimit } from './protection-helpers.ts';
import { placeBet, seedMatch, slip } from './sportsbook-helpers.ts';
import { auditMoney } from './wallet-helpers.ts';

const BURST = 50;

/**
 * Issue 25: limits and exclusions hold against 50 requests at once. The protection guard takes the
 * member's lock inside `protection_refusal` (also inside the bet's single statement), so racing
 * deposits and bets are counted one after the other; Postgres is where the race is real.
 */
describe.each(BACKENDS)('protection under a 50-way burst (%s)', (backend) => {
  let ctx: TestContext;
  let home: number;

  beforeAll(async () => {
    ctx = await createTestApp(backend, { config: { jobs: false, rateLimitPerMinute: 1_000_000 } });
    const match = await seedMatch(ctx);
    home = match.markets['1x2']!.sel.home!;
  }, 60_000);
  afterAll(async () => {
    expect((await auditMoney(ctx)).problems).toEqual([]);
    await ctx.close();
  });

  const bet = (token: string, stake: string) =>
    placeBet(ctx, token, slip([{ selectionId: home, odds: '2.100' }], stake));

  it('50 bets racing a daily loss limit: exactly as many as it allows', async () => {
    const m = await buildMember(ctx);
    await fund(ctx, m.id, '5000');
    await setLimit(ctx, m.token, 'loss', 'day', '100');
    const answers = await Promise.all(Array.from({ length: BURST }, () => bet(m.token, '10')));
    const ok = answers.filter((a) => a.body.status).length;
    const codes = new Set(answers.filter((a) => !a.body.status).map((a) => a.body.code));
    // On a loaded machine a bet may give up waiting for the member's lock (BUSY_RETRY: refused,
    // nothing booked) before the limit is full; then fewer than 10 pass, never more.
    const busy = codes.delete('BUSY_RETRY');
    expect([...codes]).toEqual(['PROTECTION_LOSS_DAY']);
    if (busy) expect(ok).toBeLessThanOrEqual(10);
    else expect(ok).toBe(10);
    expect(await stakes(m.id)).toBe(BigInt(ok) * 100_000n);
  });

  it('50 deposits racing a daily deposit limit: exactly as many as it allows', async () => {
    const m = await buildMember(ctx);
    await setLimit(ctx, m.token, 'deposit', 'day', '300');
    const answers = await Promise.all(Array.from({ length: BURST }, () => openDeposit(ctx, m.token, '100')));
    const ok = answers.filter((a) => a.body.status).length;
    const codes = new Set(answers.filter((a) => !a.body.status).map((a) => a.body.code));
    expect({ ok, codes: [...codes] }).toEqual({ ok: 3, codes: ['PROTECTION_DEPOSIT_DAY'] });
  });

  it('50 bets started the instant before a self-exclusion: none is accepted after it', async () => {
    const m = await buildMember(ctx);
    await fund(ctx, m.id, '5000');
    const racing = Array.from({ length: BURST }, () => bet(m.token, '10'));
    const excluded = await protectionPost(ctx, m.token, 'exclude', {
      months: '6',
      allBrands: 'false',
      confirm: 'true',
    });
    expect(excluded.body.status).toBe(true);
    const startedAt = Date.parse(excluded.body.data.exclusion.startedAt);
    const answers = await Promise.all(racing);
    const refused = answers.filter((a) => !a.body.status).map((a) => a.body.code);
    expect(new Set(refused)).toEqual(new Set(refused.length ? ['PROTECTION_SELF_EXCLUDED'] : []));
    // Every accepted bet was booked before the exclusion began; none after.
    const booked = rowsOf<{ at: string }>(
      await ctx.database.db.execute(sql`select e.created_at::text as at from ledger_entries e
        join ledger_postings p on p.entry_id = e.id join ledger_accounts a on a.id = p.account_id
        where a.member_id = ${m.id} and e.kind = 'bet'`),
    );
    expect(booked.length).toBe(answers.length - refused.length);
    expect(booked.filter((b) => Date.parse(b.at) > startedAt)).toEqual([]);
    // And a bet after it, on a new session, is refused.
    const token = await ctx.app.services.sessions.create({
      memberId: m.id,
      siteCode: 'hgtyc',
      deviceNo: 't',
      ip: '127.0.0.1',
    });
    expect((await bet(token, '10')).body.code).toBe('PROTECTION_SELF_EXCLUDED');
  });

  async function stakes(memberId: bigint): Promise<bigint> {
    const [row] = rowsOf<{ s: string }>(
      await ctx.database.db.execute(sql`select coalesce(-sum(p.amount), 0)::text as s from ledger_entries e
        join ledger_postings p on p.entry_id = e.id join ledger_accounts a on a.id = p.account_id
        where a.member_id = ${memberId} and e.kind = 'bet'`),
    );
    return BigInt(row?.s ?? '0');
  }
});
