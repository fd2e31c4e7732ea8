import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import type { ModuleRegistration } from '../../platform/module.ts';
import { createLedgerRepository } from './ledger.repository.ts';
import { createLedgerService, type LedgerService } from './ledger.service.ts';

/** The double-entry ledger (decision 0007): no routes of its own, the books under every money flow. */
export function registerLedger(
  _app: FastifyInstance,
  deps: { db: Db; now?: () => Date },
): ModuleRegistration<{ ledger: LedgerService }> {
  const ledger = createLedgerService({
    db: deps.db,
    repository: createLedgerRepository(),
    ...(deps.now ? { now: deps.now } : {}),
  });
  return { services: { ledger }, jobs: [] };
}
