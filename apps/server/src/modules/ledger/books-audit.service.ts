import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import type { JobAlerts } from '../../platform/jobs/job-alerts.ts';
import { type AuditReport, auditBooks, type VenueBooksSource } from './ledger.audit.ts';

export type { VenueBooksSource };

export const BOOKS_AUDIT_JOB = 'books.audit';
/** How often the scheduled audit runs (it reads every account and order: minutes, not seconds). */
export const BOOKS_AUDIT_EVERY_MS = 10 * 60_000;

/**
 * The reconciling audit as a service: on demand (operator API) and as a scheduled job. A mismatch
 * is logged at error level and raised as a job alert operators list and resolve.
 */
export function createBooksAuditService(deps: {
  db: Db;
  alerts: JobAlerts;
  log: FastifyBaseLogger;
  venueBooks: () => readonly VenueBooksSource[];
}) {
  return {
    async run(): Promise<AuditReport> {
      const report = await auditBooks(deps.db, { venueBooks: deps.venueBooks() });
      if (report.problems.length > 0) {
        const shown = report.problems.slice(0, 20).join('; ');
        const more = report.problems.length > 20 ? ` (and ${report.problems.length - 20} more)` : '';
        await deps.alerts.raise(
          BOOKS_AUDIT_JOB,
          'books',
          `${report.problems.length} mismatch(es): ${shown}${more}`,
        );
      } else {
        deps.log.info(
          { accounts: report.accountsChecked, entries: report.entriesChecked },
          'books audit clean',
        );
      }
      return report;
    },
  };
}

export type BooksAuditService = ReturnType<typeof createBooksAuditService>;
