import type {
  Bet,
  BetRecords,
  PlaceBetRequest,
  SportsLimits,
} from '@houseline/shared/api/contract/sportsbook';
import { type DateRangePreset, dateRangePreset } from '@houseline/shared/dates/date-range-preset';
import { parseAmountToMinor } from '@houseline/shared/money/amount';
import {
  type OddsFormat,
  type OddsPolicy,
  PARLAY_MAX_LEGS,
  PARLAY_MIN_LEGS,
  wireToOddsK,
} from '@houseline/shared/sportsbook/markets';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Books, LedgerAccountIds } from '../books/books.service.ts';
import type { BetRepository, BetRow } from './bet.repository.ts';
import { type CheckedLeg, checkLeg, placedView } from './bet-placement.ts';
import { parlayOddsK, potentialReturn } from './payout.ts';
import { presentBet, wire } from './present.ts';
import {
  DEFAULT_LIVE_DELAY_MS,
  defaultLimits,
  HOUSE_KIND,
  type Limits,
  sportsCurrency,
} from './sportsbook-config.ts';

/** Ledger account ids (the wallet's account cache fits). Always called before a transaction opens. */
export type SportsAccounts = LedgerAccountIds;

export interface BetServiceDeps {
  db: Db;
  repository: BetRepository;
  books: Books;
  accounts: SportsAccounts;
  /** The in-play delay of brands without a limits row. */
  liveDelayMs?: number;
  now?: () => Date;
  sleep?: (ms: number) => Promise<void>;
}

/** How long an instance keeps a brand's limits (other instances see an operator's change this late). */
const LIMITS_TTL_MS = 5_000;
/** Reads and writes a slip with the `any` policy may take while its prices keep moving under it. */
const MAX_ANY_ATTEMPTS = 20;

const STATUS_FILTER: Record<string, readonly string[] | undefined> = {
  all: undefined,
  unsettled: ['open'],
  settled: ['settled', 'cashed_out'],
  cancelled: ['void'],
};

/**
 * Bets: the slip (checked against the catalogue, the policy, the limits and the balance, then one
 * transaction: the bet, its legs and the ledger entry), preferences, limits and the member's reads.
 */
export function createBetService(deps: BetServiceDeps) {
  const { db, repository, accounts, books } = deps;
  const now = deps.now ?? (() => new Date());
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));

  // A brand's limits, read at most every LIMITS_TTL_MS per instance (a read on every bet was a
  // fifth of placement's statements); an operator's change clears this instance's copy at once.
  const limitsCache = new Map<string, { at: number; limits: Promise<Limits> }>();
  function limitsOf(siteCode: string): Promise<Limits> {
    const hit = limitsCache.get(siteCode);
    if (hit && Date.now() - hit.at < LIMITS_TTL_MS) return hit.limits;
    const limits = readLimits(siteCode);
    limitsCache.set(siteCode, { at: Date.now(), limits });
    limits.catch(() => limitsCache.delete(siteCode));
    return limits;
  }

  async function readLimits(siteCode: string): Promise<Limits> {
    const base = defaultLimits(siteCode, deps.liveDelayMs ?? DEFAULT_LIVE_DELAY_MS);
    const row = await repository.limits(db, siteCode);
    if (!row) return base;
    return {
      ...base,
      minStake: row.minStake,
      maxStake: row.maxStake,
      maxPayout: row.maxPayout,
      liveDelayMs: row.liveDelayMs,
    };
  }

  async function checkSlip(input: PlaceBetRequest, exec = db as Parameters<BetRepository['selections']>[0]) {
    const ids = input.legs.map((l) => BigInt(l.selectionId));
    const states = await repository.selections(exec, ids);
    const seenMatches = new Set<bigint>();
    return input.legs.map((leg, i): CheckedLeg => {
      const state = states.find((s) => s.selectionId === ids[i]);
      if (!state) throw new AppError('SELECTION_NOT_FOUND');
      if (seenMatches.has(state.matchId)) throw new AppError('SAME_MATCH_LEGS');
      seenMatches.add(state.matchId);
      const seenK = wireToOddsK(leg.odds);
      if (seenK === null) throw new AppError('BAD_REQUEST', { detail: 'odds' });
      return { state, oddsK: checkLeg(state, seenK, leg.version, input.oddsPolicy) };
    });
  }

  async function view(row: BetRow): Promise<Bet> {
    const [v] = await repository.views(db, [row]);
    return presentBet(v!);
  }

  async function replay(row: BetRow, input: PlaceBetRequest, stake: bigint): Promise<Bet> {
    const selections = await repository.legSelections(db, row.id);
    const same =
      row.kind === input.kind &&
      row.stake === stake &&
      selections.length === input.legs.length &&
      selections.every((s, i) => s === BigInt(input.legs[i]!.selectionId));
    if (!same) throw new AppError('IDEMPOTENCY_CONFLICT');
    return view(row);
  }

  async function placeChecked(
    siteCode: string,
    memberId: bigint,
    input: PlaceBetRequest,
    stake: bigint,
    replayOf: () => Promise<Bet | undefined>,
  ): Promise<Bet> {
    const limits = await limitsOf(siteCode);
    const currency = sportsCurrency(siteCode);
    const center = await accounts.member(siteCode, memberId, { accountKind: 'center', currency });
    const house = await accounts.house(siteCode, HOUSE_KIND, currency);
    const lines = [
      { accountId: center, currency, amount: -stake },
      { accountId: house, currency, amount: stake },
    ];
    // The stake's movement through the books port, posted inside the placement's own statement.
    const stakeMovement = (placedAt: Date) =>
      books.inStatement({
        purpose: 'stake',
        memberId,
        siteCode,
        kind: 'bet',
        memo: 'sportsbook bet',
        lines,
        at: placedAt,
      });
    // The catalogue may move between the read and the write: read again (the policy decides
    // again) a few times. An in-play slip waits its delay once, before the first write.
    let delayed = false;
    for (let attempt = 1; ; attempt += 1) {
      let legs = await checkSlip(input);
      const live = legs.some((l) => l.state.matchStatus === 'live');
      if (live && limits.liveDelayMs > 0 && !delayed) {
        await liveDelay(legs, limits.liveDelayMs);
        delayed = true;
        legs = await checkSlip(input); // the policy on the prices after the wait
      }
      if (stake < limits.minStake)
        throw new AppError('STAKE_TOO_LOW', { params: { min: wire(limits.minStake) } });
      if (stake > limits.maxStake)
        throw new AppError('STAKE_TOO_HIGH', { params: { max: wire(limits.maxStake) } });
      const oddsKs = legs.map((l) => l.oddsK);
      const potential = potentialReturn(stake, oddsKs);
      if (potential > limits.maxPayout) {
        throw new AppError('PAYOUT_TOO_HIGH', { params: { max: wire(limits.maxPayout) } });
      }
      const bet = {
        siteCode,
        memberId,
        requestId: input.requestId,
        kind: input.kind,
        currency,
        stake,
        oddsK: input.kind === 'single' ? BigInt(oddsKs[0]!) : parlayOddsK(oddsKs),
        potentialReturn: potential,
        oddsPolicy: input.oddsPolicy,
        live,
        placedAt: now(),
      };
      let outcome: Awaited<ReturnType<BetRepository['placeInOneStatement']>>;
      const movement = stakeMovement(bet.placedAt);
      try {
        outcome = await repository.placeInOneStatement(db, { bet, legs, books: movement });
      } catch (error) {
        throw movement.translate(error);
      }
      if (outcome.kind === 'refused') throw await movement.refusal();
      if (outcome.kind === 'placed') {
        movement.committed();
        return presentBet(placedView(outcome.id, bet, legs));
      }
      if (outcome.kind === 'duplicate') {
        const earlier = await replayOf();
        if (!earlier) throw new AppError('CONFLICT');
        return earlier;
      }
      // A member who accepts any odds is never refused for a price move: read again until a write
      // lands (a move between two round trips a few times over is all that can stop it).
      if (attempt >= (input.oddsPolicy === 'any' ? MAX_ANY_ATTEMPTS : 3)) throw new AppError('ODDS_CHANGED');
    }
  }

  /**
   * The in-play wait: a suspension or a score change (a goal) in it refuses the slip, whatever the
   * policy; a routine price move is judged by the member's policy afterwards (decision 0017).
   */
  async function liveDelay(legs: readonly CheckedLeg[], ms: number): Promise<void> {
    await sleep(ms);
    const again = await repository.selections(
      db,
      legs.map((l) => l.state.selectionId),
    );
    for (const l of legs) {
      const s = again.find((x) => x.selectionId === l.state.selectionId);
      if (
        s?.marketStatus !== 'open' ||
        s.matchSuspended ||
        (s.matchStatus !== 'live' && s.matchStatus !== 'scheduled')
      ) {
        throw new AppError('MARKET_SUSPENDED');
      }
      if (s.score !== l.state.score) throw new AppError('ODDS_CHANGED');
    }
  }

  return {
    limitsOf,

    async limits(siteCode: string): Promise<SportsLimits> {
      const l = await limitsOf(siteCode);
      return {
        currency: l.currency,
        minStake: wire(l.minStake),
        maxStake: wire(l.maxStake),
        maxPayout: wire(l.maxPayout),
        liveDelayMs: l.liveDelayMs,
        quickStakes: l.quickStakes,
      };
    },

    async setLimits(
      siteCode: string,
      input: { minStake: string; maxStake: string; maxPayout: string; liveDelayMs: number },
      audit: (tx: Parameters<BetRepository['saveLimits']>[0]) => Promise<void>,
    ): Promise<SportsLimits> {
      const minStake = parseAmountToMinor(input.minStake);
      const maxStake = parseAmountToMinor(input.maxStake);
      const maxPayout = parseAmountToMinor(input.maxPayout);
      if (minStake > maxStake || maxStake > maxPayout)
        throw new AppError('BAD_REQUEST', { detail: 'limits' });
      await db.transaction(async (tx) => {
        await repository.saveLimits(tx, {
          siteCode,
          minStake,
          maxStake,
          maxPayout,
          liveDelayMs: input.liveDelayMs,
          updatedAt: now(),
        });
        await audit(tx);
      });
      limitsCache.delete(siteCode);
      return this.limits(siteCode);
    },

    async prefs(
      siteCode: string,
      memberId: bigint,
    ): Promise<{ oddsFormat: OddsFormat; oddsPolicy: OddsPolicy }> {
      const row = await repository.prefs(db, siteCode, memberId);
      return {
        oddsFormat: (row?.oddsFormat ?? 'hk') as OddsFormat,
        oddsPolicy: (row?.oddsPolicy ?? 'better') as OddsPolicy,
      };
    },

    async savePrefs(
      siteCode: string,
      memberId: bigint,
      input: { oddsFormat?: OddsFormat | undefined; oddsPolicy?: OddsPolicy | undefined },
    ) {
      const current = await this.prefs(siteCode, memberId);
      const next = {
        oddsFormat: input.oddsFormat ?? current.oddsFormat,
        oddsPolicy: input.oddsPolicy ?? current.oddsPolicy,
      };
      await repository.savePrefs(db, siteCode, memberId, next.oddsFormat, next.oddsPolicy);
      return next;
    },

    /**
     * Places one slip; a replay of a placed slip answers the same bet and moves nothing. The hot
     * path is two reads (limits are cached) and one write statement (decision 0021): read the
     * legs, check them, then `placeInOneStatement` re-checks them, writes the bet and its legs and
     * debits the stake in one round trip. A used request id, or a refusal when the request id
     * already placed a bet, answers that bet.
     */
    async place(siteCode: string, memberId: bigint, input: PlaceBetRequest): Promise<Bet> {
      const stake = parseAmountToMinor(input.stake);
      const n = input.legs.length;
      if (input.kind === 'single' && n !== 1) throw new AppError('BAD_REQUEST', { detail: 'legs' });
      if (input.kind === 'parlay' && (n < PARLAY_MIN_LEGS || n > PARLAY_MAX_LEGS)) {
        throw new AppError('PARLAY_LEGS', { params: { min: PARLAY_MIN_LEGS, max: PARLAY_MAX_LEGS } });
      }
      const replayOf = async () => {
        const row = await repository.byRequest(db, siteCode, memberId, input.requestId);
        return row ? replay(row, input, stake) : undefined;
      };
      try {
        return await placeChecked(siteCode, memberId, input, stake, replayOf);
      } catch (error) {
        // A slip already placed is answered as placed, even if the catalogue refuses it now.
        if (!(error instanceof AppError) || error.code === 'IDEMPOTENCY_CONFLICT') throw error;
        const earlier = await replayOf();
        if (earlier) return earlier;
        throw error;
      }
    },

    async openBets(siteCode: string, memberId: bigint): Promise<{ list: Bet[] }> {
      const rows = await repository.openBets(db, siteCode, memberId, 200);
      return { list: (await repository.views(db, rows)).map(presentBet) };
    },

    async detail(siteCode: string, memberId: bigint, id: number): Promise<Bet> {
      const row = await repository.memberBet(db, siteCode, memberId, BigInt(id));
      // Another member's bet and no bet at all: the same answer.
      if (!row) throw new AppError('BET_NOT_FOUND');
      return view(row);
    },

    async records(
      siteCode: string,
      memberId: bigint,
      q: { product: string; status: string; preset: number; page: number; size: number },
    ): Promise<BetRecords> {
      const range = dateRangePreset(q.preset as DateRangePreset, now());
      const page = await repository.records(db, {
        siteCode,
        memberId,
        statuses: STATUS_FILTER[q.status],
        from: range?.start,
        to: range?.end,
        limit: q.size,
        offset: (q.page - 1) * q.size,
      });
      const list = (await repository.views(db, page.rows)).map(presentBet);
      return {
        list,
        page: q.page,
        size: q.size,
        total: page.total,
        totals: { stake: wire(page.stake), validStake: wire(page.validStake), winLoss: wire(page.winLoss) },
      };
    },

    /**
     * A member's bets by id, presented, in the order asked (other members' ids are left out): bet
     * records across products (modules/bet-records) hydrate the sportsbook's rows of a page here.
     */
    async byIds(siteCode: string, memberId: bigint, ids: readonly bigint[]): Promise<Bet[]> {
      const rows = (await repository.byIds(db, ids)).filter(
        (r) => r.siteCode === siteCode && r.memberId === memberId,
      );
      return (await repository.views(db, rows)).map(presentBet);
    },

    /** An operator's view of a member's bets, newest first. */
    async memberBets(siteCode: string, memberId: bigint, page: number, size: number) {
      const p = await repository.records(db, { siteCode, memberId, limit: size, offset: (page - 1) * size });
      return { list: (await repository.views(db, p.rows)).map(presentBet), total: p.total };
    },
  };
}

export type BetService = ReturnType<typeof createBetService>;
