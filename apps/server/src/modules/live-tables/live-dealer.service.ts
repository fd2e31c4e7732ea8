import { randomBytes } from 'node:crypto';
import type { LiveRound } from '@houseline/shared/api/contract/live-tables';
import type { DealtHand } from '@houseline/shared/baccarat/deal';
import { type BetSide, betReturnMinor } from '@houseline/shared/baccarat/payout';
import { handAt, SEED_BYTES, type Shoe, seedHash, shuffleShoe } from '@houseline/shared/baccarat/shoe';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import type { LeaderLock } from '../../platform/jobs/leader-lock.ts';
import type { Books, LedgerAccountIds } from '../books/books.service.ts';
import { LIVE_HOUSE_KIND, liveCurrency } from './live-catalog.ts';
import type { BetRow, LiveTablesRepository, RoundRow, ShoeRow, TableRow } from './live-tables.repository.ts';
import { roundValidStakes } from './live-valid.ts';
import { type LiveCards, presentRound } from './present.ts';

export interface LiveTimings {
  bettingSeconds: number;
  dealStepMs: number;
  settledPauseMs: number;
  shoeHands?: number | undefined;
}

/** Ledger account ids (the wallet's account cache); called before a transaction opens. */
export type LiveAccounts = LedgerAccountIds;

export interface LiveDealerDeps {
  db: Db;
  repository: LiveTablesRepository;
  books: Books;
  accounts: LiveAccounts;
  publish: (siteCode: string, round: LiveRound) => void;
  timings: LiveTimings;
  lock: LeaderLock;
  log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
  now?: () => Date;
}

/** How often the loop looks for due tables, and how long a non-leader waits before trying again. */
const LOOP_MS = 50;
const FOLLOWER_RETRY_MS = 1_000;
const LEADER_CHECK_MS = 1_000;
const SHOE_CACHE_MAX = 256;
/** How often a closed table is looked at again (it opens within this of an operator's switch). */
const CLOSED_RECHECK_MS = 1_000;

/**
 * The dealer (decision 0031): one loop per cluster (the leader lock) deals every table on its
 * timeline — betting (countdown) → dealing (a card per step, the hand fixed by the shoe's seed
 * and the round's start position) → settled (a pause) → the next round. Every step is one
 * transaction that moves the round from the state it read, so a restarted or second dealer
 * resumes from the stored cards and never moves a round twice; each snapshot is published after
 * its commit. Settlement pays each member once (one `live_settle` entry per member and round,
 * keyed by both) in the transaction that marks the round settled.
 */
export function createLiveDealer(deps: LiveDealerDeps) {
  const { db, repository: repo, timings } = deps;
  const now = deps.now ?? (() => new Date());
  const shoes = new Map<bigint, Shoe>();
  /** When each table next needs the dealer (ms); absent: now. */
  const dueAt = new Map<number, number>();
  let tables: { at: number; rows: TableRow[] } | undefined;
  let stopped = true;
  let leading = false;
  /** Set by stop() and crash(): the tick in progress ends after its current table. */
  let halting = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;

  const bettingMs = (t: TableRow) => (t.bettingSeconds || timings.bettingSeconds) * 1000;
  const later = (ms: number) => new Date(now().getTime() + ms);

  function shuffled(shoe: ShoeRow): Shoe {
    const hit = shoes.get(shoe.id);
    if (hit) return hit;
    if (shoes.size >= SHOE_CACHE_MAX) shoes.clear();
    const s = shuffleShoe(shoe.seed, shoe.nonce);
    shoes.set(shoe.id, s);
    return s;
  }

  function handOf(shoe: ShoeRow, round: RoundRow): { hand: DealtHand; nextPosition: number } {
    return handAt(shuffled(shoe), round.startPosition);
  }

  /** The table's shoe in play, made (seed drawn, hash published) when there is none. */
  async function ensureShoe(table: TableRow): Promise<ShoeRow> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const current = await repo.currentShoe(db, table.id);
      if (current?.status === 'playing') return current;
      const shoeNo = (current?.shoeNo ?? 0) + 1;
      const seed = randomBytes(SEED_BYTES).toString('hex');
      const nonce = `${table.siteCode}:${table.code}:${shoeNo}`;
      const made = await repo.insertShoe(db, {
        tableId: table.id,
        shoeNo,
        seed,
        seedHash: seedHash(seed),
        nonce,
        status: 'playing',
        position: shuffleShoe(seed, nonce).start,
        startedAt: now(),
      });
      if (made) return made;
    }
    throw new Error(`could not open a shoe at table ${table.id}`);
  }

  function publish(table: TableRow, row: RoundRow): void {
    deps.publish(table.siteCode, presentRound(row));
  }

  /** Moves one table on if it is due; returns when it is next due (ms since the epoch). */
  async function step(table: TableRow): Promise<number> {
    const t = now().getTime();
    const round = await repo.latestRound(db, table.id);
    if (round && round.nextStepAt.getTime() > t) return round.nextStepAt.getTime();
    if (!round || round.phase === 'settled' || round.phase === 'void') {
      // A new round reads the table as it is now (decision 0084): a closed table deals no more
      // (the round under way finished above), and new limits and countdown start here.
      const fresh = await repo.tableById(db, table.id);
      if (!fresh?.active) return t + CLOSED_RECHECK_MS;
      const shoe = await ensureShoe(fresh);
      const closes = later(bettingMs(fresh));
      const made = await repo.insertRound(db, {
        tableId: table.id,
        shoeId: shoe.id,
        handNo: shoe.handsDealt + 1,
        phase: 'betting',
        startPosition: shoe.position,
        bettingClosesAt: closes,
        nextStepAt: closes,
        minBet: fresh.minBet,
        maxBet: fresh.maxBet,
        maxPerRound: fresh.maxPerRound,
        createdAt: now(),
      });
      if (made) publish(table, made);
      return closes.getTime();
    }
    if (round.phase === 'betting') {
      const next = later(timings.dealStepMs);
      const moved = await db.transaction((tx) => repo.closeBetting(tx, round.id, now(), next));
      if (moved) publish(table, moved);
      return next.getTime();
    }
    // dealing: the next card, or the settlement once every card is on the table
    const shoe = await repo.shoe(db, round.shoeId);
    if (!shoe) return voidRound(table, round, 'shoe missing');
    let dealt: { hand: DealtHand; nextPosition: number };
    try {
      dealt = handOf(shoe, round);
    } catch (error) {
      deps.log.error({ err: error, roundId: String(round.id) }, 'live round cannot be dealt; voided');
      return voidRound(table, round, 'cannot deal');
    }
    const shown = (round.cards as LiveCards).length;
    if (shown < dealt.hand.order.length) {
      const next = later(timings.dealStepMs);
      const cards = dealt.hand.order.slice(0, shown + 1);
      const moved = await db.transaction((tx) => repo.revealCards(tx, round.id, cards, shown, next));
      if (moved) publish(table, moved);
      return next.getTime();
    }
    return settle(table, round, shoe, dealt);
  }

  async function memberAccounts(table: TableRow, bets: readonly BetRow[]) {
    const currency = liveCurrency(table.siteCode);
    const house = await deps.accounts.house(table.siteCode, LIVE_HOUSE_KIND, currency);
    const members = new Map<bigint, bigint>();
    for (const b of bets) {
      if (!members.has(b.memberId)) {
        members.set(
          b.memberId,
          await deps.accounts.member(table.siteCode, b.memberId, { accountKind: 'center', currency }),
        );
      }
    }
    return { currency, house, members };
  }

  /** Settles a round whose cards are all out: bets, payouts, turnover, the shoe — one commit. */
  async function settle(
    table: TableRow,
    round: RoundRow,
    shoe: ShoeRow,
    dealt: { hand: DealtHand; nextPosition: number },
  ): Promise<number> {
    const outcome = dealt.hand.outcome;
    // Betting closed before dealing began: the bets read now are all there will be.
    const { currency, house, members } = await memberAccounts(table, await repo.openBets(db, round.id));
    const next = later(timings.settledPauseMs);
    const done = await deps.books.transaction(async (tx) => {
      const locked = await repo.lockRound(tx, round.id);
      if (locked?.phase !== 'dealing' || (locked.cards as LiveCards).length !== dealt.hand.order.length) {
        return undefined;
      }
      const bets = await repo.openBets(tx, round.id);
      const perMember = new Map<bigint, { payout: bigint; valid: bigint }>();
      // Hedged player/banker stakes count only their net (decision 0050).
      const valid = roundValidStakes(bets, outcome);
      const closed = bets.map((b) => {
        const side = b.side as BetSide;
        const payout = betReturnMinor(side, b.stake, outcome, table.noCommission);
        const validStake = valid.get(b.id) ?? 0n;
        const sum = perMember.get(b.memberId) ?? { payout: 0n, valid: 0n };
        sum.payout += payout;
        sum.valid += validStake;
        perMember.set(b.memberId, sum);
        return { id: b.id, payout, validStake };
      });
      for (const [memberId, sum] of perMember) {
        const account = members.get(memberId);
        if (account === undefined) throw new Error(`live round ${round.id}: a bet after betting closed`);
        if (sum.payout > 0n) {
          await deps.books.move(tx, {
            purpose: 'settlement',
            memberId,
            siteCode: table.siteCode,
            kind: 'live_settle',
            idempotencyKey: `live_settle:${round.id}:${memberId}`,
            reference: `live:${round.id}`,
            memo: `${table.name} #${round.handNo}`,
            lines: [
              { accountId: house, currency, amount: -sum.payout },
              { accountId: account, currency, amount: sum.payout },
            ],
          });
        }
        await deps.books.turnover(tx, table.siteCode, memberId, {
          kind: 'progress',
          amount: sum.valid,
          reference: `live:${round.id}:${memberId}`,
        });
      }
      await repo.closeBets(tx, closed, 'settled', now());
      const ended =
        dealt.nextPosition >= shuffled(shoe).cutAt ||
        (timings.shoeHands !== undefined && round.handNo >= timings.shoeHands);
      await repo.advanceShoe(tx, shoe.id, dealt.nextPosition, ended, now());
      return repo.finishRound(tx, round.id, { phase: 'settled', outcome, at: now(), nextStepAt: next });
    });
    if (done) publish(table, done);
    return next.getTime();
  }

  /** A round that cannot be dealt: every stake back (`live_void`), the round void — one commit. */
  async function voidRound(table: TableRow, round: RoundRow, reason: string): Promise<number> {
    const { currency, house, members } = await memberAccounts(table, await repo.openBets(db, round.id));
    const next = later(timings.settledPauseMs);
    const done = await deps.books.transaction(async (tx) => {
      const locked = await repo.lockRound(tx, round.id);
      if (locked?.phase !== 'betting' && locked?.phase !== 'dealing') return undefined;
      const bets = await repo.openBets(tx, round.id);
      const perMember = new Map<bigint, bigint>();
      for (const b of bets) perMember.set(b.memberId, (perMember.get(b.memberId) ?? 0n) + b.stake);
      for (const [memberId, stake] of perMember) {
        const account = members.get(memberId);
        if (account === undefined) throw new Error(`live round ${round.id}: a bet after betting closed`);
        await deps.books.move(tx, {
          purpose: 'refund',
          memberId,
          siteCode: table.siteCode,
          kind: 'live_void',
          idempotencyKey: `live_void:${round.id}:${memberId}`,
          reference: `live:${round.id}`,
          memo: `${table.name} #${round.handNo} void: ${reason}`,
          lines: [
            { accountId: house, currency, amount: -stake },
            { accountId: account, currency, amount: stake },
          ],
        });
      }
      await repo.closeBets(
        tx,
        bets.map((b) => ({ id: b.id, payout: b.stake, validStake: 0n })),
        'void',
        now(),
      );
      return repo.finishRound(tx, round.id, { phase: 'void', outcome: null, at: now(), nextStepAt: next });
    });
    if (done) publish(table, done);
    return next.getTime();
  }

  /** Every table, closed ones too: a round under way at a table just closed is dealt to the end. */
  async function tableRows(): Promise<TableRow[]> {
    if (!tables || Date.now() - tables.at > 30_000) tables = { at: Date.now(), rows: await repo.tables(db) };
    return tables.rows;
  }

  /** Steps every due table once (the loop calls it; tests call it with a table list). */
  async function tick(only?: readonly number[]): Promise<void> {
    const t = now().getTime();
    for (const table of await tableRows()) {
      if (only && !only.includes(table.id)) continue;
      if ((dueAt.get(table.id) ?? 0) > t) continue;
      // The lock's connection broke: another instance may lead now, so deal nothing more. A
      // stop waits for the table being dealt, not for the whole round of tables.
      if ((leading && !deps.lock.held()) || halting) return;
      try {
        dueAt.set(table.id, await step(table));
      } catch (error) {
        dueAt.set(table.id, t + timings.dealStepMs);
        deps.log.error({ err: error, tableId: table.id }, 'live dealer step failed');
      }
    }
  }

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  async function run(): Promise<void> {
    let checkedAt = Date.now();
    while (!stopped) {
      try {
        if (!leading) {
          leading = await deps.lock.tryAcquire();
          if (!leading) {
            await pause(FOLLOWER_RETRY_MS);
            continue;
          }
          dueAt.clear(); // another dealer may have moved every table meanwhile
          deps.log.info('live dealer: leading');
        } else if (!deps.lock.held() || Date.now() - checkedAt > LEADER_CHECK_MS) {
          checkedAt = Date.now();
          if (!(await deps.lock.stillHeld())) {
            deps.log.warn('live dealer: lost the leader lock; following until it is taken again');
            leading = false;
            await deps.lock.release();
            continue;
          }
        }
        await tick();
      } catch (error) {
        deps.log.error({ err: error }, 'live dealer loop failed');
      }
      await pause(LOOP_MS);
    }
  }

  return {
    tick,
    ensureShoe,
    /** The hand a round will show (its shoe's seed decides it). */
    handOf,
    isLeading: () => leading,
    start(): void {
      if (!stopped) return;
      stopped = false;
      halting = false;
      loop = run();
    },
    async stop(): Promise<void> {
      stopped = true;
      halting = true;
      wake?.();
      await loop;
      loop = undefined;
      leading = false;
      await deps.lock.release();
    },
    /** Stops without unlocking, as a crashed process would (tests). */
    async crash(): Promise<void> {
      stopped = true;
      halting = true;
      wake?.();
      await loop;
      loop = undefined;
      leading = false;
      deps.lock.abandon();
    },
  };
}

export type LiveDealer = ReturnType<typeof createLiveDealer>;
