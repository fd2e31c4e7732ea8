import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import type { JobAlerts } from '../../platform/jobs/job-alerts.ts';
import type { Job } from '../../platform/jobs/scheduler.ts';
import type { ModuleRegistration } from '../../platform/module.ts';
import {
  BOOKS_AUDIT_EVERY_MS,
  BOOKS_AUDIT_JOB,
  type BooksAuditService,
  createBooksAuditService,
  type VenueBooksSource,
} from '../ledger/books-audit.service.ts';
import type { OperatorsService } from '../operators/operators.service.ts';
import { registerJobsRoutes } from './jobs.routes.ts';

export interface JobsModuleDeps {
  endpoint: EndpointRegistrar;
  db: Db;
  alerts: JobAlerts;
  operators: OperatorsService;
  /** Each venue's own books, read when the audit runs (venues can be added after start). */
  venueBooks: () => readonly VenueBooksSource[];
  log: FastifyBaseLogger;
}

/**
 * Operations: the reconciling books audit as a scheduled job that raises an alert, and the
 * operator API of job alerts and the audit (decision 0011).
 */
export function registerJobs(
  _app: FastifyInstance,
  deps: JobsModuleDeps,
): ModuleRegistration<{ booksAudit: BooksAuditService }> {
  const booksAudit = createBooksAuditService({
    db: deps.db,
    alerts: deps.alerts,
    log: deps.log,
    venueBooks: deps.venueBooks,
  });
  registerJobsRoutes(deps.endpoint, { alerts: deps.alerts, booksAudit, operators: deps.operators });
  const jobs: Job[] = [
    { name: BOOKS_AUDIT_JOB, everyMs: BOOKS_AUDIT_EVERY_MS, run: async () => void (await booksAudit.run()) },
  ];
  return { services: { booksAudit }, jobs };
}
