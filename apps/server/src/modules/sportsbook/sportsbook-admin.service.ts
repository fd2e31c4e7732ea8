import type { AdminLiability, Market } from '@houseline/shared/api/contract/sportsbook';
import type { OddsUpdate } from '@houseline/shared/api/realtime';
import { LINED_MARKETS, type MarketType, oddsKToWire } from '@houseline/shared/sportsbook/markets';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { CatalogueRepository } from './catalogue.repository.ts';
import type { MatchResult } from './grading.ts';
import type { LiabilityRepository } from './liability.repository.ts';
import { presentMarket, presentMatch, wire } from './present.ts';
import type { MatchAction, SettlementService } from './settlement.service.ts';

export type Audit = (tx: DbOrTx) => Promise<void>;

export interface SportsAdminDeps {
  db: Db;
  catalogue: CatalogueRepository;
  liability: LiabilityRepository;
  settlement: SettlementService;
  /** The feed's odds channel: operator changes reach the members' `odds` topic through it. */
  publishOdds?: ((update: OddsUpdate) => void) | undefined;
  now?: () => Date;
}

/** What operators do to the sportsbook: suspend or reopen, results and corrections, void, liability. */
export function createSportsAdminService(deps: SportsAdminDeps) {
  const { db, catalogue, settlement } = deps;
  const now = deps.now ?? (() => new Date());

  /** Publishes the latest state of a match and its markets (after commit; never fails the action). */
  async function publish(matchId: bigint, marketIds?: readonly bigint[]): Promise<void> {
    if (!deps.publishOdds) return;
    const match = await catalogue.matchById(db, matchId);
    if (!match) return;
    const markets = (await catalogue.marketsOf(db, [matchId], false)).filter(
      (m) => !marketIds || marketIds.includes(m.id),
    );
    const summary = presentMatch(match, []);
    try {
      deps.publishOdds({
        at: now().getTime(),
        markets: markets.map((m) => ({
          id: Number(m.id),
          matchId: Number(m.matchId),
          status: m.status as Market['status'],
          version: m.version,
          selections: m.selections.map((s) => ({ id: Number(s.id), odds: oddsKToWire(s.oddsK) })),
        })),
        matches: marketIds
          ? []
          : [{ id: summary.id, status: summary.status, suspended: summary.suspended, live: summary.live }],
      });
    } catch {
      // Publishing is best effort: the catalogue is the truth and clients re-read it.
    }
  }

  return {
    publish,

    async marketStatus(marketId: number, status: 'open' | 'suspended', audit: Audit): Promise<Market> {
      const id = BigInt(marketId);
      const changed = await db.transaction(async (tx) => {
        const row = await catalogue.setMarketStatus(tx, id, status);
        if (row) await audit(tx);
        return row;
      });
      if (!changed) {
        throw new AppError((await catalogue.marketExists(db, id)) ? 'MATCH_CLOSED' : 'MARKET_NOT_FOUND');
      }
      await publish(changed.matchId, [id]);
      const market = (await catalogue.marketsOf(db, [changed.matchId], false)).find((m) => m.id === id)!;
      return presentMarket(market);
    },

    async matchStatus(matchId: number, action: 'suspend' | 'reopen', audit: Audit): Promise<MatchAction> {
      const id = BigInt(matchId);
      const found = await db.transaction(async (tx) => {
        const ok = await catalogue.setMatchSuspended(tx, id, action === 'suspend');
        if (ok) await audit(tx);
        return ok;
      });
      if (!found) throw new AppError('MATCH_NOT_FOUND');
      await publish(id);
      const match = (await catalogue.matchById(db, id))!;
      return {
        matchId,
        status: match.status as MatchAction['status'],
        betsAffected: 0,
        resultVersion: match.resultVersion,
      };
    },

    async result(
      matchId: number,
      result: MatchResult,
      operatorId: bigint,
      audit: Audit,
    ): Promise<MatchAction> {
      const done = await settlement.settleMatch(BigInt(matchId), result, 'operator', operatorId, audit);
      await publish(BigInt(matchId));
      return done;
    },

    async voidMatch(matchId: number, reason: string, audit: Audit): Promise<MatchAction> {
      const done = await settlement.voidMatch(BigInt(matchId), reason, audit);
      await publish(BigInt(matchId));
      return done;
    },

    async liability(siteCode: string, matchId: number): Promise<AdminLiability> {
      const id = BigInt(matchId);
      if (!(await catalogue.matchById(db, id))) throw new AppError('MATCH_NOT_FOUND');
      const [markets, sums] = await Promise.all([
        catalogue.marketsOf(db, [id], false),
        deps.liability.perSelection(db, siteCode, id),
      ]);
      return {
        matchId,
        markets: markets.map((m) => {
          const stakes = m.selections.reduce(
            (t, s) => t + (sums.find((x) => x.selectionId === s.id)?.stake ?? 0n),
            0n,
          );
          return {
            marketId: Number(m.id),
            type: m.type as MarketType,
            period: m.period as Market['period'],
            line: LINED_MARKETS.includes(m.type as MarketType) ? m.lineQ / 4 : null,
            status: m.status as Market['status'],
            selections: m.selections.map((s) => {
              const x = sums.find((r) => r.selectionId === s.id);
              const payout = x?.payout ?? 0n;
              return {
                selectionId: Number(s.id),
                code: s.code,
                odds: oddsKToWire(s.oddsK),
                bets: x?.bets ?? 0,
                stake: wire(x?.stake ?? 0n),
                payout: wire(payout),
                houseNet: wire(stakes - payout),
              };
            }),
          };
        }),
      };
    },
  };
}

export type SportsAdminService = ReturnType<typeof createSportsAdminService>;
