import { SITE_CODES } from '@houseline/shared/brands/types';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import type { ModuleRegistration } from '../../platform/module.ts';
import type { Books } from '../books/books.service.ts';
import type { AuditPort } from '../operators/audit.service.ts';
import { createAgentRepository } from './agent.repository.ts';
import { registerAgentRoutes } from './agent.routes.ts';
import { type AgentAccounts, type AgentService, createAgentService } from './agent.service.ts';
import { createAgentRatesAdmin } from './agent-rates-admin.service.ts';

/** How often the commission job looks for a closed day to settle. */
export const AGENT_COMMISSION_EVERY_MS = 5 * 60_000;

/**
 * Agents and share-to-earn (issue 13): the agent page's calls and the daily commission job; the
 * brand's commission rates edited in the console (issue 24).
 */
export function registerAgent(
  _app: FastifyInstance,
  deps: {
    endpoint: EndpointRegistrar;
    db: Db;
    books: Pick<Books, 'transaction' | 'move'>;
    accounts: AgentAccounts;
    /** The operator audit log: a rate change is recorded in its own transaction. */
    audit: AuditPort;
    now?: (() => Date) | undefined;
  },
): ModuleRegistration<{ agent: AgentService }> {
  const repository = createAgentRepository();
  const agent = createAgentService({
    db: deps.db,
    repository,
    books: deps.books,
    accounts: deps.accounts,
    siteCodes: SITE_CODES,
    ...(deps.now ? { now: deps.now } : {}),
  });
  const ratesAdmin = createAgentRatesAdmin({
    db: deps.db,
    repository,
    agent,
    audit: deps.audit,
    now: deps.now,
  });
  registerAgentRoutes(deps.endpoint, { agent, ratesAdmin });
  return {
    services: { agent },
    jobs: [
      {
        name: 'agent.commission',
        everyMs: AGENT_COMMISSION_EVERY_MS,
        run: async () => {
          await agent.settleClosedDays();
        },
      },
    ],
  };
}
