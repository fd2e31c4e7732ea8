import type { VipRewardKind } from '@houseline/shared/api/contract/vip';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerPostings,
  members,
  vipLevels,
  vipRewards,
} from '../../platform/db/schema.ts';
import type { LadderLevel } from './vip-config.ts';

export type VipLevelRow = typeof vipLevels.$inferSelect;

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? result) as T[];
}

/** How deposits in another currency count (USDT into a CNY brand's virtual wallet). */
export interface DepositValue {
  centerCurrency: string;
  /** Center-currency minor units per 1 USDT. */
  usdtRateMinor: bigint;
}

/** Credited deposits in center-currency minor units: the center currency at face, USDT converted. */
function depositValueSql(value: DepositValue) {
  return sql`coalesce(sum(case
    when d.currency = ${value.centerCurrency} then d.amount
    when d.currency = 'USDT' then d.amount * ${value.usdtRateMinor.toString()}::bigint / 10000
    else 0 end), 0)`;
}

export interface NewReward {
  siteCode: string;
  memberId: bigint;
  kind: VipRewardKind;
  period: string;
  level: number;
  baseMinor: bigint;
  amountMinor: bigint;
}

/** A member due a payment: who, at which level, and what it is computed on. */
export interface DueRow {
  memberId: bigint;
  level: number;
  baseMinor: bigint;
  amountMinor: bigint;
  rebateBp: number;
}

/** The VIP tables, and the reads of turnover, deposits and the ledger that VIP progress rests on. */
export function createVipRepository() {
  return {
    async levels(db: DbOrTx, siteCode: string): Promise<VipLevelRow[]> {
      return db
        .select()
        .from(vipLevels)
        .where(eq(vipLevels.siteCode, siteCode))
        .orderBy(asc(vipLevels.level));
    },

    /** The brand's ladder, every row locked for the rest of the transaction (an edit checks its order). */
    async lockLevels(tx: DbOrTx, siteCode: string): Promise<VipLevelRow[]> {
      return tx
        .select()
        .from(vipLevels)
        .where(eq(vipLevels.siteCode, siteCode))
        .orderBy(asc(vipLevels.level))
        .for('update');
    },

    async updateLevel(
      tx: DbOrTx,
      siteCode: string,
      level: number,
      fields: Omit<VipLevelRow, 'siteCode' | 'level'>,
    ): Promise<VipLevelRow | undefined> {
      const [row] = await tx
        .update(vipLevels)
        .set(fields)
        .where(and(eq(vipLevels.siteCode, siteCode), eq(vipLevels.level, level)))
        .returning();
      return row;
    },

    /** Writes a ladder for a brand that has none; rows that exist are left alone. */
    async insertLevels(db: DbOrTx, siteCode: string, ladder: readonly LadderLevel[]): Promise<void> {
      await db
        .insert(vipLevels)
        .values(ladder.map((l) => ({ siteCode, ...l })))
        .onConflictDoNothing();
    },

    async memberLevel(db: DbOrTx, siteCode: string, memberId: bigint): Promise<number | undefined> {
      const [row] = await db
        .select({ level: members.vipLevel })
        .from(members)
        .where(and(eq(members.id, memberId), eq(members.siteCode, siteCode)));
      return row?.level;
    },

    /** The member's level with the member row locked: one promotion of a member at a time. */
    async lockMemberLevel(tx: DbOrTx, siteCode: string, memberId: bigint): Promise<number | undefined> {
      const [row] = await tx
        .select({ level: members.vipLevel })
        .from(members)
        .where(and(eq(members.id, memberId), eq(members.siteCode, siteCode)))
        .for('update');
      return row?.level;
    },

    /** Levels only go up. */
    async raiseMemberLevel(tx: DbOrTx, siteCode: string, memberId: bigint, level: number): Promise<void> {
      await tx
        .update(members)
        .set({ vipLevel: sql`greatest(${members.vipLevel}, ${level})` })
        .where(and(eq(members.id, memberId), eq(members.siteCode, siteCode)));
    },

    /** Cumulative valid turnover and credited deposits of one member. */
    async progress(
      db: DbOrTx,
      siteCode: string,
      memberId: bigint,
      value: DepositValue,
    ): Promise<{ turnoverMinor: bigint; depositMinor: bigint }> {
      const [row] = rowsOf<{ turnover: string; deposit: string }>(
        await db.execute(sql`select
          (select coalesce(sum(t.amount), 0) from turnover_entries t
            where t.site_code = ${siteCode} and t.member_id = ${memberId} and t.kind = 'progress')::text as turnover,
          (select ${depositValueSql(value)} from deposit_orders d
            where d.site_code = ${siteCode} and d.member_id = ${memberId} and d.status = 'succeeded')::text as deposit`),
      );
      return { turnoverMinor: BigInt(row?.turnover ?? '0'), depositMinor: BigInt(row?.deposit ?? '0') };
    },

    /**
     * Active members of a brand whose progress reaches a level above theirs, after `afterId`, in id
     * order. One pass over the brand's turnover and deposits (decision 0033 on its cost).
     */
    async promotionCandidates(
      db: DbOrTx,
      siteCode: string,
      value: DepositValue,
      afterId: bigint,
      limit: number,
    ): Promise<bigint[]> {
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`with t as (
            select member_id, sum(amount) as v from turnover_entries
            where site_code = ${siteCode} and kind = 'progress' group by member_id),
          dep as (
            select d.member_id, ${depositValueSql(value)} as v from deposit_orders d
            where d.site_code = ${siteCode} and d.status = 'succeeded' group by d.member_id)
          select m.id::text as id from members m
          left join t on t.member_id = m.id
          left join dep on dep.member_id = m.id
          where m.site_code = ${siteCode} and m.status = 'active' and m.id > ${afterId}
            and (t.v is not null or dep.v is not null)
            and exists (select 1 from vip_levels l where l.site_code = m.site_code and l.level > m.vip_level
              and l.turnover_minor <= coalesce(t.v, 0) and l.deposit_minor <= coalesce(dep.v, 0))
          order by m.id limit ${limit}`),
      );
      return rows.map((r) => BigInt(r.id));
    },

    /** Active members whose level has a monthly bonus and who have not had this month's. */
    async monthlyDue(
      db: DbOrTx,
      siteCode: string,
      month: string,
      afterId: bigint,
      limit: number,
    ): Promise<DueRow[]> {
      const rows = rowsOf<{ id: string; level: number; amount: string }>(
        await db.execute(sql`select m.id::text as id, m.vip_level as level, l.monthly_bonus_minor::text as amount
          from members m join vip_levels l on l.site_code = m.site_code and l.level = m.vip_level
          where m.site_code = ${siteCode} and m.status = 'active' and m.id > ${afterId}
            and l.monthly_bonus_minor > 0
            and not exists (select 1 from vip_rewards r where r.site_code = m.site_code and r.member_id = m.id
              and r.kind = 'monthly' and r.period = ${month})
          order by m.id limit ${limit}`),
      );
      return rows.map((r) => ({
        memberId: BigInt(r.id),
        level: Number(r.level),
        baseMinor: 0n,
        amountMinor: BigInt(r.amount),
        rebateBp: 0,
      }));
    },

    /** Members with valid turnover in [start, end] and no rebate for the day yet, with their rate. */
    async rebateDue(
      db: DbOrTx,
      siteCode: string,
      day: { key: string; start: Date; end: Date },
      afterId: bigint,
      limit: number,
    ): Promise<DueRow[]> {
      const rows = rowsOf<{ id: string; level: number; base: string; bp: number }>(
        await db.execute(sql`with t as (
            select member_id, sum(amount) as v from turnover_entries
            where site_code = ${siteCode} and kind = 'progress'
              and created_at >= ${day.start.toISOString()}::timestamptz
              and created_at <= ${day.end.toISOString()}::timestamptz
              and member_id > ${afterId}
            group by member_id)
          select m.id::text as id, m.vip_level as level, t.v::text as base, l.rebate_bp as bp
          from t join members m on m.id = t.member_id
          join vip_levels l on l.site_code = m.site_code and l.level = m.vip_level
          where m.site_code = ${siteCode} and m.status = 'active'
            and not exists (select 1 from vip_rewards r where r.site_code = m.site_code and r.member_id = m.id
              and r.kind = 'rebate' and r.period = ${day.key})
          order by m.id limit ${limit}`),
      );
      return rows.map((r) => ({
        memberId: BigInt(r.id),
        level: Number(r.level),
        baseMinor: BigInt(r.base),
        amountMinor: 0n,
        rebateBp: Number(r.bp),
      }));
    },

    /** Claims a payment; false when it was claimed before (another runner, an earlier run). */
    async claim(tx: DbOrTx, reward: NewReward, at: Date): Promise<boolean> {
      const rows = await tx
        .insert(vipRewards)
        .values({ ...reward, createdAt: at })
        .onConflictDoNothing()
        .returning({ kind: vipRewards.kind });
      return rows.length === 1;
    },

    /** What the member has been paid, per kind. */
    async received(db: DbOrTx, siteCode: string, memberId: bigint): Promise<Map<string, bigint>> {
      const rows = await db
        .select({
          kind: vipRewards.kind,
          total: sql<string>`coalesce(sum(${vipRewards.amountMinor}), 0)::text`,
        })
        .from(vipRewards)
        .where(and(eq(vipRewards.siteCode, siteCode), eq(vipRewards.memberId, memberId)))
        .groupBy(vipRewards.kind);
      return new Map(rows.map((r) => [r.kind, BigInt(r.total)]));
    },

    /** The member's VIP entries as the ledger has them (credits to their own accounts), newest first. */
    async ledgerPage(
      db: DbOrTx,
      siteCode: string,
      memberId: bigint,
      kinds: readonly string[],
      page: { limit: number; offset: number },
    ) {
      const where = and(
        eq(ledgerAccounts.siteCode, siteCode),
        eq(ledgerAccounts.memberId, memberId),
        inArray(ledgerEntries.kind, [...kinds]),
      );
      const base = () =>
        db
          .select({
            id: ledgerEntries.id,
            kind: ledgerEntries.kind,
            reference: ledgerEntries.reference,
            amount: ledgerPostings.amount,
            currency: ledgerPostings.currency,
            createdAt: ledgerEntries.createdAt,
          })
          .from(ledgerPostings)
          .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
          .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId));
      const [rows, totals] = await Promise.all([
        base().where(where).orderBy(desc(ledgerEntries.id)).limit(page.limit).offset(page.offset),
        db
          .select({ n: count() })
          .from(ledgerPostings)
          .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
          .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
          .where(where),
      ]);
      return { rows, total: totals[0]?.n ?? 0 };
    },
  };
}

export type VipRepository = ReturnType<typeof createVipRepository>;
