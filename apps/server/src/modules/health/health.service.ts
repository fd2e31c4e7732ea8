import type { DatabaseKind, Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { HealthRepository } from './health.repository.ts';

export interface HealthServiceDeps {
  db: Db;
  repository: HealthRepository;
  kind: DatabaseKind;
  version: string;
  startedAt: number;
  /** True once the process is shutting down (issue 27): the balancer is told to stop sending. */
  draining?: () => boolean;
}

/** Liveness with the database: answers only when the database does. */
export function createHealthService(deps: HealthServiceDeps) {
  return {
    async check() {
      if (deps.draining?.()) throw new AppError('DRAINING');
      try {
        await deps.repository.ping(deps.db);
      } catch {
        throw new AppError('SERVICE_UNAVAILABLE');
      }
      return { ok: true, db: deps.kind, uptimeMs: Date.now() - deps.startedAt, version: deps.version };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
