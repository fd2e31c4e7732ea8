import { and, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { taskChestSettings, taskClaims, taskSettings } from '../../platform/db/schema.ts';

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? result) as T[];
}

/**
 * Where a member's bets are kept, for "first bet". A small list to extend: the live tables' bets
 * (`live_bets`, issue 12) join when their table exists — checked once per process, so this module
 * works before and after that migration. Each source needs `site_code` and `member_id`.
 */
export const BET_SOURCES: readonly { table: string; optional: boolean }[] = [
  { table: 'sb_bets', optional: false },
  { table: 'venue_bets', optional: false },
  { table: 'live_bets', optional: true },
];

/** Credited deposits are orders in this status (the wallet's `deposit_orders`). */
const DEPOSIT_SUCCEEDED = 'succeeded';
const DAY_SECONDS = 86_400;
const BRAND_OFFSET_SECONDS = 8 * 3_600;

/** What the member did, as the tasks measure it, for one set of windows. */
export interface MemberActivity {
  depositsEver: number;
  depositsToday: number;
  withdrawAccounts: number;
  withdrawPasswordSet: boolean;
  realNameSet: boolean;
  betsEver: boolean;
  turnoverToday: bigint;
  turnoverWeek: bigint;
  /** Brand-local day numbers of the week on which the member logged in or used a session. */
  loginDays: number[];
}

export interface ActivityWindows {
  dayStart: Date;
  dayEnd: Date;
  weekStart: Date;
  weekEnd: Date;
}

export type TaskClaimRow = typeof taskClaims.$inferSelect;
export type TaskClaimInsert = typeof taskClaims.$inferInsert;
export type TaskSettingRow = typeof taskSettings.$inferSelect;
/** A task's settings as a brand runs it (no row: the catalogue's). */
export type TaskSettingValues = Pick<
  TaskSettingRow,
  'enabled' | 'target' | 'reward' | 'points' | 'flowMultiple'
>;

export type TaskChestSettingRow = typeof taskChestSettings.$inferSelect;
/** A chest's settings as a brand runs it (no row: the catalogue's). */
export type TaskChestValues = Pick<TaskChestSettingRow, 'tier' | 'enabled' | 'points' | 'reward'>;

export function createTasksRepository() {
  let betSources: Promise<string[]> | undefined;

  /** The bet tables that exist in this database (optional sources may not yet). */
  async function existingBetSources(db: DbOrTx): Promise<string[]> {
    betSources ??= (async () => {
      const names: string[] = [];
      for (const source of BET_SOURCES) {
        if (!source.optional) {
          names.push(source.table);
          continue;
        }
        const [row] = rowsOf<{ found: string | null }>(
          await db.execute(sql`select to_regclass(${source.table})::text as found`),
        );
        if (row?.found) names.push(source.table);
      }
      return names;
    })();
    return betSources;
  }

  return {
    async activity(
      db: DbOrTx,
      siteCode: string,
      memberId: bigint,
      w: ActivityWindows,
    ): Promise<MemberActivity> {
      const bets: SQL[] = (await existingBetSources(db)).map(
        (table) =>
          sql`exists (select 1 from ${sql.identifier(table)} b where b.site_code = ${siteCode} and b.member_id = ${memberId})`,
      );
      const anyBet = bets.length > 0 ? sql.join(bets, sql` or `) : sql`false`;
      const [row] = rowsOf<Record<string, string | number | boolean | null>>(
        await db.execute(sql`select
          (select count(*) from deposit_orders d where d.site_code = ${siteCode} and d.member_id = ${memberId}
             and d.status = ${DEPOSIT_SUCCEEDED})::int as deposits_ever,
          (select count(*) from deposit_orders d where d.site_code = ${siteCode} and d.member_id = ${memberId}
             and d.status = ${DEPOSIT_SUCCEEDED} and d.updated_at >= ${w.dayStart} and d.updated_at < ${w.dayEnd})::int
             as deposits_today,
          (select count(*) from withdrawal_accounts a where a.site_code = ${siteCode} and a.member_id = ${memberId})::int
             as withdraw_accounts,
          (select m.withdraw_password_hash is not null from members m where m.id = ${memberId} and m.site_code = ${siteCode})
             as withdraw_password_set,
          (select m.real_name <> '' from members m where m.id = ${memberId} and m.site_code = ${siteCode}) as real_name_set,
          (${anyBet}) as bets_ever,
          (select coalesce(sum(t.amount), 0) from turnover_entries t where t.site_code = ${siteCode}
             and t.member_id = ${memberId} and t.kind = 'progress'
             and t.created_at >= ${w.dayStart} and t.created_at < ${w.dayEnd})::text as turnover_today,
          (select coalesce(sum(t.amount), 0) from turnover_entries t where t.site_code = ${siteCode}
             and t.member_id = ${memberId} and t.kind = 'progress'
             and t.created_at >= ${w.weekStart} and t.created_at < ${w.weekEnd})::text as turnover_week`),
      );
      // Logins: sessions opened, sessions used (last seen), and successful logins in the audit.
      const dayOf = (column: SQL) =>
        sql`floor((extract(epoch from ${column}) + ${BRAND_OFFSET_SECONDS}) / ${DAY_SECONDS})::int`;
      const inWeek = (column: SQL) => sql`${column} >= ${w.weekStart} and ${column} < ${w.weekEnd}`;
      const days = rowsOf<{ day: number | string }>(
        await db.execute(sql`select distinct day from (
          select ${dayOf(sql`s.created_at`)} as day from sessions s
            where s.site_code = ${siteCode} and s.member_id = ${memberId} and ${inWeek(sql`s.created_at`)}
          union all
          select ${dayOf(sql`s.last_seen_at`)} from sessions s
            where s.site_code = ${siteCode} and s.member_id = ${memberId} and ${inWeek(sql`s.last_seen_at`)}
          union all
          select ${dayOf(sql`e.created_at`)} from auth_events e
            where e.site_code = ${siteCode} and e.member_id = ${memberId} and e.kind = 'login' and e.success
              and ${inWeek(sql`e.created_at`)}
        ) d`),
      );
      return {
        depositsEver: Number(row?.deposits_ever ?? 0),
        depositsToday: Number(row?.deposits_today ?? 0),
        withdrawAccounts: Number(row?.withdraw_accounts ?? 0),
        withdrawPasswordSet: row?.withdraw_password_set === true,
        realNameSet: row?.real_name_set === true,
        betsEver: row?.bets_ever === true,
        turnoverToday: BigInt(String(row?.turnover_today ?? '0')),
        turnoverWeek: BigInt(String(row?.turnover_week ?? '0')),
        loginDays: days.map((d) => Number(d.day)),
      };
    },

    /** The member's claims of the given periods (`once`, today's and this week's keys). */
    async claimsIn(db: DbOrTx, siteCode: string, memberId: bigint, periodKeys: readonly string[]) {
      return db
        .select()
        .from(taskClaims)
        .where(
          and(
            eq(taskClaims.siteCode, siteCode),
            eq(taskClaims.memberId, memberId),
            inArray(taskClaims.periodKey, [...periodKeys]),
          ),
        );
    },

    /** Activity points of claims made in a window (today's points). */
    async pointsBetween(
      db: DbOrTx,
      siteCode: string,
      memberId: bigint,
      from: Date,
      to: Date,
    ): Promise<number> {
      const [row] = await db
        .select({ points: sql<string>`coalesce(sum(${taskClaims.points}), 0)::text` })
        .from(taskClaims)
        .where(
          and(
            eq(taskClaims.siteCode, siteCode),
            eq(taskClaims.memberId, memberId),
            gte(taskClaims.createdAt, from),
            lt(taskClaims.createdAt, to),
          ),
        );
      return Number(row?.points ?? 0);
    },

    async totalReward(db: DbOrTx, siteCode: string, memberId: bigint): Promise<bigint> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${taskClaims.reward}), 0)::text` })
        .from(taskClaims)
        .where(and(eq(taskClaims.siteCode, siteCode), eq(taskClaims.memberId, memberId)));
      return BigInt(row?.total ?? '0');
    },

    /**
     * Claims a reward: the row is the lock. Concurrent claims of the same (member, kind, code,
     * period) wait on the unique index and then insert nothing, so at most one caller gets the row
     * and goes on to pay it in the same transaction.
     */
    async insertClaim(tx: DbOrTx, row: TaskClaimInsert): Promise<TaskClaimRow | undefined> {
      const [inserted] = await tx.insert(taskClaims).values(row).onConflictDoNothing().returning();
      return inserted;
    },

    async setLedgerEntry(tx: DbOrTx, id: bigint, entryId: bigint): Promise<void> {
      await tx.update(taskClaims).set({ ledgerEntryId: entryId }).where(eq(taskClaims.id, id));
    },

    async page(db: DbOrTx, siteCode: string, memberId: bigint, page: number, size: number) {
      const where = and(eq(taskClaims.siteCode, siteCode), eq(taskClaims.memberId, memberId));
      const [total] = await db.select({ n: count() }).from(taskClaims).where(where);
      const list = await db
        .select()
        .from(taskClaims)
        .where(where)
        .orderBy(desc(taskClaims.createdAt), desc(taskClaims.id))
        .limit(size)
        .offset((page - 1) * size);
      return { list, total: Number(total?.n ?? 0) };
    },

    /** The brand's own task settings (issue 24); a task without a row runs the catalogue's. */
    async settings(db: DbOrTx, siteCode: string): Promise<TaskSettingRow[]> {
      return db.select().from(taskSettings).where(eq(taskSettings.siteCode, siteCode));
    },

    /**
     * The brand's row of one task, locked for the rest of the transaction. Written first from
     * `defaults` when the brand has none, so there is always a row to lock: two edits of one task
     * at once take turns, and each audits what the other left.
     */
    async lockSetting(
      tx: DbOrTx,
      siteCode: string,
      code: string,
      defaults: TaskSettingValues,
    ): Promise<TaskSettingRow> {
      // A reset committed while this waited on the lock leaves nothing to lock: write it again.
      for (let attempt = 0; ; attempt += 1) {
        await tx
          .insert(taskSettings)
          .values({
            siteCode,
            code,
            enabled: defaults.enabled,
            target: defaults.target,
            reward: defaults.reward,
            points: defaults.points,
            flowMultiple: defaults.flowMultiple,
          })
          .onConflictDoNothing();
        const [row] = await tx
          .select()
          .from(taskSettings)
          .where(and(eq(taskSettings.siteCode, siteCode), eq(taskSettings.code, code)))
          .for('update');
        if (row || attempt >= 3) return row!;
      }
    },

    async updateSetting(
      tx: DbOrTx,
      siteCode: string,
      code: string,
      values: TaskSettingValues,
      at: Date,
    ): Promise<TaskSettingRow | undefined> {
      const [row] = await tx
        .update(taskSettings)
        .set({ ...values, updatedAt: at })
        .where(and(eq(taskSettings.siteCode, siteCode), eq(taskSettings.code, code)))
        .returning();
      return row;
    },

    /**
     * Removes the brand's row of one task (reset to the catalogue's), locked first so an edit of
     * it at the same time goes before or after; the row it removed, if the brand had one.
     */
    async deleteSetting(tx: DbOrTx, siteCode: string, code: string): Promise<TaskSettingRow | undefined> {
      const where = and(eq(taskSettings.siteCode, siteCode), eq(taskSettings.code, code));
      await tx.select().from(taskSettings).where(where).for('update');
      const [row] = await tx.delete(taskSettings).where(where).returning();
      return row;
    },

    /** The brand's own chest settings (issue 24, decision 0089); a chest without a row runs the catalogue's. */
    async chestSettings(db: DbOrTx, siteCode: string): Promise<TaskChestSettingRow[]> {
      return db
        .select()
        .from(taskChestSettings)
        .where(eq(taskChestSettings.siteCode, siteCode))
        .orderBy(taskChestSettings.tier);
    },

    /**
     * The brand's chests, locked for the rest of the transaction: one brand-wide lock (a chest's
     * check reads its neighbours, and a reset removes every row), then its rows as they are now.
     */
    async lockChests(tx: DbOrTx, siteCode: string): Promise<TaskChestSettingRow[]> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`task-chests:${siteCode}`}, 0))`);
      return tx
        .select()
        .from(taskChestSettings)
        .where(eq(taskChestSettings.siteCode, siteCode))
        .orderBy(taskChestSettings.tier)
        .for('update');
    },

    async saveChest(
      tx: DbOrTx,
      siteCode: string,
      values: TaskChestValues,
      at: Date,
    ): Promise<TaskChestSettingRow> {
      const { tier, enabled, points, reward } = values;
      const [row] = await tx
        .insert(taskChestSettings)
        .values({ siteCode, tier, enabled, points, reward, updatedAt: at })
        .onConflictDoUpdate({
          target: [taskChestSettings.siteCode, taskChestSettings.tier],
          set: { enabled, points, reward, updatedAt: at },
        })
        .returning();
      return row!;
    },

    async deleteChests(tx: DbOrTx, siteCode: string): Promise<number> {
      const rows = await tx
        .delete(taskChestSettings)
        .where(eq(taskChestSettings.siteCode, siteCode))
        .returning({ tier: taskChestSettings.tier });
      return rows.length;
    },
  };
}

export type TasksRepository = ReturnType<typeof createTasksRepository>;
