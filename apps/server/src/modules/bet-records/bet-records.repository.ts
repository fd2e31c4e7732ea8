import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? result) as T[];
}

/** A venue round with its game's name in the brand's catalogue. */
export interface VenueBetRecordRow {
  id: bigint;
  siteCode: string;
  memberId: bigint;
  product: string;
  venue: string;
  gameId: number | null;
  gameCode: string;
  gameName: string | null;
  roundId: string;
  status: string;
  currency: string;
  stake: bigint;
  validStake: bigint;
  payout: bigint;
  placedAt: Date;
  settledAt: Date | null;
  detail: string;
}

export interface RecordsQuery {
  siteCode: string;
  memberId: bigint;
  /** sb_bets rows are in (sports or all). */
  sports: boolean;
  /** venue_bets rows are in; a product narrows them. */
  venues: boolean;
  /** live_bets rows (the house's live tables, issue 12) are in. */
  live?: boolean | undefined;
  product?: string | undefined;
  statuses?: readonly string[] | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  limit: number;
  offset: number;
}

const VENUE_COLUMNS = sql`v.id, v.site_code as "siteCode", v.member_id as "memberId", v.product, v.venue,
  v.game_id as "gameId", v.game_code as "gameCode", g.name as "gameName", v.round_id as "roundId", v.status,
  v.currency, v.stake, v.valid_stake as "validStake", v.payout, v.placed_at as "placedAt",
  v.settled_at as "settledAt", v.detail`;

function toVenueRow(r: Record<string, unknown>): VenueBetRecordRow {
  const date = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));
  return {
    id: BigInt(String(r.id)),
    siteCode: String(r.siteCode),
    memberId: BigInt(String(r.memberId)),
    product: String(r.product),
    venue: String(r.venue),
    gameId: r.gameId === null || r.gameId === undefined ? null : Number(r.gameId),
    gameCode: String(r.gameCode),
    gameName: r.gameName === null || r.gameName === undefined ? null : String(r.gameName),
    roundId: String(r.roundId),
    status: String(r.status),
    currency: String(r.currency),
    stake: BigInt(String(r.stake)),
    validStake: BigInt(String(r.validStake)),
    payout: BigInt(String(r.payout)),
    placedAt: date(r.placedAt),
    settledAt: r.settledAt === null || r.settledAt === undefined ? null : date(r.settledAt),
    detail: String(r.detail ?? ''),
  };
}

/**
 * The SQL of bet records across products: one ordering (placed time, newest first) and one set of
 * totals over a UNION ALL of the sportsbook's bets and the venues' rounds; the page comes back as
 * (source, id) pairs the service hydrates from each product.
 */
export function createBetRecordsRepository() {
  return {
    async page(db: DbOrTx, q: RecordsQuery) {
      const common = (table: string): SQL[] => {
        const t = sql.raw(table);
        const conds = [sql`${t}.site_code = ${q.siteCode}`, sql`${t}.member_id = ${q.memberId}`];
        if (q.statuses) {
          conds.push(
            sql`${t}.status in (${sql.join(
              q.statuses.map((s) => sql`${s}`),
              sql`, `,
            )})`,
          );
        }
        if (q.from) conds.push(sql`${t}.placed_at >= ${q.from}`);
        if (q.to) conds.push(sql`${t}.placed_at <= ${q.to}`);
        return conds;
      };
      const parts: SQL[] = [];
      if (q.sports) {
        // A sportsbook bet's result: payout − stake once it is no longer open (void pays the stake back).
        parts.push(sql`select 'sb' as src, b.id, b.placed_at, b.stake, b.valid_stake,
            case when b.status <> 'open' then b.payout - b.stake else 0 end as win_loss
          from sb_bets b where ${sql.join(common('b'), sql` and `)}`);
      }
      if (q.venues) {
        const conds = common('v');
        if (q.product) conds.push(sql`v.product = ${q.product}`);
        // A venue round's result counts once settled; a void round gave its stake back.
        parts.push(sql`select 'v' as src, v.id, v.placed_at, v.stake, v.valid_stake,
            case when v.status = 'settled' then v.payout - v.stake else 0 end as win_loss
          from venue_bets v where ${sql.join(conds, sql` and `)}`);
      }
      if (q.live) {
        // A live-table bet's result counts once settled; a void round gave its stake back.
        parts.push(sql`select 'l' as src, l.id, l.placed_at, l.stake, l.valid_stake,
            case when l.status = 'settled' then l.payout - l.stake else 0 end as win_loss
          from live_bets l where ${sql.join(common('l'), sql` and `)}`);
      }
      if (parts.length === 0) return { keys: [], total: 0, stake: 0n, validStake: 0n, winLoss: 0n };
      const rows = sql`(${sql.join(parts, sql` union all `)})`;
      const [totals] = rowsOf<Record<string, unknown>>(
        await db.execute(sql`select count(*)::int as n, coalesce(sum(stake), 0)::text as stake,
            coalesce(sum(valid_stake), 0)::text as valid, coalesce(sum(win_loss), 0)::text as "winLoss"
          from ${rows} r`),
      );
      const keys = rowsOf<{ src: string; id: string | bigint }>(
        await db.execute(sql`select src, id from ${rows} r
          order by placed_at desc, src desc, id desc limit ${q.limit} offset ${q.offset}`),
      ).map((r) => ({ src: r.src as 'sb' | 'v' | 'l', id: BigInt(r.id) }));
      return {
        keys,
        total: Number(totals?.n ?? 0),
        stake: BigInt(String(totals?.stake ?? '0')),
        validStake: BigInt(String(totals?.valid ?? '0')),
        winLoss: BigInt(String(totals?.winLoss ?? '0')),
      };
    },

    /** A member's venue rounds by id, in the order asked. */
    async venueBets(
      db: DbOrTx,
      siteCode: string,
      memberId: bigint,
      ids: readonly bigint[],
    ): Promise<VenueBetRecordRow[]> {
      if (ids.length === 0) return [];
      const rows = rowsOf<Record<string, unknown>>(
        await db.execute(sql`select ${VENUE_COLUMNS} from venue_bets v
          left join games g on g.site_code = v.site_code and g.id = v.game_id
          where v.site_code = ${siteCode} and v.member_id = ${memberId} and v.id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`),
      ).map(toVenueRow);
      return ids.flatMap((id) => rows.filter((r) => r.id === id));
    },
  };
}

export type BetRecordsRepository = ReturnType<typeof createBetRecordsRepository>;
