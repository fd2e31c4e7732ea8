import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import type { ModuleRegistration } from '../../platform/module.ts';
import type { ProfileService } from '../member/profile.service.ts';
import { createWithdrawAccountsRepository } from './withdraw-accounts.repository.ts';
import { registerWithdrawAccountsRoutes } from './withdraw-accounts.routes.ts';
import {
  createWithdrawAccountsService,
  type WithdrawAccountsMembers,
  type WithdrawAccountsService,
} from './withdraw-accounts.service.ts';

export interface WithdrawAccountsModuleDeps {
  endpoint: EndpointRegistrar;
  db: Db;
  /** The member row lock (the member module's records fit). */
  members: WithdrawAccountsMembers;
  /** The member's profile and the withdrawal password check (the member module's profile service). */
  profile: ProfileService;
  now?: (() => Date) | undefined;
}

/** Bank cards, USDT addresses and Alipay accounts a member withdraws to: endpoints and service. */
export function registerWithdrawAccounts(
  _app: FastifyInstance,
  deps: WithdrawAccountsModuleDeps,
): ModuleRegistration<{ withdrawAccounts: WithdrawAccountsService }> {
  const withdrawAccounts = createWithdrawAccountsService({
    db: deps.db,
    repository: createWithdrawAccountsRepository(),
    members: deps.members,
    profile: deps.profile,
    ...(deps.now ? { now: deps.now } : {}),
  });
  registerWithdrawAccountsRoutes(deps.endpoint, withdrawAccounts);
  return { services: { withdrawAccounts }, jobs: [] };
}
