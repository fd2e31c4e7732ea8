import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../db/client.ts';
import { jobAlerts } from '../db/schema.ts';

export type JobAlertRow = typeof jobAlerts.$inferSelect;

/** The brand and member an alert is about (risk signals); `once`: never raised twice. */
export interface AlertLink {
  siteCode: string;
  memberId: bigint;
  once?: boolean;
}

/**
 * What a job could not do by itself, for operators: logged at error level and kept as a row until
 * someone resolves it (API and CLI). One open alert per job and subject: a job that keeps hitting
 * the same problem does not flood the list.
 */
export function createJobAlerts(deps: { db: Db; log: FastifyBaseLogger; now?: () => Date }) {
  const { db, log } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    /**
     * `link` (the risk signals, decision 0063) names the brand and member the alert is about;
     * with `once`, an alert of the same job and subject resolved before is not raised again.
     */
    async raise(
      job: string,
      subject: string,
      detail: string,
      tx: DbOrTx = db,
      link?: AlertLink,
    ): Promise<void> {
      log.error({ job, subject, detail }, 'job alert');
      const [open] = await tx
        .select({ id: jobAlerts.id })
        .from(jobAlerts)
        .where(
          and(
            eq(jobAlerts.job, job),
            eq(jobAlerts.subject, subject),
            link?.once ? undefined : isNull(jobAlerts.resolvedAt),
          ),
        )
        .limit(1);
      if (open) return;
      await tx.insert(jobAlerts).values({
        job,
        subject,
        detail: detail.slice(0, 4_000),
        createdAt: now(),
        siteCode: link?.siteCode ?? null,
        memberId: link?.memberId ?? null,
      });
    },

    async list(query: { page: number; size: number; state: 'open' | 'all' }) {
      const where: SQL[] = [];
      if (query.state === 'open') where.push(isNull(jobAlerts.resolvedAt));
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(jobAlerts)
          .where(and(...where))
          .orderBy(desc(jobAlerts.id))
          .limit(query.size)
          .offset((query.page - 1) * query.size),
        db
          .select({ n: count() })
          .from(jobAlerts)
          .where(and(...where)),
      ]);
      return { rows, total: totals[0]?.n ?? 0 };
    },

    /** Marks an alert handled once; `audit` is written in the same commit. */
    async resolve(id: bigint, audit: (tx: DbOrTx) => Promise<void>): Promise<JobAlertRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(jobAlerts)
          .set({ resolvedAt: now() })
          .where(and(eq(jobAlerts.id, id), isNull(jobAlerts.resolvedAt)))
          .returning();
        if (row) await audit(tx);
        return row;
      });
    },
  };
}

export type JobAlerts = ReturnType<typeof createJobAlerts>;

/** Exponential backoff with a ceiling: base x 2^(attempt-1). */
export function backoffMs(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, Math.min(attempt - 1, 30)));
}
