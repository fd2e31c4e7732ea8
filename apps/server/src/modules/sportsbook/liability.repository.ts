import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { rowsOf } from './catalogue.repository.ts';

/** Open bets of one brand on a match, summed per selection (for the operators' liability view). */
export function createLiabilityRepository() {
  return {
    async perSelection(db: DbOrTx, siteCode: string, matchId: bigint) {
      const rows = rowsOf<Record<string, unknown>>(
        await db.execute(sql`select g.selection_id as "selectionId", count(*)::int as bets,
            coalesce(sum(b.stake), 0)::text as stake,
            coalesce(sum(case when b.kind = 'single' then b.stake * g.odds_k / 1000
              else b.potential_return end), 0)::text as payout
          from sb_bet_legs g join sb_bets b on b.id = g.bet_id
          where g.match_id = ${matchId} and b.site_code = ${siteCode} and b.status = 'open'
          group by g.selection_id`),
      );
      return rows.map((r) => ({
        selectionId: BigInt(r.selectionId as bigint),
        bets: Number(r.bets),
        stake: BigInt(String(r.stake).split('.')[0]!),
        payout: BigInt(String(r.payout).split('.')[0]!),
      }));
    },
  };
}

export type LiabilityRepository = ReturnType<typeof createLiabilityRepository>;
