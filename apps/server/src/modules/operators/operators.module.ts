import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import type { ModuleRegistration } from '../../platform/module.ts';
import type { AttemptGuard } from '../auth/attempt-guard.service.ts';
import { createApprovalsRepository } from './approvals.repository.ts';
import { type ApprovalsService, createApprovalsService } from './approvals.service.ts';
import { createAuditRepository } from './audit.repository.ts';
import { type AuditService, createAuditService } from './audit.service.ts';
import { createOperatorAccountsService, type OperatorAccountsService } from './operator-accounts.service.ts';
import { createOperatorsRepository } from './operators.repository.ts';
import { registerOperatorsRoutes } from './operators.routes.ts';
import { createOperatorsService, type OperatorsService } from './operators.service.ts';

export interface OperatorsModuleDeps {
  endpoint: EndpointRegistrar;
  db: Db;
  /** The auth module's attempt guard (operator logins are guarded like members'). */
  guard: AttemptGuard;
  now?: (() => Date) | undefined;
}

export interface OperatorsServices {
  /** Logins, sessions and TOTP; the endpoint registrar resolves operator tokens with it. */
  operators: OperatorsService;
  accounts: OperatorAccountsService;
  /** The audit port (`record(tx, entry)`) and the log's read. */
  audit: AuditService;
  /** Four eyes for actions that wait for a second operator. */
  approvals: ApprovalsService;
}

/**
 * The operator room (issue 22 item 2; decision 0056): operator identity, roles and brands,
 * sessions, the accounts, the append-only audit log and four-eyes approvals. Registered before
 * every module that acts for operators, so each takes the audit port directly.
 */
export function registerOperators(
  _app: FastifyInstance,
  deps: OperatorsModuleDeps,
): ModuleRegistration<OperatorsServices> {
  const { db } = deps;
  const clock = deps.now ? { now: deps.now } : {};
  const repository = createOperatorsRepository();
  const audit = createAuditService({ db, repository: createAuditRepository(), ...clock });
  const operators = createOperatorsService({ db, repository, audit, guard: deps.guard, ...clock });
  const accounts = createOperatorAccountsService({ db, repository, audit, ...clock });
  const approvals = createApprovalsService({ db, repository: createApprovalsRepository(), ...clock });
  registerOperatorsRoutes(deps.endpoint, { operators, accounts, audit });
  return { services: { operators, accounts, audit, approvals }, jobs: [] };
}
