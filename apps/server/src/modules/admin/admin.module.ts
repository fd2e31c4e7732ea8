import type { FastifyInstance } from 'fastify';
import type { SessionService } from '../../platform/auth/session.service.ts';
import type { Db } from '../../platform/db/client.ts';
import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import type { ModuleRegistration } from '../../platform/module.ts';
import type { MemberEvents } from '../../platform/realtime/member-events.ts';
import type { Books } from '../books/books.service.ts';
import type { ApprovalsService, FourEyesThreshold } from '../operators/approvals.service.ts';
import type { AuditPort } from '../operators/audit.service.ts';
import type { DepositService } from '../wallet/deposit.service.ts';
import type { WithdrawService } from '../wallet/withdraw.service.ts';
import { createAdminRepository } from './admin.repository.ts';
import { registerAdminRoutes } from './admin.routes.ts';
import {
  type AdminMembers,
  type AdminMessages,
  type AdminService,
  type AdminWallet,
  createAdminService,
} from './admin.service.ts';

export interface AdminModuleDeps {
  endpoint: EndpointRegistrar;
  db: Db;
  /** The member records (the member module's fit). */
  members: AdminMembers;
  /** The member's inbox (the messages module's service). */
  messages: AdminMessages;
  /** Adjustment accounts and turnover waivers (the wallet module's walletAdmin service). */
  wallet: AdminWallet;
  deposits: DepositService;
  withdrawals: WithdrawService;
  books: Pick<Books, 'transaction' | 'move'>;
  sessions: SessionService;
  events: MemberEvents;
  /** The operator room's audit port and four-eyes approvals. */
  audit: AuditPort;
  approvals: ApprovalsService;
  fourEyesThreshold: FourEyesThreshold;
}

export interface AdminServices {
  admin: AdminService;
}

/**
 * The back office's money and member actions: order review, member adjustments (four eyes above
 * the brand's threshold), turnover waivers and member status. Operator identity, sessions and the
 * audit log are the operators module's.
 */
export function registerAdmin(
  _app: FastifyInstance,
  deps: AdminModuleDeps,
): ModuleRegistration<AdminServices> {
  const admin = createAdminService({ ...deps, repository: createAdminRepository() });
  registerAdminRoutes(deps.endpoint, { admin, withdrawals: deps.withdrawals });
  return { services: { admin }, jobs: [] };
}
