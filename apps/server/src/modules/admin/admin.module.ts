import type { FastifyInstance } from 'fastify';
import type { SessionService } from '../../platform/auth/session.service.ts';
import type { Db } from '../../platform/db/client.ts';
import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import type { ModuleRegistration } from '../../platform/module.ts';
import type { MemberEvents } from '../../platform/realtime/member-events.ts';
import type { AttemptGuard } from '../auth/attempt-guard.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { DepositService } from '../wallet/deposit.service.ts';
import type { WithdrawService } from '../wallet/withdraw.service.ts';
import { createAdminRepository } from './admin.repository.ts';
import { registerAdminRoutes } from './admin.routes.ts';
import {
  type AdminMembers,
  type AdminService,
  type AdminWallet,
  createAdminService,
} from './admin.service.ts';
import { createOperatorsRepository } from './operators.repository.ts';
import { createOperatorsService, type OperatorsService } from './operators.service.ts';

export interface AdminModuleDeps {
  endpoint: EndpointRegistrar;
  db: Db;
  /** The auth module's attempt guard (operator logins are guarded like members'). */
  guard: AttemptGuard;
  /** The member records (the member module's fit). */
  members: AdminMembers;
  /** Adjustment accounts and turnover waivers (the wallet module's walletAdmin service). */
  wallet: AdminWallet;
  deposits: DepositService;
  withdrawals: WithdrawService;
  ledger: LedgerService;
  sessions: SessionService;
  events: MemberEvents;
  now?: (() => Date) | undefined;
}

export interface AdminServices {
  /** Operator accounts and sessions; the endpoint registrar resolves operator tokens with it. */
  operators: OperatorsService;
  admin: AdminService;
}

/**
 * The back office: operator login (password + TOTP), order review, member
 * adjustments, turnover waivers and member status. Registers the admin endpoints.
 */
export function registerAdmin(
  _app: FastifyInstance,
  deps: AdminModuleDeps,
): ModuleRegistration<AdminServices> {
  const { db } = deps;
  const operators = createOperatorsService({
    db,
    repository: createOperatorsRepository(),
    guard: deps.guard,
    ...(deps.now ? { now: deps.now } : {}),
  });
  const admin = createAdminService({
    db,
    repository: createAdminRepository(),
    operators,
    deposits: deps.deposits,
    withdrawals: deps.withdrawals,
    ledger: deps.ledger,
    wallet: deps.wallet,
    members: deps.members,
    sessions: deps.sessions,
    events: deps.events,
  });
  registerAdminRoutes(deps.endpoint, { operators, admin });
  return { services: { operators, admin }, jobs: [] };
}
