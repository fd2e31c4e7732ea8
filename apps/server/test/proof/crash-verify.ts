import type pg from 'pg';
import { auditLedger } from '../../src/modules/ledger/ledger.audit.ts';
import type { Db } from '../../src/platform/db/client.ts';
import { NoAnswer } from './crash-api.ts';
import { type Ack, KINDS, type Kind } from './crash-load.ts';

/**
 * A replay sends again what was acknowledged, so it may be sent until it is answered: a balancer
 * closes an idle keep-alive connection (after `timeout http-request`, 10 s) as the client reuses
 * it, and fetch fails with no answer (cluster chaos, CI). Three tries, half a second apart.
 */
async function replayAnswered(a: Ack): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await a.replay();
    } catch (error) {
      if (!(error instanceof NoAnswer) || attempt === 3) throw error;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

/**
 * What must hold after every restart (issue 14, the crash loop): every acknowledged operation is
 * in the database with exactly the bookings it should have, a replay of it answers the same and
 * books nothing, no member balance is below zero, and the ledger audit is clean.
 */
export function createVerifier(pool: pg.Pool, db: Db) {
  const verified = Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<Kind, number>;
  let replayed = 0;

  const q = async <T>(text: string, values: unknown[] = []) => (await pool.query(text, values)).rows as T[];
  const ids = (acks: Ack[], kind: Kind) => acks.filter((a) => a.kind === kind);

  /** Keys present `n` times in the ledger, checked against what each acknowledgement should have booked. */
  async function entryCounts(keys: string[]): Promise<Map<string, number>> {
    const rows = await q<{ k: string; n: number }>(
      'select idempotency_key as k, count(*)::int as n from ledger_entries where idempotency_key = any($1) group by 1',
      [keys],
    );
    return new Map(rows.map((r) => [r.k, r.n]));
  }

  async function checkAcknowledged(acks: Ack[]): Promise<string[]> {
    const problems: string[] = [];
    const expectOne = async (kind: Kind, keyOf: (a: Ack) => string, list = ids(acks, kind)) => {
      const counts = await entryCounts(list.map(keyOf));
      for (const a of list) {
        const n = counts.get(keyOf(a)) ?? 0;
        if (n !== 1) problems.push(`${kind} ${a.id}: ${n} ledger entries ${keyOf(a)}`);
      }
    };

    const orders = ids(acks, 'deposit.order');
    const found = new Set(
      (
        await q<{ o: string }>('select order_no as o from deposit_orders where order_no = any($1)', [
          orders.map((a) => a.id),
        ])
      ).map((r) => r.o),
    );
    for (const a of orders) if (!found.has(a.id)) problems.push(`deposit order ${a.id} lost`);
    await expectOne('deposit.credit', (a) => `deposit:${a.id}`);

    const transfers = ids(acks, 'transfer');
    const rows = new Map(
      (
        await q<{ t: string; s: string; n: number }>(
          `select t.transfer_id as t, t.status as s, (select count(*)::int from ledger_entries e
             where e.idempotency_key like 'transfer:' || t.transfer_id || ':%') as n
           from venue_transfers t where t.transfer_id = any($1)`,
          [transfers.map((a) => a.id)],
        )
      ).map((r) => [r.t, r]),
    );
    for (const a of transfers) {
      const row = rows.get(a.id);
      if (!row) problems.push(`transfer ${a.id} lost`);
      else if (a.status === 'succeeded' && row.s !== 'succeeded')
        problems.push(`transfer ${a.id} acknowledged succeeded, now ${row.s}`);
      else if (row.n > 2) problems.push(`transfer ${a.id}: ${row.n} ledger entries`);
    }

    const bets = ids(acks, 'sports.bet');
    const betRows = new Set(
      (
        await q<{ id: string }>('select id::text from sb_bets where id = any($1::bigint[])', [
          bets.map((a) => a.id),
        ])
      ).map((r) => r.id),
    );
    for (const a of bets) if (!betRows.has(a.id)) problems.push(`sportsbook bet ${a.id} lost`);
    await expectOne('sports.bet', (a) => `sb:bet:${a.id}`);

    // A result the operator saw acknowledged has settled every bet on its match, each once.
    const results = ids(acks, 'sports.result');
    for (const r of await settledMatchProblems(results.map((a) => Number(a.id)))) problems.push(r);

    const claims = ids(acks, 'task.reward');
    const claimRows = new Set(
      (
        await q<{ id: string }>(
          'select c.id::text from task_claims c join ledger_entries e on e.id = c.ledger_entry_id where c.id = any($1::bigint[])',
          [claims.map((a) => a.id)],
        )
      ).map((r) => r.id),
    );
    for (const a of claims) if (!claimRows.has(a.id)) problems.push(`task reward ${a.id} lost or unpaid`);

    await expectOne('live.bet', (a) => `live_bet:hgtyc:${a.memberId}:${a.id}`);

    if (!problems.length) for (const k of KINDS) verified[k] = ids(acks, k).length;
    return problems;
  }

  /** Bets on resulted matches: all settled, one settlement each, paid exactly their payout. */
  async function settledMatchProblems(matchIds: number[]): Promise<string[]> {
    const rows = await q<{ id: string; status: string; payout: string; versions: number; paid: string }>(
      `select b.id::text, b.status, b.payout::text,
         (select count(*)::int from sb_settlements s where s.bet_id = b.id) as versions,
         (select coalesce(sum(p.amount), 0)::text from ledger_entries e join ledger_postings p on p.entry_id = e.id
            join ledger_accounts a on a.id = p.account_id and a.member_id = b.member_id
            where e.idempotency_key like 'sb:settle:' || b.id || ':%') as paid
       from sb_bets b where b.id in (select l.bet_id from sb_bet_legs l where l.match_id = any($1))`,
      [matchIds],
    );
    return rows.flatMap((r) =>
      r.status === 'open' || r.versions !== 1 || r.paid !== r.payout
        ? [`sportsbook bet ${r.id}: ${r.status}, ${r.versions} settlements, paid ${r.paid} of ${r.payout}`]
        : [],
    );
  }

  async function checkBooks(): Promise<string[]> {
    const negative = await q<{ id: string; kind: string; balance: string }>(
      'select id::text, kind, balance::text from ledger_accounts where member_id is not null and balance < 0',
    );
    const report = await auditLedger(db);
    return [
      ...negative.map((n) => `account ${n.id} (${n.kind}) below zero: ${n.balance}`),
      ...report.problems,
    ];
  }

  return {
    verified,
    get replayed() {
      return replayed;
    },
    checkAcknowledged,
    checkBooks,
    settledMatchProblems,

    /** Sends the same requests again: the same answer each time, and (checked next) nothing booked twice. */
    async replay(acks: Ack[]): Promise<string[]> {
      const problems: string[] = [];
      for (let i = 0; i < acks.length; i += 8) {
        await Promise.all(
          acks.slice(i, i + 8).map(async (a) => {
            const again = await replayAnswered(a);
            replayed += 1;
            if (again !== a.id) problems.push(`replay of ${a.kind} ${a.id} answered ${again}`);
          }),
        );
      }
      return problems;
    },

    /** With the load stopped and the jobs done: every live round with bets is settled or void, each member paid once. */
    async liveRoundProblems(): Promise<string[]> {
      const rows = await q<{
        round: string;
        member: string;
        phase: string;
        open: number;
        owed: string;
        paid: string;
      }>(
        `select b.round_id::text as round, b.member_id::text as member, r.phase,
           count(*) filter (where b.status = 'open')::int as open,
           (case when r.phase = 'void' then sum(b.stake) else sum(coalesce(b.payout, 0)) end)::text as owed,
           (select coalesce(sum(p.amount), 0)::text from ledger_entries e join ledger_postings p on p.entry_id = e.id
              join ledger_accounts a on a.id = p.account_id and a.member_id = b.member_id
              where e.idempotency_key in ('live_settle:' || b.round_id || ':' || b.member_id,
                                          'live_void:' || b.round_id || ':' || b.member_id)) as paid
         from live_bets b join live_rounds r on r.id = b.round_id
         group by b.round_id, b.member_id, r.phase`,
      );
      return rows.flatMap((r) =>
        (r.phase !== 'settled' && r.phase !== 'void') || r.open > 0 || r.owed !== r.paid
          ? [
              `live round ${r.round} member ${r.member}: ${r.phase}, ${r.open} open bets, paid ${r.paid} of ${r.owed}`,
            ]
          : [],
      );
    },

    async counts() {
      const [row] = await q<{ rounds: number; settled: number; void: number; pending: number }>(
        `select (select count(distinct round_id)::int from live_bets) as rounds,
           (select count(*)::int from live_rounds where phase = 'settled') as settled,
           (select count(*)::int from live_rounds where phase = 'void') as void,
           (select count(*)::int from venue_transfers where status = 'pending') as pending`,
      );
      return row!;
    },
  };
}
