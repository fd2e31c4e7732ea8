import type { FastifyInstance } from 'fastify';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import type { ModuleRegistration } from '../../platform/module.ts';
import type { MovementGuard } from '../books/books.service.ts';
import type { OperatorsService } from '../operators/operators.service.ts';
import { createProtectionRepository } from './protection.repository.ts';
import { registerProtectionRoutes } from './protection.routes.ts';
import {
  createProtectionService,
  type ProtectionDeps,
  type ProtectionService,
} from './protection.service.ts';
import { protectionGuard } from './protection-guard.service.ts';
import { EXCLUSION_ROWS, exclusionActive } from './protection-rules.ts';

/** Player protection's guard for the books port (registered in books.module.ts). */
export function createProtectionGuard(now?: () => Date): MovementGuard {
  return protectionGuard(createProtectionRepository(), now);
}

/**
 * Whether a member may receive marketing now (issue 25): not while a time-out or a
 * self-exclusion is in force. The messages module asks it before it shows marketing notices.
 */
export function createMarketingConsent(db: DbOrTx, now: () => Date = () => new Date()) {
  const repository = createProtectionRepository();
  return async (siteCode: string, memberId: bigint): Promise<boolean> => {
    const at = now();
    const exclusions = await repository.exclusions(db, siteCode, memberId, EXCLUSION_ROWS);
    return !exclusions.some((e) => exclusionActive(e, at));
  };
}

export interface ProtectionModuleDeps {
  endpoint: EndpointRegistrar;
  db: Db;
  sessions: { revokeAllForMember(memberId: bigint, exceptSessionId?: bigint, tx?: DbOrTx): Promise<number> };
  events: { sessionsEnded(siteCode: string, memberId: bigint): void };
  operators: Pick<OperatorsService, 'audit'>;
  limitChanged?: ProtectionDeps['limitChanged'];
  now?: (() => Date) | undefined;
}

/**
 * Player protection (issue 25, decision 0060): limits, breaks, self-exclusions, the reality
 * check and the activity statement; its guard on the books port refuses what they forbid.
 */
export function registerProtection(
  _app: FastifyInstance,
  deps: ProtectionModuleDeps,
): ModuleRegistration<{ protection: ProtectionService }> {
  const protection = createProtectionService({
    db: deps.db,
    repository: createProtectionRepository(),
    endSessions: (memberId, tx) => deps.sessions.revokeAllForMember(memberId, undefined, tx),
    sessionsEnded: (siteCode, memberId) => deps.events.sessionsEnded(siteCode, memberId),
    audit: (operatorId, siteCode, action, target, tx) =>
      deps.operators.audit({ id: operatorId }, siteCode, action, target, {}, tx),
    ...(deps.limitChanged ? { limitChanged: deps.limitChanged } : {}),
    ...(deps.now ? { now: deps.now } : {}),
  });
  registerProtectionRoutes(deps.endpoint, protection);
  return { services: { protection }, jobs: [] };
}
