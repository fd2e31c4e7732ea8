import { AGENT_TREE_DEPTH } from '@houseline/shared/api/contract/agent';
import { VENUE_PRODUCTS } from '@houseline/shared/api/contract/casino';
import type { ReportProduct } from '@houseline/shared/reports/report-options';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { bounds, type DayRange, rowsOf } from './report-sql.repository.ts';

export interface PageSlice {
  limit: number;
  offset: number;
}

export interface RankingRow {
  memberId: bigint;
  username: string;
  vipLevel: number;
  bets: number;
  stake: bigint;
  payout: bigint;
}

export interface AgentRow {
  memberId: bigint;
  username: string;
  inviteCode: string | null;
  directMembers: number;
  indirectMembers: number;
  newMembers: number;
  deposits: bigint;
  turnover: bigint;
  ggr: bigint;
  commission: bigint;
  commissionCount: number;
}

/**
 * What the agent report sorts by: the statement's own numeric columns, qualified (a bare name would
 * sort the text of the output column), never the operator's text.
 */
export const AGENT_SORT_COLUMNS = {
  turnover: sql`r.turnover`,
  deposits: sql`r.deposits`,
  ggr: sql`r.ggr`,
  commission: sql`r.commission`,
  newMembers: sql`r.new_members`,
  members: sql`r.direct_members + r.indirect_members`,
} as const;

const big = (v: unknown) => BigInt(String(v ?? 0));

/**
 * The settled bets each member placed in the range, per member (count, stake, payout), from the
 * three bet tables the daily report's bets by product reads — the same rows, so the ranking's nets
 * add up to that report's GGR. Each branch is bounded by the brand, the currency and the range, and
 * is read through its `(site_code, member_id, placed_at)` index; `product` keeps only its branch.
 */
function settledBetsPerMember(siteCode: string, currency: string, r: DayRange, product?: ReportProduct): SQL {
  const { from, to } = bounds(r);
  const where = sql`site_code = ${siteCode} and currency = ${currency}
    and placed_at >= ${from} and placed_at < ${to} and settled_at is not null`;
  const branches: SQL[] = [];
  if (!product || product === 'sportsbook')
    branches.push(sql`select member_id, count(*) as bets, sum(stake) as stake, sum(payout) as payout
      from sb_bets where ${where} group by member_id`);
  if (!product || (VENUE_PRODUCTS as readonly string[]).includes(product))
    branches.push(sql`select member_id, count(*) as bets, sum(stake) as stake, sum(payout) as payout
      from venue_bets where ${where} ${product ? sql`and product = ${product}` : sql``} group by member_id`);
  if (!product || product === 'live_tables')
    branches.push(sql`select member_id, count(*) as bets, sum(stake) as stake, sum(coalesce(payout, 0)) as payout
      from live_bets where ${where} group by member_id`);
  return sql`select member_id, sum(bets)::int as bets, sum(stake) as stake, sum(payout) as payout
    from (${sql.join(branches, sql` union all `)}) b group by member_id`;
}

/** The member reports' SQL: the win/loss ranking and the agents with their teams' figures. */
export function createMemberReportsRepository() {
  return {
    /** One page of the ranked members (largest net first for winners, smallest for losers), and the count. */
    async ranking(
      db: DbOrTx,
      siteCode: string,
      currency: string,
      r: DayRange,
      query: { order: 'winners' | 'losers'; product?: ReportProduct | undefined } & PageSlice,
    ) {
      const per = settledBetsPerMember(siteCode, currency, r, query.product);
      const direction = query.order === 'winners' ? sql`desc` : sql`asc`;
      const [page, sums] = await Promise.all([
        db.execute(sql`
          with t as (${per})
          select t.member_id, m.username, m.vip_level, t.bets, t.stake::text, t.payout::text
            from t join members m on m.id = t.member_id and m.site_code = ${siteCode}
           order by t.payout - t.stake ${direction}, t.member_id
           limit ${query.limit} offset ${query.offset}`),
        db.execute(sql`
          with t as (${per})
          select count(*)::int as members, coalesce(sum(bets), 0)::int as bets,
                 coalesce(sum(stake), 0)::text as stake, coalesce(sum(payout), 0)::text as payout
            from t`),
      ]);
      const rows = rowsOf<Record<string, unknown>>(page);
      const [totals] = rowsOf<Record<string, unknown>>(sums);
      return {
        list: rows.map(
          (row): RankingRow => ({
            memberId: big(row.member_id),
            username: String(row.username),
            vipLevel: Number(row.vip_level),
            bets: Number(row.bets),
            stake: big(row.stake),
            payout: big(row.payout),
          }),
        ),
        total: Number(totals?.members ?? 0),
        totals: { bets: Number(totals?.bets ?? 0), stake: big(totals?.stake), payout: big(totals?.payout) },
      };
    },

    /**
     * The brand's agents (members with at least one invitee), one page sorted by `sort`, and the
     * count. Each agent's team is its downline up to AGENT_TREE_DEPTH levels as the agent module
     * walks it (members.parent_id); the team's deposits, turnover and GGR are per member first,
     * then summed per agent; the commission is the agent's own payments made in the range.
     */
    async agents(
      db: DbOrTx,
      siteCode: string,
      currency: string,
      r: DayRange,
      query: { sort: keyof typeof AGENT_SORT_COLUMNS } & PageSlice,
    ) {
      const { from, to } = bounds(r);
      const result = await db.execute(sql`
        with recursive team(agent_id, member_id, depth) as (
          select parent_id, id, 1 from members where site_code = ${siteCode} and parent_id is not null
          union all
          select p.parent_id, t.member_id, t.depth + 1 from team t join members p on p.id = t.agent_id
           where p.site_code = ${siteCode} and p.parent_id is not null and t.depth < ${AGENT_TREE_DEPTH}
        ),
        dep as (
          select member_id, sum(amount) as amount from deposit_orders
           where site_code = ${siteCode} and currency = ${currency} and status = 'succeeded'
             and updated_at >= ${from} and updated_at < ${to}
           group by member_id),
        tv as (
          select member_id, sum(amount) as amount from turnover_entries
           where site_code = ${siteCode} and kind = 'progress' and created_at >= ${from} and created_at < ${to}
           group by member_id),
        gg as (select member_id, stake - payout as amount from (${settledBetsPerMember(siteCode, currency, r)}) b),
        agg as (
          select t.agent_id,
                 count(*) filter (where t.depth = 1)::int as direct_members,
                 count(*) filter (where t.depth > 1)::int as indirect_members,
                 count(*) filter (where m.created_at >= ${from} and m.created_at < ${to})::int as new_members,
                 coalesce(sum(dep.amount), 0) as deposits, coalesce(sum(tv.amount), 0) as turnover,
                 coalesce(sum(gg.amount), 0) as ggr
            from team t join members m on m.id = t.member_id
            left join dep on dep.member_id = t.member_id left join tv on tv.member_id = t.member_id
            left join gg on gg.member_id = t.member_id
           group by t.agent_id),
        com as (
          select member_id, sum(amount) as amount, count(*)::int as n from agent_commissions
           where site_code = ${siteCode} and created_at >= ${from} and created_at < ${to}
           group by member_id),
        ranked as (
          select agg.*, coalesce(com.amount, 0) as commission, coalesce(com.n, 0) as commission_count
            from agg left join com on com.member_id = agg.agent_id)
        select r.agent_id, a.username, a.invite_code, r.direct_members, r.indirect_members,
               r.new_members, r.deposits::text, r.turnover::text, r.ggr::text,
               r.commission::text, r.commission_count::int, count(*) over ()::int as total
          from ranked r join members a on a.id = r.agent_id and a.site_code = ${siteCode}
         order by ${AGENT_SORT_COLUMNS[query.sort]} desc, r.agent_id
         limit ${query.limit} offset ${query.offset}`);
      const rows = rowsOf<Record<string, unknown>>(result);
      const list = rows.map(
        (row): AgentRow => ({
          memberId: big(row.agent_id),
          username: String(row.username),
          inviteCode: row.invite_code === null ? null : String(row.invite_code),
          directMembers: Number(row.direct_members),
          indirectMembers: Number(row.indirect_members),
          newMembers: Number(row.new_members),
          deposits: big(row.deposits),
          turnover: big(row.turnover),
          ggr: big(row.ggr),
          commission: big(row.commission),
          commissionCount: Number(row.commission_count),
        }),
      );
      // A page past the last has no row to carry the count: count the agents alone then.
      if (rows.length > 0 || query.offset === 0) return { list, total: Number(rows[0]?.total ?? 0) };
      const [n] = rowsOf<{ n: number }>(
        await db.execute(sql`select count(distinct parent_id)::int as n from members
          where site_code = ${siteCode} and parent_id is not null`),
      );
      return { list, total: Number(n?.n ?? 0) };
    },
  };
}

export type MemberReportsRepository = ReturnType<typeof createMemberReportsRepository>;
