import { AGENT_TREE_DEPTH } from '@houseline/shared/api/contract/agent';
import { and, asc, count, desc, eq, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  agentCommissionPeriods,
  agentCommissionRates,
  agentCommissions,
  members,
} from '../../platform/db/schema.ts';

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;
const big = (v: unknown): bigint => (v === null || v === undefined ? 0n : BigInt(String(v)));
const num = (v: unknown): number => Number(v ?? 0);

export interface TreeRow {
  id: bigint;
  username: string;
  joinedAt: Date;
  directCount: number;
  monthTurnover: bigint;
}

export type CommissionRateRow = typeof agentCommissionRates.$inferSelect;

export interface DayTurnover {
  agentId: bigint;
  level1: bigint;
  level2: bigint;
}

/** A tree node's columns: its invitee count and its valid turnover since `monthStart`. */
const nodeSelect = (siteCode: string, monthStart: Date) => sql`
  select m.id, m.username, m.created_at,
    (select count(*) from members c where c.parent_id = m.id) as direct_count,
    (select coalesce(sum(t.amount), 0) from turnover_entries t
       where t.site_code = ${siteCode} and t.member_id = m.id and t.kind = 'progress'
         and t.created_at >= ${monthStart.toISOString()}) as month_turnover
  from members m`;

const treeRow = (r: Row): TreeRow => ({
  id: big(r.id),
  username: String(r.username),
  joinedAt: new Date(String(r.created_at)),
  directCount: num(r.direct_count),
  monthTurnover: big(r.month_turnover),
});

/** The downline (members.parent_id chains), its valid turnover, and the commission books. */
export function createAgentRepository() {
  return {
    async member(db: DbOrTx, siteCode: string, memberId: bigint) {
      const [row] = await db
        .select({ id: members.id, username: members.username, inviteCode: members.inviteCode })
        .from(members)
        .where(and(eq(members.siteCode, siteCode), eq(members.id, memberId)));
      return row;
    },

    /** Team size up to AGENT_TREE_DEPTH levels, direct invitees, and who joined since `since`. */
    async teamCounts(db: DbOrTx, siteCode: string, agentId: bigint, since: Date) {
      const result = await db.execute(sql`
        with recursive team(id, depth, created_at) as (
          select id, 1, created_at from members where site_code = ${siteCode} and parent_id = ${agentId}
          union all
          select m.id, t.depth + 1, m.created_at from members m join team t on m.parent_id = t.id
          where m.site_code = ${siteCode} and t.depth < ${AGENT_TREE_DEPTH}
        )
        select count(*) as total,
               count(*) filter (where depth = 1) as direct,
               count(*) filter (where created_at >= ${since.toISOString()}) as joined
        from team`);
      const row = rowsOf(result)[0] ?? {};
      return { total: num(row.total), direct: num(row.direct), joined: num(row.joined) };
    },

    /** Valid turnover of an agent's level-1 and level-2 invitees in [from, to). */
    async downlineTurnover(db: DbOrTx, siteCode: string, agentId: bigint, from: Date, to: Date) {
      const result = await db.execute(sql`
        select
          coalesce(sum(t.amount) filter (where m.parent_id = ${agentId}), 0) as level1,
          coalesce(sum(t.amount) filter (where p.parent_id = ${agentId}), 0) as level2
        from turnover_entries t
        join members m on m.id = t.member_id
        left join members p on p.id = m.parent_id
        where t.site_code = ${siteCode} and t.kind = 'progress'
          and t.created_at >= ${from.toISOString()} and t.created_at < ${to.toISOString()}
          and (m.parent_id = ${agentId} or p.parent_id = ${agentId})`);
      const row = rowsOf(result)[0] ?? {};
      return { level1: big(row.level1), level2: big(row.level2) };
    },

    /**
     * The chain from `nodeId` up to `agentId` (node first), when the node is `agentId` itself or
     * in its downline within AGENT_TREE_DEPTH levels; otherwise undefined.
     */
    async pathToAgent(db: DbOrTx, siteCode: string, agentId: bigint, nodeId: bigint) {
      const result = await db.execute(sql`
        with recursive up(id, parent_id, username, steps) as (
          select id, parent_id, username, 0 from members where site_code = ${siteCode} and id = ${nodeId}
          union all
          select m.id, m.parent_id, m.username, u.steps + 1 from members m join up u on m.id = u.parent_id
          where m.site_code = ${siteCode} and u.steps < ${AGENT_TREE_DEPTH} and u.id <> ${agentId}
        )
        select id, username, steps from up order by steps`);
      const chain = rowsOf(result).map((r) => ({ id: big(r.id), username: String(r.username) }));
      const last = chain[chain.length - 1];
      return last && last.id === agentId ? chain : undefined;
    },

    /** A node's invitees, newest first, with their own invitee counts and month turnover. */
    async children(
      db: DbOrTx,
      siteCode: string,
      nodeId: bigint,
      monthStart: Date,
      page: number,
      size: number,
    ) {
      const [total] = await db
        .select({ n: count() })
        .from(members)
        .where(and(eq(members.siteCode, siteCode), eq(members.parentId, nodeId)));
      const result = await db.execute(sql`
        ${nodeSelect(siteCode, monthStart)}
        where m.site_code = ${siteCode} and m.parent_id = ${nodeId}
        order by m.created_at desc, m.id desc
        limit ${size} offset ${(page - 1) * size}`);
      const list = rowsOf(result).map(treeRow);
      return { list, total: Number(total?.n ?? 0) };
    },

    async node(db: DbOrTx, siteCode: string, nodeId: bigint, monthStart: Date): Promise<TreeRow | undefined> {
      const result = await db.execute(sql`
        ${nodeSelect(siteCode, monthStart)} where m.site_code = ${siteCode} and m.id = ${nodeId}`);
      const r = rowsOf(result)[0];
      return r ? treeRow(r) : undefined;
    },

    async commissionTotals(db: DbOrTx, siteCode: string, agentId: bigint) {
      const own = and(eq(agentCommissions.siteCode, siteCode), eq(agentCommissions.memberId, agentId));
      const [[totals], [last]] = await Promise.all([
        db
          .select({ total: sum(agentCommissions.amount), n: count() })
          .from(agentCommissions)
          .where(own),
        db
          .select({ amount: agentCommissions.amount })
          .from(agentCommissions)
          .where(own)
          .orderBy(desc(agentCommissions.period))
          .limit(1),
      ]);
      return { total: big(totals?.total), count: Number(totals?.n ?? 0), last: last?.amount ?? null };
    },

    async commissions(db: DbOrTx, siteCode: string, agentId: bigint, page: number, size: number) {
      const own = and(eq(agentCommissions.siteCode, siteCode), eq(agentCommissions.memberId, agentId));
      const [[total], list] = await Promise.all([
        db.select({ n: count() }).from(agentCommissions).where(own),
        db
          .select()
          .from(agentCommissions)
          .where(own)
          .orderBy(desc(agentCommissions.period))
          .limit(size)
          .offset((page - 1) * size),
      ]);
      return { list, total: Number(total?.n ?? 0) };
    },

    async isPeriodSettled(db: DbOrTx, siteCode: string, period: string): Promise<boolean> {
      const [row] = await db
        .select({ period: agentCommissionPeriods.period })
        .from(agentCommissionPeriods)
        .where(and(eq(agentCommissionPeriods.siteCode, siteCode), eq(agentCommissionPeriods.period, period)));
      return row !== undefined;
    },

    /** Every agent's level-1 and level-2 downline turnover in [from, to). */
    async dayTurnover(db: DbOrTx, siteCode: string, from: Date, to: Date): Promise<DayTurnover[]> {
      const result = await db.execute(sql`
        with t as (
          select member_id, sum(amount) as amount from turnover_entries
          where site_code = ${siteCode} and kind = 'progress'
            and created_at >= ${from.toISOString()} and created_at < ${to.toISOString()}
          group by member_id
        ),
        l1 as (
          select m.parent_id as agent_id, sum(t.amount) as amount
          from t join members m on m.id = t.member_id where m.parent_id is not null group by m.parent_id
        ),
        l2 as (
          select p.parent_id as agent_id, sum(t.amount) as amount
          from t join members m on m.id = t.member_id join members p on p.id = m.parent_id
          where p.parent_id is not null group by p.parent_id
        )
        select coalesce(l1.agent_id, l2.agent_id) as agent_id,
               coalesce(l1.amount, 0) as level1, coalesce(l2.amount, 0) as level2
        from l1 full outer join l2 on l1.agent_id = l2.agent_id
        order by 1`);
      return rowsOf(result).map((r) => ({
        agentId: big(r.agent_id),
        level1: big(r.level1),
        level2: big(r.level2),
      }));
    },

    /**
     * Claims a day for settlement inside `tx`: true for the one transaction that writes the
     * period row; a concurrent claimer waits on the key and then gets false.
     */
    async claimPeriod(tx: DbOrTx, siteCode: string, period: string, agents: number, total: bigint, at: Date) {
      const inserted = await tx
        .insert(agentCommissionPeriods)
        .values({ siteCode, period, agents, total, settledAt: at })
        .onConflictDoNothing()
        .returning({ period: agentCommissionPeriods.period });
      return inserted.length === 1;
    },

    async insertCommission(tx: DbOrTx, row: typeof agentCommissions.$inferInsert): Promise<void> {
      await tx.insert(agentCommissions).values(row);
    },

    /** The brand's commission rates, level 1 first (none before the brand is first read). */
    async rates(db: DbOrTx, siteCode: string): Promise<CommissionRateRow[]> {
      return db
        .select()
        .from(agentCommissionRates)
        .where(eq(agentCommissionRates.siteCode, siteCode))
        .orderBy(asc(agentCommissionRates.level));
    },

    /** The brand's rates, every row locked for the rest of the transaction (an edit checks their order). */
    async lockRates(tx: DbOrTx, siteCode: string): Promise<CommissionRateRow[]> {
      return tx
        .select()
        .from(agentCommissionRates)
        .where(eq(agentCommissionRates.siteCode, siteCode))
        .orderBy(asc(agentCommissionRates.level))
        .for('update');
    },

    /** Writes the default rates for a brand that has none; rows that exist are left alone. */
    async insertRates(
      db: DbOrTx,
      siteCode: string,
      rates: readonly { level: number; rateBp: number }[],
    ): Promise<void> {
      await db
        .insert(agentCommissionRates)
        .values(rates.map((r) => ({ siteCode, level: r.level, rateBp: r.rateBp })))
        .onConflictDoNothing();
    },

    async updateRate(
      tx: DbOrTx,
      siteCode: string,
      level: number,
      rateBp: number,
      at: Date,
    ): Promise<CommissionRateRow | undefined> {
      const [row] = await tx
        .update(agentCommissionRates)
        .set({ rateBp, updatedAt: at })
        .where(and(eq(agentCommissionRates.siteCode, siteCode), eq(agentCommissionRates.level, level)))
        .returning();
      return row;
    },
  };
}

export type AgentRepository = ReturnType<typeof createAgentRepository>;
