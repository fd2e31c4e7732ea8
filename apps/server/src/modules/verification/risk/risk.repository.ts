import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  like,
  lt,
  lte,
  max,
  ne,
  sql,
  sum,
} from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import {
  authEvents,
  depositOrders,
  jobAlerts,
  ledgerAccounts,
  ledgerEntries,
  ledgerPostings,
  members,
  riskLimitChanges,
  withdrawOrders,
} from '../../../platform/db/schema.ts';

/** Ledger entry kinds that are play: stakes, their results, money into a venue (decision 0063). */
export const STAKE_KINDS = ['bet', 'live_bet', 'venue_debit', 'transfer_in'] as const;
export const RESULT_KINDS = [
  'bet',
  'bet_settle',
  'live_bet',
  'live_settle',
  'venue_debit',
  'venue_result',
] as const;
/** Auth events that tie a member to a device and an address. */
const SIGN_IN_KINDS = ['login', 'register'];

/** What the risk signals read (the books, orders, sign-ins) and the risk alerts they raise. */
export function createRiskRepository() {
  const memberPostings = (
    siteCode: string,
    memberId: bigint,
    kinds: readonly string[],
    from: Date,
    to: Date,
  ) =>
    and(
      eq(ledgerAccounts.siteCode, siteCode),
      eq(ledgerAccounts.memberId, memberId),
      eq(ledgerAccounts.kind, 'center'),
      inArray(ledgerEntries.kind, [...kinds]),
      gte(ledgerEntries.createdAt, from),
      lt(ledgerEntries.createdAt, to),
    );

  return {
    async depositsCreditedSince(db: DbOrTx, since: Date, limit: number) {
      return db
        .select({
          siteCode: depositOrders.siteCode,
          memberId: depositOrders.memberId,
          orderNo: depositOrders.orderNo,
          amount: depositOrders.amount,
          at: depositOrders.updatedAt,
        })
        .from(depositOrders)
        .where(and(eq(depositOrders.status, 'succeeded'), gte(depositOrders.updatedAt, since)))
        .orderBy(asc(depositOrders.updatedAt))
        .limit(limit);
    },

    async withdrawalsSince(db: DbOrTx, since: Date, limit: number) {
      return db
        .select({
          siteCode: withdrawOrders.siteCode,
          memberId: withdrawOrders.memberId,
          orderNo: withdrawOrders.orderNo,
          amount: withdrawOrders.amount,
          at: withdrawOrders.createdAt,
        })
        .from(withdrawOrders)
        .where(gte(withdrawOrders.createdAt, since))
        .orderBy(asc(withdrawOrders.createdAt))
        .limit(limit);
    },

    /** Credited deposits minus withdrawals asked for (not rejected), over [from, to]. */
    async netDepositsMinor(db: DbOrTx, siteCode: string, memberId: bigint, from: Date, to: Date) {
      const [[dep], [wd]] = await Promise.all([
        db
          .select({ total: sum(depositOrders.amount) })
          .from(depositOrders)
          .where(
            and(
              eq(depositOrders.siteCode, siteCode),
              eq(depositOrders.memberId, memberId),
              eq(depositOrders.status, 'succeeded'),
              gte(depositOrders.updatedAt, from),
              lte(depositOrders.updatedAt, to),
            ),
          ),
        db
          .select({ total: sum(withdrawOrders.amount) })
          .from(withdrawOrders)
          .where(
            and(
              eq(withdrawOrders.siteCode, siteCode),
              eq(withdrawOrders.memberId, memberId),
              ne(withdrawOrders.status, 'rejected'),
              gte(withdrawOrders.createdAt, from),
              lte(withdrawOrders.createdAt, to),
            ),
          ),
      ]);
      return BigInt(dep?.total ?? 0) - BigInt(wd?.total ?? 0);
    },

    /** The member's center-wallet result of the given entry kinds over [from, to): sum and count. */
    async playMinor(
      db: DbOrTx,
      siteCode: string,
      memberId: bigint,
      kinds: readonly string[],
      from: Date,
      to: Date,
    ) {
      const [row] = await db
        .select({ total: sum(ledgerPostings.amount), n: count() })
        .from(ledgerPostings)
        .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
        .where(memberPostings(siteCode, memberId, kinds, from, to));
      return { netMinor: BigInt(row?.total ?? 0), entries: Number(row?.n ?? 0) };
    },

    /** The member's last credited deposit at or before `at`. */
    async lastDepositBefore(db: DbOrTx, siteCode: string, memberId: bigint, at: Date) {
      const [row] = await db
        .select({ orderNo: depositOrders.orderNo, at: depositOrders.updatedAt, amount: depositOrders.amount })
        .from(depositOrders)
        .where(
          and(
            eq(depositOrders.siteCode, siteCode),
            eq(depositOrders.memberId, memberId),
            eq(depositOrders.status, 'succeeded'),
            lte(depositOrders.updatedAt, at),
          ),
        )
        .orderBy(desc(depositOrders.updatedAt))
        .limit(1);
      return row;
    },

    /** Who signed in since `since`, from which device and address; the latest first. */
    async signInsSince(db: DbOrTx, since: Date, limit: number) {
      const last = max(authEvents.createdAt);
      return db
        .select({
          siteCode: authEvents.siteCode,
          memberId: authEvents.memberId,
          deviceNo: authEvents.deviceNo,
          ip: authEvents.ip,
        })
        .from(authEvents)
        .where(
          and(
            inArray(authEvents.kind, SIGN_IN_KINDS),
            eq(authEvents.success, true),
            gte(authEvents.createdAt, since),
            sql`${authEvents.memberId} is not null`,
          ),
        )
        .groupBy(authEvents.siteCode, authEvents.memberId, authEvents.deviceNo, authEvents.ip)
        .orderBy(desc(last))
        .limit(limit);
    },

    /** Distinct members signed in from one device or one address of the brand since `from`. */
    async membersOn(db: DbOrTx, siteCode: string, on: { deviceNo: string } | { ip: string }, from: Date) {
      const [row] = await db
        .select({ n: countDistinct(authEvents.memberId) })
        .from(authEvents)
        .where(
          and(
            eq(authEvents.siteCode, siteCode),
            inArray(authEvents.kind, SIGN_IN_KINDS),
            eq(authEvents.success, true),
            gte(authEvents.createdAt, from),
            'deviceNo' in on ? eq(authEvents.deviceNo, on.deviceNo) : eq(authEvents.ip, on.ip),
          ),
        );
      return Number(row?.n ?? 0);
    },

    async insertLimitChange(db: DbOrTx, row: typeof riskLimitChanges.$inferInsert) {
      const [inserted] = await db.insert(riskLimitChanges).values(row).returning();
      return inserted!;
    },

    /** The member's latest limit changes since `from`, newest first. */
    async recentLimitChanges(db: DbOrTx, siteCode: string, memberId: bigint, from: Date, limit: number) {
      return db
        .select()
        .from(riskLimitChanges)
        .where(
          and(
            eq(riskLimitChanges.siteCode, siteCode),
            eq(riskLimitChanges.memberId, memberId),
            gte(riskLimitChanges.createdAt, from),
          ),
        )
        .orderBy(desc(riskLimitChanges.id))
        .limit(limit);
    },

    /** The brand's risk alerts (job `risk.*`), with the member's name, latest first. */
    async alerts(
      db: DbOrTx,
      siteCode: string,
      query: { open: boolean; job?: string | undefined; limit: number; offset: number },
    ) {
      const where = and(
        eq(jobAlerts.siteCode, siteCode),
        query.job ? eq(jobAlerts.job, query.job) : like(jobAlerts.job, 'risk.%'),
        query.open ? isNull(jobAlerts.resolvedAt) : undefined,
      );
      const [rows, totals] = await Promise.all([
        db
          .select({ alert: jobAlerts, username: members.username })
          .from(jobAlerts)
          .leftJoin(members, eq(members.id, jobAlerts.memberId))
          .where(where)
          .orderBy(desc(jobAlerts.id))
          .limit(query.limit)
          .offset(query.offset),
        db.select({ n: count() }).from(jobAlerts).where(where),
      ]);
      return { rows, total: Number(totals[0]?.n ?? 0) };
    },

    /** Closes an open risk alert of the brand with what was done; undefined when there is none. */
    async resolve(tx: DbOrTx, siteCode: string, id: bigint, change: { note: string; by: bigint; at: Date }) {
      const [row] = await tx
        .update(jobAlerts)
        .set({ resolvedAt: change.at, resolutionNote: change.note, resolvedBy: change.by })
        .where(
          and(
            eq(jobAlerts.id, id),
            eq(jobAlerts.siteCode, siteCode),
            like(jobAlerts.job, 'risk.%'),
            isNull(jobAlerts.resolvedAt),
          ),
        )
        .returning();
      return row;
    },

    async username(db: DbOrTx, memberId: bigint | null): Promise<string> {
      if (memberId === null) return '';
      const [row] = await db
        .select({ username: members.username })
        .from(members)
        .where(eq(members.id, memberId));
      return row?.username ?? '';
    },
  };
}

export type RiskRepository = ReturnType<typeof createRiskRepository>;
