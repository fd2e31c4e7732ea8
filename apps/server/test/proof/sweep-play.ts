import { randomUUID } from 'node:crypto';
import type { LiveTable } from '@houseline/shared/api/contract/live-tables';
import { minorToDecimalString, parseAmountToMinor } from '@houseline/shared/money/amount';
import { dealUntil, type fakeClock, liveBet, liveGet } from '../live-tables-helpers.ts';
import { memberJson, placeBet, seedMatch, slip } from '../sportsbook-helpers.ts';
import { openGame, round, seamlessCall } from '../venue-rounds-helpers.ts';
import { adminPost } from '../wallet-helpers.ts';
import {
  type Answer,
  BURST,
  burst,
  centerMinor,
  entries,
  fromEnvelope,
  fundedMember,
  judge,
  noteProblem,
  type SweepState,
  UNIT,
  validStakeOf,
} from './sweep-kit.ts';

/** Sportsbook: a bet per request id (balance bounds a burst), cash-out of one quote, settlement once. */
export async function sweepSportsbook(state: SweepState): Promise<void> {
  const { ctx, ops } = state;
  const match = await seedMatch(ctx);
  const sel = match.markets['1x2']!.sel.home!;
  const m = await fundedMember(state, '110');
  const body = slip([{ selectionId: sel, odds: '2.100' }], '10');
  const bet = (b: Record<string, unknown>) => async () =>
    fromEnvelope((await placeBet(ctx, m.token, b)).body, (d: { id: number }) => d.id);
  const same = await burst(BURST, bet(body));
  const betId = same[0]!.same as number;
  await judge(state, {
    endpoint: 'placeBet',
    kind: 'identical',
    answers: same,
    expected: BURST,
    refusals: [],
    effects: { actual: await entries(ctx, 'bet', `sb:bet:${betId}`), expected: 1 },
    memberId: m.id,
    expectedBalance: 100n * UNIT,
  });
  const reach = Number((await centerMinor(ctx, m.id)) / (10n * UNIT));
  const many = await burst(BURST, () => bet(slip([{ selectionId: sel, odds: '2.100' }], '10'))());
  await judge(state, {
    endpoint: 'placeBet',
    kind: 'conflicting',
    answers: many,
    expected: reach,
    refusals: ['INSUFFICIENT_BALANCE'],
    memberId: m.id,
    expectedBalance: 0n,
  });

  // Cash-out: one quote, accepted 50 times with one request id, then 50 quotes… of one bet.
  const quote = async (id: number) =>
    (await memberJson(ctx, m.token, '/api/findmed/v1/sports/cashout/quote', { betId: id })).body.data as {
      quoteId: string;
      amount: string;
    };
  const accept = (quoteId: string, requestId: string) => async () =>
    fromEnvelope(
      (await memberJson(ctx, m.token, '/api/findmed/v1/sports/cashout', { quoteId, requestId })).body,
      (d: { id: number; payout: string }) => `${d.id}:${d.payout}`,
    );
  const q = await quote(betId);
  const requestId = `co-${randomUUID()}`;
  const cashed = await burst(BURST, accept(q.quoteId, requestId));
  await judge(state, {
    endpoint: 'cashout',
    kind: 'identical',
    answers: cashed,
    expected: BURST,
    refusals: [],
    effects: { actual: await entries(ctx, 'bet_settle', `sb:${betId}`), expected: 1 },
    memberId: m.id,
    expectedBalance: parseAmountToMinor(q.amount),
  });
  // 50 quotes of one bet, all accepted at once: one cash-out, the rest find the bet closed.
  const second = many.find((a) => a.ok)!.same as number;
  const quotes: { quoteId: string; amount: string }[] = [];
  for (let i = 0; i < BURST; i++) quotes.push(await quote(second));
  const before = await centerMinor(ctx, m.id);
  const raced = await burst(BURST, (i) => accept(quotes[i]!.quoteId, `co-${randomUUID()}`)());
  const won = raced.findIndex((a) => a.ok);
  await judge(state, {
    endpoint: 'cashout',
    kind: 'conflicting',
    answers: raced,
    expected: 1,
    refusals: ['CASHOUT_UNAVAILABLE'],
    effects: { actual: await entries(ctx, 'bet_settle', `sb:${second}`), expected: 1 },
    memberId: m.id,
    expectedBalance: before + (won >= 0 ? parseAmountToMinor(quotes[won]!.amount) : 0n),
  });
  state.swept.add('cashoutQuote');

  // Settlement: 50 identical results (one settlement per bet); then 25 voids racing 25 results
  // of another match — a void is always allowed (it re-settles), a result after it is refused;
  // the books follow whichever came last.
  const open = many.filter((a) => a.ok && a.same !== second).length;
  const result = { matchId: match.id, ftHome: 1, ftAway: 0, h1Home: 1, h1Away: 0 };
  const beforeSettle = await centerMinor(ctx, m.id);
  const results = await burst(BURST, async () =>
    fromEnvelope(
      (await adminPost(ctx, ops.admin, 'sports/match/result', result)).body,
      (d: { resultVersion: number }) => d.resultVersion,
    ),
  );
  await judge(state, {
    endpoint: 'adminSportsMatchResult',
    kind: 'identical',
    answers: results,
    expected: BURST,
    refusals: [],
    effects: { actual: (await entries(ctx, 'bet_settle', 'sb:%')) - 2, expected: open },
    memberId: m.id,
    expectedBalance: beforeSettle + BigInt(open) * 21n * UNIT,
  });

  const other = await seedMatch(ctx);
  const n = await fundedMember(state, '100');
  const bets = await burst(10, async () =>
    fromEnvelope(
      (
        await placeBet(
          ctx,
          n.token,
          slip([{ selectionId: other.markets['1x2']!.sel.home!, odds: '2.100' }], '10'),
        )
      ).body,
    ),
  );
  const placed = bets.filter((a) => a.ok).length;
  const raceStart = await centerMinor(ctx, n.id);
  const raced2 = await burst(BURST, async (i) =>
    fromEnvelope(
      (
        await adminPost(
          ctx,
          ops.admin,
          i % 2 ? 'sports/match/void' : 'sports/match/result',
          i % 2 ? { matchId: other.id, reason: '并发测试' } : { ...result, matchId: other.id },
        )
      ).body,
    ),
  );
  const voids = raced2.filter((a, i) => a.ok && i % 2 === 1).length;
  await judge(state, {
    endpoint: 'adminSportsMatchVoid',
    kind: 'conflicting',
    answers: raced2,
    // Every void goes through; a result only until the first void has committed.
    expected: voids === BURST / 2 ? raced2.filter((a) => a.ok).length : BURST / 2,
    refusals: ['RESULT_STATE'],
    memberId: n.id,
    // The match ends cancelled: each bet refunded its stake, whatever was paid before.
    expectedBalance: raceStart + BigInt(placed) * 10n * UNIT,
  });
}

/** Live tables: one bet per request id; the balance and the round limit bound a burst. */
export async function sweepLiveTables(state: SweepState, clock: ReturnType<typeof fakeClock>): Promise<void> {
  const { ctx } = state;
  const tables: LiveTable[] = (await liveGet(ctx, '/tables')).body.data.list;
  const table = tables.find((t) => !t.noCommission)!;
  const dealer = ctx.app.services.liveTables.dealer;
  const open = await dealUntil(ctx, clock, [dealer], table.id, (r) => r.phase === 'betting');
  const min = parseAmountToMinor(table.minBet);
  const perRound = parseAmountToMinor(table.maxPerRound);
  // Enough for 25 minimum bets: the balance, not the round limit, bounds the burst (unless the
  // round limit is lower — the expected count takes the smaller of the two).
  const m = await fundedMember(state, String(Number(table.minBet) * 25));
  const bet = (requestId: string) => async () =>
    fromEnvelope(
      (
        await liveBet(ctx, m.token, {
          tableId: table.id,
          roundId: open.id,
          bets: [{ side: 'banker', amount: String(Number(table.minBet)) }],
          requestId,
        })
      ).body,
      (d: { myBets: unknown }) => JSON.stringify(d.myBets),
    );
  const requestId = randomUUID();
  const start = await centerMinor(ctx, m.id);
  const same = await burst(BURST, bet(requestId));
  await judge(state, {
    endpoint: 'liveBet',
    kind: 'identical',
    answers: same,
    expected: BURST,
    refusals: [],
    effects: { actual: await entries(ctx, 'live_bet', `%${requestId}`), expected: 1 },
    memberId: m.id,
    expectedBalance: start - min,
  });
  const balance = await centerMinor(ctx, m.id);
  const reach = Math.min(Number(balance / min), Number((perRound - min) / min));
  const many = await burst(BURST, () => bet(randomUUID())());
  await judge(state, {
    endpoint: 'liveBet',
    kind: 'conflicting',
    answers: many,
    expected: Math.min(reach, BURST),
    refusals: ['ROUND_LIMIT', 'INSUFFICIENT_BALANCE'],
    memberId: m.id,
    expectedBalance: balance - BigInt(many.filter((a) => a.ok).length) * min,
  });
  await sideLimitBurst(state, table, open.id);
  await hedgeBurst(state, table, open.id);
  // The round settles: opposite sides of it count only their net exposure as turnover.
  await dealUntil(ctx, clock, [dealer], table.id, (r) => r.id !== open.id || r.phase === 'settled');
  await checkHedge(state, open.id);
}

/** The member of the hedged burst and what of it was accepted, per side (checked once settled). */
const hedged: { memberId: bigint; player: bigint; banker: bigint }[] = [];

/**
 * Opposite sides of one round (issue 23 item 8): a burst alternating player and banker for one
 * member. Whatever the limits accept, once the round settles its valid turnover is at most the
 * net exposure |player − banker| (a tie pushes both: nothing).
 */
async function hedgeBurst(state: SweepState, table: LiveTable, roundId: number): Promise<void> {
  const { ctx } = state;
  const chip = parseAmountToMinor(table.minBet);
  const m = await fundedMember(state, minorToDecimalString(chip * BigInt(BURST)));
  const side = (i: number) => (i % 2 === 0 ? 'player' : 'banker');
  const answers = await burst(BURST, async (i) =>
    fromEnvelope(
      (
        await liveBet(ctx, m.token, {
          tableId: table.id,
          roundId,
          bets: [{ side: side(i), amount: String(chip / UNIT) }],
          requestId: randomUUID(),
        })
      ).body,
      (d: { myBets: unknown }) => JSON.stringify(d.myBets),
    ),
  );
  const accepted = (s: string) => BigInt(answers.filter((a, i) => a.ok && side(i) === s).length) * chip;
  hedged.push({ memberId: m.id, player: accepted('player'), banker: accepted('banker') });
}

async function checkHedge(state: SweepState, roundId: number): Promise<void> {
  for (const h of hedged.splice(0, hedged.length)) {
    const valid = await validStakeOf(state, h.memberId, roundId);
    const net = h.player > h.banker ? h.player - h.banker : h.banker - h.player;
    process.stdout.write(
      `liveBet hedged: player ${minorToDecimalString(h.player)}, banker ${minorToDecimalString(h.banker)}, valid turnover ${minorToDecimalString(valid)} (net ${minorToDecimalString(net)})\n`,
    );
    if (valid > net) {
      noteProblem(
        `liveBet hedged: valid turnover ${minorToDecimalString(valid)} over the net exposure ${minorToDecimalString(net)} (player ${minorToDecimalString(h.player)}, banker ${minorToDecimalString(h.banker)})`,
      );
    }
  }
}

/** A side's maximum bounds a member's total on it in the round, not each request (issue 23 item 9). */
async function sideLimitBurst(state: SweepState, table: LiveTable, roundId: number): Promise<void> {
  const { ctx } = state;
  // A twentieth of the side's maximum, in whole units (the bet's amount field takes those).
  const chip = parseAmountToMinor(table.maxBet) / 20n;
  const m = await fundedMember(state, minorToDecimalString(chip * BigInt(BURST)));
  const start = await centerMinor(ctx, m.id);
  const answers = await burst(BURST, async () =>
    fromEnvelope(
      (
        await liveBet(ctx, m.token, {
          tableId: table.id,
          roundId,
          bets: [{ side: 'player', amount: String(chip / UNIT) }],
          requestId: randomUUID(),
        })
      ).body,
      (d: { myBets: unknown }) => JSON.stringify(d.myBets),
    ),
  );
  await judge(state, {
    endpoint: 'liveBet',
    kind: 'conflicting',
    answers,
    expected: 20,
    refusals: ['SIDE_LIMIT'],
    memberId: m.id,
    expectedBalance: start - 20n * chip,
  });
}

/** The seamless venue's signed callbacks: one debit per txn id and per round, one credit per round. */
export async function sweepSeamless(state: SweepState, ts: () => number): Promise<void> {
  const { ctx } = state;
  const m = await fundedMember(state, '10');
  await openGame(ctx, m.token);
  const player = `hgtyc_${m.id}`;
  const answer = async (
    kind: 'debit' | 'credit' | 'rollback',
    body: Record<string, unknown>,
  ): Promise<Answer> => {
    const r = await seamlessCall(ctx, kind, body, { ts: ts() });
    const b = r.body as unknown as { status: string; reason?: string; balance?: string };
    return {
      ok: b.status === 'ok',
      code: b.reason ?? (b.status === 'ok' ? undefined : b.status),
      same: b.balance,
    };
  };
  const r = round(player);
  const debit = r.debit('1');
  const same = await burst(BURST, () => answer('debit', debit));
  await judge(state, {
    endpoint: 'seamlessDebit',
    kind: 'identical',
    answers: same,
    expected: BURST,
    refusals: [],
    effects: { actual: await entries(ctx, 'venue_debit', `%${debit.txnId}`), expected: 1 },
    memberId: m.id,
    expectedBalance: 9n * UNIT,
  });
  const credit = r.credit('3');
  const credited = await burst(BURST, () => answer('credit', credit));
  await judge(state, {
    endpoint: 'seamlessCredit',
    kind: 'identical',
    answers: credited,
    expected: BURST,
    refusals: [],
    effects: { actual: await entries(ctx, 'venue_credit', `%${credit.txnId}`), expected: 1 },
    memberId: m.id,
    expectedBalance: 12n * UNIT,
  });

  // 50 rounds of 1.00 each against a balance of 12: exactly 12 debits.
  const reach = Number((await centerMinor(ctx, m.id)) / UNIT);
  const rounds = Array.from({ length: BURST }, () => round(player));
  const debits = await burst(BURST, (i) => answer('debit', rounds[i]!.debit('1')));
  await judge(state, {
    endpoint: 'seamlessDebit',
    kind: 'conflicting',
    answers: debits,
    expected: reach,
    refusals: ['insufficient'],
    memberId: m.id,
    expectedBalance: 0n,
  });
  // One open round, 50 credits with 50 txn ids: it closes once.
  const openRound = rounds[debits.findIndex((a) => a.ok)]!;
  const closes = await burst(BURST, () => answer('credit', openRound.credit('2')));
  await judge(state, {
    endpoint: 'seamlessCredit',
    kind: 'conflicting',
    answers: closes,
    expected: 1,
    refusals: ['round_closed'],
    effects: { actual: await entries(ctx, 'venue_credit', `vr:%:${openRound.roundId}`), expected: 1 },
    memberId: m.id,
    expectedBalance: 2n * UNIT,
  });
  // One more round: 25 credits and 25 rollbacks of its debit at once — it closes one way, once.
  const last = round(player);
  const lastDebit = last.debit('1');
  await answer('debit', lastDebit);
  const closing = await burst(BURST, (i) =>
    i % 2 ? answer('rollback', last.rollback(lastDebit.txnId)) : answer('credit', last.credit('3')),
  );
  const rolledBack = closing.findIndex((a) => a.ok) % 2 === 1;
  await judge(state, {
    endpoint: 'seamlessRollback',
    kind: 'conflicting',
    answers: closing,
    // A credit first: it alone succeeds. A rollback first: every rollback of that debit answers ok
    // (the debit is back, nothing more moves) and every credit is refused. One entry either way.
    expected: rolledBack ? BURST / 2 : 1,
    refusals: ['round_closed'],
    effects: {
      actual:
        (await entries(ctx, 'venue_credit', `vr:%:${last.roundId}`)) +
        (await entries(ctx, 'venue_rollback', `vr:%:${last.roundId}`)),
      expected: 1,
    },
    memberId: m.id,
    expectedBalance: rolledBack ? 2n * UNIT : 4n * UNIT,
  });
}
