import type { FastifyInstance } from 'fastify';
import type { registerAdmin } from './modules/admin/admin.module.ts';
import { registerAgent } from './modules/agent/agent.module.ts';
import { registerContent } from './modules/content/content.module.ts';
import { registerFeedback } from './modules/feedback/feedback.module.ts';
import type { LedgerService } from './modules/ledger/ledger.service.ts';
import { registerTasks } from './modules/tasks/tasks.module.ts';
import { registerUploads } from './modules/uploads/uploads.module.ts';
import type { WalletAccounts } from './modules/wallet/wallet-accounts.ts';
import type { Db } from './platform/db/client.ts';
import {
  createEndpointRegistrar,
  type EndpointRegistrar,
  type EndpointRegistrarDeps,
} from './platform/http/endpoint.ts';
import type { Job } from './platform/jobs/scheduler.ts';
import type { MemberEvents } from './platform/realtime/member-events.ts';

type Operators = ReturnType<typeof registerAdmin>['services']['operators'];

export interface EngagementDeps {
  endpoint: EndpointRegistrar;
  /** For the upload route's own scope (its multipart parser stays out of every other route). */
  registrarDeps: EndpointRegistrarDeps;
  db: Db;
  ledger: LedgerService;
  accounts: WalletAccounts;
  /** The wallet's turnover requirement, which rewards add in their own transaction. */
  turnover: Parameters<typeof registerTasks>[1]['turnover'];
  events: MemberEvents;
  centerCurrency: (siteCode: string) => string;
  /** The operator audit log, bound late: admin registers after these modules. */
  operators: () => Operators;
  /** config.uploadsDir; undefined: a temporary directory (tests). */
  uploadsDir: string | undefined;
  now?: (() => Date) | undefined;
}

/**
 * The engagement modules of issue 13 that need only the ledger, the wallet's accounts and the
 * operators' audit log: agents (commission on the downline's valid turnover), the task centre,
 * activities/sponsor/help, and feedback with its uploads. (VIP and messages register in app.ts,
 * where the wallet and the member module need them.)
 */
export function registerEngagement(app: FastifyInstance, deps: EngagementDeps) {
  const { endpoint, db, ledger, accounts, events, now } = deps;
  const clock = now ? { now } : {};

  // Agents: commission paid from a house account once per brand day.
  const agent = registerAgent(app, {
    endpoint,
    db,
    ledger,
    accounts,
    balanceChanged: (siteCode, memberId) => events.balanceChanged(siteCode, memberId),
    now,
  });

  // Task centre: rewards from the house's task account into the center wallet, with their own
  // turnover requirement, each paid once per task and period.
  const tasks = registerTasks(app, {
    endpoint,
    db,
    ledger,
    accounts,
    turnover: deps.turnover,
    events,
    ...clock,
  });

  // Activities, sponsor, help and tutorials: promotion bonuses (`promo_bonus`) with their turnover
  // requirement; operator edits audited.
  const content = registerContent(app, {
    endpoint,
    db,
    ledger,
    accounts,
    turnover: deps.turnover,
    events,
    centerCurrency: deps.centerCurrency,
    auditor: deps.operators,
    now,
  });

  // Feedback and uploads: images checked by content and re-encoded; the desk's operator actions
  // audited.
  const { uploads, uploadsDir } = registerUploads(app, {
    endpoint,
    endpointIn: (scope) => createEndpointRegistrar(scope, deps.registrarDeps),
    db,
    dir: deps.uploadsDir,
    now,
  }).services;
  const { feedback } = registerFeedback(app, {
    endpoint,
    db,
    uploads,
    operators: { audit: (...args) => deps.operators().audit(...args) },
    now,
  }).services;

  const jobs: Job[] = [...agent.jobs, ...tasks.jobs, ...content.jobs];
  return {
    services: {
      agent: agent.services.agent,
      tasks: tasks.services.tasks,
      content: content.services,
      uploads,
      /** Where the uploads are kept (tests look at the files). */
      uploadsDir,
      feedback,
    },
    jobs,
  };
}

export type EngagementServices = ReturnType<typeof registerEngagement>['services'];
