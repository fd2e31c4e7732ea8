import { toCenterMinor, usdtRateToCenter } from '@houseline/shared/wallet/exchange-rate';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  members,
  protectionExclusions,
  protectionLimitHistory,
  protectionLimits,
  protectionSettings,
} from '../../platform/db/schema.ts';

/** The ledger entry kinds a stake is booked under, and those of what comes back on a stake. */
const STAKE_KINDS = sql`('bet', 'live_bet', 'venue_debit')`;
const RETURN_KINDS = sql`('bet_settle', 'live_settle', 'live_void', 'venue_credit', 'venue_rollback')`;

/** A posting's amount in the brand's center currency (USDT at the mid rate on a CNY brand). */
const centerAmount = (siteCode: string): SQL =>
  sql`(case when p.currency = 'USDT' then p.amount * ${usdtRateToCenter(siteCode)}::bigint / 10000 else p.amount end)`;

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
const big = (v: unknown): bigint => BigInt(String(v ?? 0));
const date = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));

export type LimitRow = typeof protectionLimits.$inferSelect;
export type ExclusionRow = typeof protectionExclusions.$inferSelect;
export type HistoryRow = typeof protectionLimitHistory.$inferSelect;

/** What `protection_refusal` is asked about: a movement into play (currency: when not the center's). */
export interface RefusalAsk {
  siteCode: string;
  memberId: bigint;
  purpose: string;
  amountMinor: bigint;
  currency?: string | undefined;
}

export interface StatementMonth {
  month: string;
  deposits: bigint;
  withdrawals: bigint;
  stakes: bigint;
  wins: bigint;
}

/** The SQL of player protection: limits, exclusions, settings, play time and the statement. */
export function createProtectionRepository() {
  return {
    /**
     * The member's protection lock (the same key `protection_refusal` takes): a change of limits
     * or an exclusion waits for every movement into play in flight, and every later one sees it.
     */
    async lock(tx: DbOrTx, siteCode: string, memberId: bigint): Promise<void> {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`protection:${siteCode}:${memberId}`}, 0))`,
      );
    },

    /** Why a movement into play would be refused now, or null (migration 0021). */
    async refusal(db: DbOrTx, m: RefusalAsk, at: Date): Promise<string | null> {
      const [row] = rowsOf<{ r: string | null }>(await db.execute(sql`select ${refusalCall(m, at)} as r`));
      return row?.r ?? null;
    },

    /** The same rule as a SQL boolean for a statement that posts the movement itself. */
    admittedSql: (m: RefusalAsk, at: Date): SQL => sql`(${refusalCall(m, at)} is null)`,

    async limits(db: DbOrTx, siteCode: string, memberId: bigint): Promise<LimitRow[]> {
      return db
        .select()
        .from(protectionLimits)
        .where(and(eq(protectionLimits.siteCode, siteCode), eq(protectionLimits.memberId, memberId)));
    },

    async saveLimit(db: DbOrTx, row: LimitRow): Promise<void> {
      await db
        .insert(protectionLimits)
        .values(row)
        .onConflictDoUpdate({
          target: [
            protectionLimits.siteCode,
            protectionLimits.memberId,
            protectionLimits.kind,
            protectionLimits.period,
          ],
          set: {
            amount: row.amount,
            pendingAmount: row.pendingAmount,
            pendingRemove: row.pendingRemove,
            pendingRequestedAt: row.pendingRequestedAt,
            updatedAt: row.updatedAt,
          },
        });
    },

    async addHistory(db: DbOrTx, row: Omit<HistoryRow, 'id'>): Promise<void> {
      await db.insert(protectionLimitHistory).values(row);
    },

    async history(db: DbOrTx, siteCode: string, memberId: bigint, limit: number): Promise<HistoryRow[]> {
      return db
        .select()
        .from(protectionLimitHistory)
        .where(
          and(eq(protectionLimitHistory.siteCode, siteCode), eq(protectionLimitHistory.memberId, memberId)),
        )
        .orderBy(desc(protectionLimitHistory.id))
        .limit(limit);
    },

    async exclusions(db: DbOrTx, siteCode: string, memberId: bigint, limit: number): Promise<ExclusionRow[]> {
      return db
        .select()
        .from(protectionExclusions)
        .where(and(eq(protectionExclusions.siteCode, siteCode), eq(protectionExclusions.memberId, memberId)))
        .orderBy(desc(protectionExclusions.id))
        .limit(limit);
    },

    async addExclusion(db: DbOrTx, row: Omit<ExclusionRow, 'id' | 'reopenRequestedAt'>): Promise<void> {
      await db.insert(protectionExclusions).values(row);
    },

    async requestReopen(db: DbOrTx, id: bigint, at: Date): Promise<void> {
      await db
        .update(protectionExclusions)
        .set({ reopenRequestedAt: at })
        .where(eq(protectionExclusions.id, id));
    },

    async contact(db: DbOrTx, siteCode: string, memberId: bigint) {
      const [row] = await db
        .select({
          username: members.username,
          phone: members.phone,
          phoneArea: members.phoneArea,
          email: members.email,
        })
        .from(members)
        .where(and(eq(members.id, memberId), eq(members.siteCode, siteCode)))
        .limit(1);
      return row;
    },

    /**
     * The member's accounts on the other brands, matched as `protection_refusal` matches an
     * all-brands exclusion: the same phone (with its area code) or the same e-mail.
     */
    async sameContactElsewhere(
      db: DbOrTx,
      who: { siteCode: string; memberId: bigint },
      contact: { phone: string; email: string },
    ): Promise<{ siteCode: string; memberId: bigint }[]> {
      const byPhone = contact.phone
        ? sql`${members.phoneArea} || ${members.phone} = ${contact.phone}`
        : sql`false`;
      const byEmail = contact.email ? sql`lower(${members.email}) = lower(${contact.email})` : sql`false`;
      const rows = await db
        .select({ siteCode: members.siteCode, memberId: members.id })
        .from(members)
        .where(and(sql`${members.id} <> ${who.memberId}`, sql`(${byPhone} or ${byEmail})`));
      return rows;
    },

    async memberByName(db: DbOrTx, siteCode: string, username: string) {
      const [row] = await db
        .select({ id: members.id, username: members.username })
        .from(members)
        .where(and(eq(members.siteCode, siteCode), sql`lower(${members.username}) = lower(${username})`))
        .limit(1);
      return row;
    },

    async realityCheckMinutes(db: DbOrTx, siteCode: string, memberId: bigint): Promise<number | undefined> {
      const [row] = await db
        .select({ m: protectionSettings.realityCheckMinutes })
        .from(protectionSettings)
        .where(and(eq(protectionSettings.siteCode, siteCode), eq(protectionSettings.memberId, memberId)));
      return row?.m;
    },

    /** What the limits review prompt is timed from: the last review, the last limit change, registration. */
    async reviewDates(db: DbOrTx, siteCode: string, memberId: bigint) {
      const [row] = rowsOf<{ reviewed: unknown; changed: unknown; registered: unknown }>(
        await db.execute(sql`select
            (select limits_reviewed_at from protection_settings where site_code = ${siteCode} and member_id = ${memberId}) as reviewed,
            (select max(created_at) from protection_limit_history where site_code = ${siteCode} and member_id = ${memberId}) as changed,
            m.created_at as registered
          from members m where m.id = ${memberId}`),
      );
      return {
        reviewedAt: row?.reviewed ? date(row.reviewed) : null,
        changedAt: row?.changed ? date(row.changed) : null,
        registeredAt: row?.registered ? date(row.registered) : new Date(0),
      };
    },

    async saveReview(db: DbOrTx, siteCode: string, memberId: bigint, at: Date) {
      await db
        .insert(protectionSettings)
        .values({ siteCode, memberId, limitsReviewedAt: at, updatedAt: at })
        .onConflictDoUpdate({
          target: [protectionSettings.siteCode, protectionSettings.memberId],
          set: { limitsReviewedAt: at, updatedAt: at },
        });
    },

    async sessionLimitMinutes(db: DbOrTx, siteCode: string, memberId: bigint): Promise<number | null> {
      const [row] = await db
        .select({ m: protectionSettings.sessionLimitMinutes })
        .from(protectionSettings)
        .where(and(eq(protectionSettings.siteCode, siteCode), eq(protectionSettings.memberId, memberId)));
      return row?.m ?? null;
    },

    async saveSessionLimit(db: DbOrTx, siteCode: string, memberId: bigint, minutes: number | null, at: Date) {
      await db
        .insert(protectionSettings)
        .values({ siteCode, memberId, sessionLimitMinutes: minutes, updatedAt: at })
        .onConflictDoUpdate({
          target: [protectionSettings.siteCode, protectionSettings.memberId],
          set: { sessionLimitMinutes: minutes, updatedAt: at },
        });
    },

    async saveRealityCheck(db: DbOrTx, siteCode: string, memberId: bigint, minutes: number, at: Date) {
      await db
        .insert(protectionSettings)
        .values({ siteCode, memberId, realityCheckMinutes: minutes, updatedAt: at })
        .onConflictDoUpdate({
          target: [protectionSettings.siteCode, protectionSettings.memberId],
          set: { realityCheckMinutes: minutes, updatedAt: at },
        });
    },

    /**
     * One heartbeat of play: adds the seconds since the last beat of the Beijing day, at most
     * `capSeconds` (a page left open without beats does not count hours), and answers the day's total.
     */
    async beat(
      db: DbOrTx,
      siteCode: string,
      memberId: bigint,
      at: Date,
      capSeconds: number,
    ): Promise<number> {
      const [row] = rowsOf<{ seconds: unknown }>(
        await db.execute(sql`insert into protection_play_time (site_code, member_id, day, seconds, last_beat_at)
          values (${siteCode}, ${memberId}, (${at.toISOString()}::timestamptz at time zone 'Asia/Shanghai')::date, 0, ${at.toISOString()}::timestamptz)
          on conflict (site_code, member_id, day) do update set
            seconds = protection_play_time.seconds + least(${capSeconds}::int, greatest(0,
              extract(epoch from (excluded.last_beat_at - protection_play_time.last_beat_at))::int)),
            last_beat_at = excluded.last_beat_at
          returning seconds`),
      );
      return Number(row?.seconds ?? 0);
    },

    async playSecondsToday(db: DbOrTx, siteCode: string, memberId: bigint, at: Date): Promise<number> {
      const [row] = rowsOf<{ seconds: unknown }>(
        await db.execute(sql`select seconds from protection_play_time where site_code = ${siteCode}
          and member_id = ${memberId} and day = (${at.toISOString()}::timestamptz at time zone 'Asia/Shanghai')::date`),
      );
      return Number(row?.seconds ?? 0);
    },

    /** The session's start and the login before it (time and address), from the sessions table. */
    async logins(db: DbOrTx, memberId: bigint, sessionId: bigint) {
      const rows = rowsOf<{ id: unknown; created_at: unknown; ip: string }>(
        await db.execute(sql`select id, created_at, ip from sessions where member_id = ${memberId}
          and id <= ${sessionId} order by id desc limit 2`),
      );
      const current = rows.find((r) => big(r.id) === sessionId);
      const previous = rows.find((r) => big(r.id) !== sessionId);
      return {
        sessionStartedAt: current ? date(current.created_at) : undefined,
        previous: previous ? { at: date(previous.created_at), ip: previous.ip } : undefined,
      };
    },

    /** Wins minus stakes on the member's accounts since `since`. */
    async netSince(db: DbOrTx, siteCode: string, memberId: bigint, since: Date): Promise<bigint> {
      const [row] = rowsOf<{ net: unknown }>(
        await db.execute(sql`select coalesce(sum(${centerAmount(siteCode)}), 0) as net
          from ledger_accounts a join ledger_postings p on p.account_id = a.id
          join ledger_entries e on e.id = p.entry_id
          where a.site_code = ${siteCode} and a.member_id = ${memberId} and e.created_at >= ${since.toISOString()}::timestamptz
            and (e.kind in ${STAKE_KINDS} or e.kind in ${RETURN_KINDS})`),
      );
      return big(row?.net);
    },

    /** Per Beijing month since `since`: deposits credited, withdrawals held (net of refunds), stakes, wins. */
    async statement(db: DbOrTx, siteCode: string, memberId: bigint, since: Date): Promise<StatementMonth[]> {
      const amount = centerAmount(siteCode);
      const rows = rowsOf<Record<string, unknown>>(
        await db.execute(sql`select to_char(e.created_at at time zone 'Asia/Shanghai', 'YYYY-MM') as month,
            coalesce(sum(${amount}) filter (where e.kind = 'deposit'), 0) as deposits,
            coalesce(-sum(${amount}) filter (where e.kind in ('withdraw_hold', 'withdraw_refund')), 0) as withdrawals,
            coalesce(-sum(${amount}) filter (where e.kind in ${STAKE_KINDS}), 0) as stakes,
            coalesce(sum(${amount}) filter (where e.kind in ${RETURN_KINDS}), 0) as wins
          from ledger_accounts a join ledger_postings p on p.account_id = a.id
          join ledger_entries e on e.id = p.entry_id
          where a.site_code = ${siteCode} and a.member_id = ${memberId} and e.created_at >= ${since.toISOString()}::timestamptz
          group by 1 order by 1`),
      );
      return rows.map((r) => ({
        month: String(r.month),
        deposits: big(r.deposits),
        withdrawals: big(r.withdrawals),
        stakes: big(r.stakes),
        wins: big(r.wins),
      }));
    },

    /** The brand's register of breaks and exclusions (active at `at`, or all), latest first. */
    async register(
      db: DbOrTx,
      siteCode: string,
      q: { active: boolean; page: number; size: number },
      at: Date,
    ) {
      const active = q.active
        ? sql`and (case when e.kind = 'timeout' then e.ends_at > ${at.toISOString()}::timestamptz else e.reopen_requested_at is null
            or e.reopen_requested_at + interval '24 hours' > ${at.toISOString()}::timestamptz end)`
        : sql``;
      const where = sql`e.site_code = ${siteCode} ${active}`;
      const [count] = rowsOf<{ n: unknown }>(
        await db.execute(sql`select count(*) as n from protection_exclusions e where ${where}`),
      );
      const rows = rowsOf<Record<string, unknown>>(
        await db.execute(sql`select e.id, e.site_code, e.kind, e.all_brands, e.started_at, e.ends_at,
            e.reopen_requested_at, m.username from protection_exclusions e join members m on m.id = e.member_id
          where ${where} order by e.id desc limit ${q.size} offset ${(q.page - 1) * q.size}`),
      );
      return {
        total: Number(count?.n ?? 0),
        rows: rows.map((r) => ({
          id: big(r.id),
          siteCode: String(r.site_code),
          username: String(r.username),
          kind: String(r.kind),
          allBrands: Boolean(r.all_brands),
          startedAt: date(r.started_at),
          endsAt: date(r.ends_at),
          reopenRequestedAt: r.reopen_requested_at ? date(r.reopen_requested_at) : null,
        })),
      };
    },
  };
}

/**
 * The call of `protection_refusal` (migration 0027): limits are in the center currency, so the
 * asked amount is converted here and the function counts USDT at the same rate.
 */
function refusalCall(m: RefusalAsk, at: Date): SQL {
  const amount = toCenterMinor(m.siteCode, m.amountMinor, m.currency ?? '');
  const rate = usdtRateToCenter(m.siteCode);
  return sql`protection_refusal(${m.siteCode}::text, ${m.memberId}::bigint, ${m.purpose}::text, ${amount}::bigint, ${at.toISOString()}::timestamptz, ${rate}::bigint)`;
}

export type ProtectionRepository = ReturnType<typeof createProtectionRepository>;
