import type { Market, MatchSummary } from '@houseline/shared/api/contract/sportsbook';
import { wireToOddsK } from '@houseline/shared/sportsbook/markets';
import type { SlipLeg } from './slip.ts';

/** A slip leg as the cache sees it now: current odds, market version, and whether it is open. */
export interface LegNow {
  oddsK: number;
  version: number;
  open: boolean;
}

function matchesOf(data: unknown): MatchSummary[] {
  if (!data || typeof data !== 'object') return [];
  const h = data as { list?: unknown; d?: unknown; markets?: unknown };
  if (Array.isArray(h.list)) return h.list as MatchSummary[];
  if (Array.isArray(h.d)) return h.d as MatchSummary[];
  if (Array.isArray(h.markets)) return [data as MatchSummary];
  return [];
}

/**
 * The latest state of each leg's market among the cached sportsbook answers (the highest market
 * version wins; a suspended market or match, or one no longer scheduled or live, is closed).
 */
export function legsNow(datas: readonly unknown[], legs: readonly SlipLeg[]): Map<number, LegNow> {
  const out = new Map<number, LegNow>();
  for (const data of datas) {
    for (const match of matchesOf(data)) {
      for (const leg of legs) {
        if (leg.matchId !== match.id) continue;
        const market: Market | undefined = match.markets.find((m) => m.id === leg.marketId);
        const sel = market?.selections.find((s) => s.id === leg.selectionId);
        const oddsK = sel ? wireToOddsK(sel.odds) : null;
        if (!market || oddsK === null) continue;
        const held = out.get(leg.selectionId);
        if (held && held.version > market.version) continue;
        const open =
          market.status === 'open' &&
          !match.suspended &&
          (match.status === 'scheduled' || match.status === 'live');
        out.set(leg.selectionId, { oddsK, version: market.version, open });
      }
    }
  }
  return out;
}
