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
import type { MemberEvents } from '../../platform/realtime/member-events.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { BetRepository, BetRow, SelectionState } from './bet.repository.ts';
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
export interface SportsAccounts {
  member(
    siteCode: string,
    memberId: bigint,
    wallet: { accountKind: string; currency: string },
  ): Promise<bigint>;
  house(siteCode: string, kind: string, currency: string): Promise<bigint>;
}

export interface BetServiceDeps {
  db: Db;
  repository: BetRepository;
  ledger: LedgerService;
  accounts: SportsAccounts;
  events: Pick<MemberEvents, 'balanceChanged'>;
  /** The in-play delay of brands without a limits row. */
  liveDelayMs?: number;
  now?: () => Date;
  sleep?: (ms: number) => Promise<void>;
}

interface CheckedLeg {
  state: SelectionState;
  oddsK: number;
}

const RESTART = Symbol('bet request raced');
const STATUS_FILTER: Record<string, readonly string[] | undefined> = {
  all: undefined,
  unsettled: ['open'],
  settled: ['settled', 'cashed_out'],
  cancelled: ['void'],
};

/** Checks one leg against the current catalogue and the member's odds-change policy. */
function checkLeg(state: SelectionState, seenK: number, seenVersion: number, policy: OddsPolicy): number {
  if (state.matchStatus !== 'scheduled' && state.matchStatus !== 'live') throw new AppError('MATCH_CLOSED');
  if (state.marketStatus === 'settled' || state.marketStatus === 'void') throw new AppError('MATCH_CLOSED');
  if (state.marketStatus !== 'open' || state.matchSuspended) throw new AppError('MARKET_SUSPENDED');
  if (policy === 'better' && state.oddsK < seenK) throw new AppError('ODDS_CHANGED');
  if (
    policy === 'none' &&
    (state.oddsK !== seenK || (state.version !== seenVersion && state.oddsK !== seenK))
  ) {
    throw new AppError('ODDS_CHANGED');
  }
  return state.oddsK;
}

/**
 * Bets: the slip (checked against the catalogue, the policy, the limits and the balance, then one
 * transaction: the bet, its legs and the ledger entry), preferences, limits and the member's reads.
 */
export function createBetService(deps: BetServiceDeps) {
  const { db, repository, ledger, accounts, events } = deps;
  const now = deps.now ?? (() => new Date());
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));

  async function limitsOf(siteCode: string): Promise<Limits> {
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

    /** Places one slip; a replay of a placed slip answers the same bet and moves nothing. */
    async place(siteCode: string, memberId: bigint, input: PlaceBetRequest): Promise<Bet> {
      const stake = parseAmountToMinor(input.stake);
      const existing = await repository.byRequest(db, siteCode, memberId, input.requestId);
      if (existing) return replay(existing, input, stake);

      const n = input.legs.length;
      if (input.kind === 'single' && n !== 1) throw new AppError('BAD_REQUEST', { detail: 'legs' });
      if (input.kind === 'parlay' && (n < PARLAY_MIN_LEGS || n > PARLAY_MAX_LEGS)) {
        throw new AppError('PARLAY_LEGS', { params: { min: PARLAY_MIN_LEGS, max: PARLAY_MAX_LEGS } });
      }
      const limits = await limitsOf(siteCode);
      const first = await checkSlip(input);
      if (stake < limits.minStake)
        throw new AppError('STAKE_TOO_LOW', { params: { min: wire(limits.minStake) } });
      if (stake > limits.maxStake)
        throw new AppError('STAKE_TOO_HIGH', { params: { max: wire(limits.maxStake) } });
      const potential = potentialReturn(
        stake,
        first.map((l) => l.oddsK),
      );
      if (potential > limits.maxPayout) {
        throw new AppError('PAYOUT_TOO_HIGH', { params: { max: wire(limits.maxPayout) } });
      }
      const currency = sportsCurrency(siteCode);
      const center = await accounts.member(siteCode, memberId, { accountKind: 'center', currency });
      const house = await accounts.house(siteCode, HOUSE_KIND, currency);

      const live = first.some((l) => l.state.matchStatus === 'live');
      if (live && limits.liveDelayMs > 0) {
        await sleep(limits.liveDelayMs);
        // During the wait a price change or a suspension refuses the slip, whatever the policy.
        const again = await repository.selections(
          db,
          first.map((l) => l.state.selectionId),
        );
        for (const l of first) {
          const s = again.find((x) => x.selectionId === l.state.selectionId);
          if (
            s?.marketStatus !== 'open' ||
            s.matchSuspended ||
            (s.matchStatus !== 'live' && s.matchStatus !== 'scheduled')
          ) {
            throw new AppError('MARKET_SUSPENDED');
          }
          if (s.oddsK !== l.oddsK) throw new AppError('ODDS_CHANGED');
        }
      }

      let row: BetRow;
      try {
        row = await db.transaction(async (tx) => {
          const legs = await checkSlip(input, tx);
          const oddsKs = legs.map((l) => l.oddsK);
          const potentialNow = potentialReturn(stake, oddsKs);
          if (potentialNow > limits.maxPayout) {
            throw new AppError('PAYOUT_TOO_HIGH', { params: { max: wire(limits.maxPayout) } });
          }
          const inserted = await repository.insertBet(tx, {
            siteCode,
            memberId,
            requestId: input.requestId,
            kind: input.kind,
            currency,
            stake,
            oddsK: input.kind === 'single' ? BigInt(oddsKs[0]!) : parlayOddsK(oddsKs),
            potentialReturn: potentialNow,
            oddsPolicy: input.oddsPolicy,
            live,
            placedAt: now(),
          });
          if (!inserted) throw RESTART;
          await repository.insertLegs(
            tx,
            legs.map((l, i) => ({
              betId: inserted.id,
              legNo: i + 1,
              matchId: l.state.matchId,
              marketId: l.state.marketId,
              selectionId: l.state.selectionId,
              marketType: l.state.marketType,
              period: l.state.period,
              lineQ: l.state.lineQ,
              selectionCode: l.state.code,
              oddsK: l.oddsK,
            })),
          );
          await ledger.post(
            {
              siteCode,
              kind: 'bet',
              idempotencyKey: `sb:bet:${inserted.id}`,
              reference: `sb:${inserted.id}`,
              memo: 'sportsbook bet',
              lines: [
                { accountId: center, currency, amount: -stake },
                { accountId: house, currency, amount: stake },
              ],
            },
            tx,
          );
          return inserted;
        });
      } catch (error) {
        if (error !== RESTART) throw error;
        const raced = await repository.byRequest(db, siteCode, memberId, input.requestId);
        if (!raced) throw new AppError('CONFLICT');
        return replay(raced, input, stake);
      }
      events.balanceChanged(siteCode, memberId);
      return view(row);
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

    /** An operator's view of a member's bets, newest first. */
    async memberBets(siteCode: string, memberId: bigint, page: number, size: number) {
      const p = await repository.records(db, { siteCode, memberId, limit: size, offset: (page - 1) * size });
      return { list: (await repository.views(db, p.rows)).map(presentBet), total: p.total };
    },
  };
}

export type BetService = ReturnType<typeof createBetService>;
