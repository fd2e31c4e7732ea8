import { sql } from 'drizzle-orm';
import type { DatabaseKind, Db } from '../../platform/db/client.ts';
import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import { AppError } from '../../platform/http/errors.ts';

export interface HealthDeps {
  db: Db;
  kind: DatabaseKind;
  version: string;
  startedAt: number;
}

export function registerHealthRoutes(endpoint: EndpointRegistrar, deps: HealthDeps): void {
  endpoint('health', async () => {
    try {
      await deps.db.execute(sql`select 1`);
    } catch {
      throw new AppError('SERVICE_UNAVAILABLE');
    }
    return { ok: true, db: deps.kind, uptimeMs: Date.now() - deps.startedAt, version: deps.version };
  });
}
