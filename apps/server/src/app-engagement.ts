import type { FastifyInstance } from 'fastify';
import { registerAgent } from './modules/agent/agent.module.ts';
import type { CaptchaService } from './modules/auth/captcha.service.ts';
import type { Books } from './modules/books/books.service.ts';
import { registerContent } from './modules/content/content.module.ts';
import { registerFeedback } from './modules/feedback/feedback.module.ts';
import type { MessagesService } from './modules/messages/messages.service.ts';
import type { AuditPort } from './modules/operators/audit.service.ts';
import type { OperatorsService } from './modules/operators/operators.service.ts';
import { createMarketingConsent } from './modules/protection/protection.module.ts';
import { registerServiceDesk } from './modules/service-desk/service-desk.module.ts';
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
import type { RedisClients } from './platform/redis.ts';

export interface EngagementDeps {
  endpoint: EndpointRegistrar;
  /** For the upload route's own scope (its multipart parser stays out of every other route). */
  registrarDeps: EndpointRegistrarDeps;
  db: Db;
  /** The books port: rewards, bonuses and commissions with the turnover they require. */
  books: Books;
  accounts: WalletAccounts;
  centerCurrency: (siteCode: string) => string;
  /** The operator room (registered first): its audit log. */
  operators: Pick<OperatorsService, 'audit'>;
  /** The operator audit port: the agent commission rates' edits (issue 24). */
  audit: AuditPort;
  /** config.uploadsDir; undefined: a temporary directory (tests). */
  uploadsDir: string | undefined;
  now?: (() => Date) | undefined;
  /** service-desk (issue 26): what the desk needs besides uploads and the audit log. */
  desk: {
    redis: RedisClients | undefined;
    captcha: CaptchaService;
    messages: Pick<MessagesService, 'send'>;
    balance(siteCode: string, memberId: bigint): Promise<{ balance: string; currency: string }>;
  };
}

/**
 * The engagement modules of issue 13 that need only the books, the wallet's accounts and the
 * operators' audit log: agents (commission on the downline's valid turnover), the task centre,
 * activities/sponsor/help, and feedback with its uploads. (VIP and messages register in app.ts,
 * where the wallet and the member module need them.)
 */
export function registerEngagement(app: FastifyInstance, deps: EngagementDeps) {
  const { endpoint, db, books, accounts, now } = deps;
  const clock = now ? { now } : {};

  // Agents: commission paid from a house account once per brand day.
  const agent = registerAgent(app, {
    endpoint,
    db,
    books,
    accounts,
    audit: deps.audit,
    now,
  });

  // Task centre: rewards from the house's task account into the center wallet, with their own
  // turnover requirement, each paid once per task and period.
  const tasks = registerTasks(app, {
    endpoint,
    db,
    books,
    accounts,
    audit: deps.audit,
    ...clock,
  });

  // Activities, sponsor, help and tutorials: promotion bonuses (`promo_bonus`) with their turnover
  // requirement; operator edits audited.
  const content = registerContent(app, {
    endpoint,
    db,
    books,
    accounts,
    centerCurrency: deps.centerCurrency,
    // No promotions shown to a member on a break or self-excluded (issue 25).
    marketingAllowed: createMarketingConsent(db, now ?? (() => new Date())),
    auditor: () => deps.operators,
    now,
  });

  // Feedback and uploads: images checked by content and re-encoded; the desk's operator actions
  // audited.
  const { uploads, artwork, uploadsDir } = registerUploads(app, {
    endpoint,
    endpointIn: (scope) => createEndpointRegistrar(scope, deps.registrarDeps),
    db,
    audit: deps.audit,
    dir: deps.uploadsDir,
    now,
  }).services;
  const { feedback } = registerFeedback(app, {
    endpoint,
    db,
    uploads,
    operators: deps.operators,
    now,
  }).services;

  // service-desk (issue 26): live chat with agents; images through the uploads above.
  const desk = registerServiceDesk(app, {
    endpoint,
    db,
    redis: deps.desk.redis,
    ports: {
      uploads,
      captcha: deps.desk.captcha,
      messages: { send: (message) => deps.desk.messages.send(message) },
      balance: deps.desk.balance,
    },
    operators: deps.operators,
    now,
  }).services;

  const jobs: Job[] = [...agent.jobs, ...tasks.jobs, ...content.jobs];
  return {
    services: {
      agent: agent.services.agent,
      tasks: tasks.services.tasks,
      content: content.services,
      uploads,
      /** The brands' uploaded banner artwork (decision 0087): the site's banners check against it. */
      artwork,
      /** Where the uploads are kept (tests look at the files). */
      uploadsDir,
      feedback,
      ...desk,
    },
    jobs,
  };
}

export type EngagementServices = ReturnType<typeof registerEngagement>['services'];
