import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { bounds, type DayRange, dayOf, rowsOf } from './report-sql.repository.ts';

export type { DayRange } from './report-sql.repository.ts';

export interface DayFigures {
  day: number;
  deposits: bigint;
  depositCount: number;
  withdrawals: bigint;
  withdrawalCount: number;
  ggr: bigint;
  turnover: bigint;
  newMembers: number;
  activeMembers: number;
}

/** The house accounts that pay bonuses (their owners' constants: vip-config, tasks, promo, agent, wallet). */
export const BONUS_HOUSE_KINDS = [
  'vip_bonus',
  'vip_rebate',
  'task_rewards',
  'promo_bonus',
  'agent_commission',
  'adjustment',
] as const;

/**
 * The dashboard's SQL: per brand day, the money that came in (succeeded deposits, by the time they
 * succeeded), went out (paid withdrawals), what the games' house accounts kept (GGR: the sum of the
 * postings on every `game_pnl:*` account), the valid-bet turnover, and the members who joined and
 * who logged in. One statement per figure family; every one is bounded by the range's instants.
 */
export function createReportsRepository() {
  return {
    async daily(db: DbOrTx, siteCode: string, currency: string, r: DayRange): Promise<DayFigures[]> {
      const { from, to } = bounds(r);
      const within = (column: SQL) => sql`${column} >= ${from} and ${column} < ${to}`;
      const rows = rowsOf<Record<string, string | number>>(
        await db.execute(sql`
          with days as (select generate_series(${r.firstDay}::int, ${r.lastDay}::int) as day),
          dep as (
            select ${dayOf(sql`d.updated_at`, r)} as day, sum(d.amount) as amount, count(*) as n
              from deposit_orders d
             where d.site_code = ${siteCode} and d.currency = ${currency} and d.status = 'succeeded'
               and ${within(sql`d.updated_at`)}
             group by 1),
          wd as (
            select ${dayOf(sql`w.updated_at`, r)} as day, sum(w.amount) as amount, count(*) as n
              from withdraw_orders w
             where w.site_code = ${siteCode} and w.currency = ${currency} and w.status = 'paid'
               and ${within(sql`w.updated_at`)}
             group by 1),
          ggr as (
            select ${dayOf(sql`e.created_at`, r)} as day, sum(p.amount) as amount
              from ledger_postings p
              join ledger_accounts a on a.id = p.account_id
              join ledger_entries e on e.id = p.entry_id
             where a.site_code = ${siteCode} and a.member_id is null and a.kind like 'game\\_pnl:%'
               and p.currency = ${currency} and ${within(sql`e.created_at`)}
             group by 1),
          tv as (
            select ${dayOf(sql`t.created_at`, r)} as day, sum(t.amount) as amount
              from turnover_entries t
             where t.site_code = ${siteCode} and t.kind = 'progress' and ${within(sql`t.created_at`)}
             group by 1),
          nm as (
            select ${dayOf(sql`m.created_at`, r)} as day, count(*) as n
              from members m where m.site_code = ${siteCode} and ${within(sql`m.created_at`)}
             group by 1),
          am as (
            select ${dayOf(sql`x.created_at`, r)} as day, count(distinct x.member_id) as n
              from auth_events x
             where x.site_code = ${siteCode} and x.kind = 'login' and x.success and x.member_id is not null
               and ${within(sql`x.created_at`)}
             group by 1)
          select days.day,
                 coalesce(dep.amount, 0)::text as deposits, coalesce(dep.n, 0)::int as deposit_count,
                 coalesce(wd.amount, 0)::text as withdrawals, coalesce(wd.n, 0)::int as withdrawal_count,
                 coalesce(ggr.amount, 0)::text as ggr, coalesce(tv.amount, 0)::text as turnover,
                 coalesce(nm.n, 0)::int as new_members, coalesce(am.n, 0)::int as active_members
            from days
            left join dep on dep.day = days.day left join wd on wd.day = days.day
            left join ggr on ggr.day = days.day left join tv on tv.day = days.day
            left join nm on nm.day = days.day left join am on am.day = days.day
           order by days.day`),
      );
      return rows.map((row) => ({
        day: Number(row.day),
        deposits: BigInt(String(row.deposits)),
        depositCount: Number(row.deposit_count),
        withdrawals: BigInt(String(row.withdrawals)),
        withdrawalCount: Number(row.withdrawal_count),
        ggr: BigInt(String(row.ggr)),
        turnover: BigInt(String(row.turnover)),
        newMembers: Number(row.new_members),
        activeMembers: Number(row.active_members),
      }));
    },

    /**
     * Per day, what the house gave away: the postings that left the bonus-paying house accounts
     * (VIP bonus and rebate, task rewards, promotions, agent commission, manual adjustments), as a
     * positive cost.
     */
    async bonus(db: DbOrTx, siteCode: string, currency: string, r: DayRange): Promise<Map<number, bigint>> {
      const { from, to } = bounds(r);
      const rows = rowsOf<{ day: number; cost: string }>(
        await db.execute(sql`
          select ${dayOf(sql`e.created_at`, r)} as day, (-sum(p.amount))::text as cost
            from ledger_postings p
            join ledger_accounts a on a.id = p.account_id
            join ledger_entries e on e.id = p.entry_id
           where a.site_code = ${siteCode} and a.member_id is null and p.currency = ${currency}
             and a.kind in (${sql.join(
               BONUS_HOUSE_KINDS.map((k) => sql`${k}`),
               sql`, `,
             )})
             and e.created_at >= ${from} and e.created_at < ${to}
           group by 1`),
      );
      return new Map(rows.map((row) => [Number(row.day), BigInt(row.cost)]));
    },

    /** Bets placed in the range by product: the sportsbook, each venue product, the live tables. */
    async products(db: DbOrTx, siteCode: string, currency: string, r: DayRange) {
      const { from, to } = bounds(r);
      const settledGgr = sql`sum(case when settled_at is not null then stake - coalesce(payout, 0) else 0 end)`;
      return rowsOf<{ product: string; bets: number; stake: string; payout: string; ggr: string }>(
        await db.execute(sql`
          select product, sum(bets)::int as bets, sum(stake)::text as stake, sum(payout)::text as payout,
                 sum(ggr)::text as ggr from (
            select 'sportsbook' as product, count(*) as bets, sum(stake) as stake,
                   sum(coalesce(payout, 0)) as payout, ${settledGgr} as ggr
              from sb_bets where site_code = ${siteCode} and currency = ${currency}
               and placed_at >= ${from} and placed_at < ${to}
            union all
            select product, count(*), sum(stake), sum(coalesce(payout, 0)), ${settledGgr}
              from venue_bets where site_code = ${siteCode} and currency = ${currency}
               and placed_at >= ${from} and placed_at < ${to} group by product
            union all
            select 'live_tables', count(*), sum(stake), sum(coalesce(payout, 0)), ${settledGgr}
              from live_bets where site_code = ${siteCode} and currency = ${currency}
               and placed_at >= ${from} and placed_at < ${to}
          ) t where bets > 0 group by product order by product`),
      );
    },

    /** What waits for an operator: deposits and withdrawals not yet settled, held late payments, open alerts. */
    async queues(db: DbOrTx, siteCode: string) {
      const [row] = rowsOf<Record<string, number | string>>(
        await db.execute(sql`select
          (select count(*) from deposit_orders where site_code = ${siteCode} and status = 'pending')::int as deposits,
          (select count(*) from withdraw_orders where site_code = ${siteCode}
             and status in ('requested', 'reviewing', 'approved'))::int as withdrawals,
          (select count(*) from deposit_late_payments where site_code = ${siteCode} and status = 'held')::int as late,
          (select count(*) from job_alerts where resolved_at is null)::int as alerts`),
      );
      return {
        deposits: Number(row?.deposits ?? 0),
        withdrawals: Number(row?.withdrawals ?? 0),
        latePayments: Number(row?.late ?? 0),
        openAlerts: Number(row?.alerts ?? 0),
      };
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
