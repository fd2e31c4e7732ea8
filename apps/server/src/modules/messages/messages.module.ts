import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import type { ModuleRegistration } from '../../platform/module.ts';
import type { MemberEvents } from '../../platform/realtime/member-events.ts';
import { createMessagesRepository } from './messages.repository.ts';
import { registerMessagesRoutes } from './messages.routes.ts';
import {
  createMessagesService,
  type MarketingAllowed,
  type MessagesService,
  type VipLevelOf,
} from './messages.service.ts';
import { createNoticesService, type NoticesAudit, type NoticesService } from './notices.service.ts';
import { createNotifierRepository } from './notifier.repository.ts';
import { createNotifier, type Notifier, notifierJob } from './notifier.service.ts';

export interface MessagesModuleDeps {
  endpoint: EndpointRegistrar;
  db: Db;
  events: Pick<MemberEvents, 'messagesChanged'>;
  /** The member's VIP level for notices "from level n up" (the VIP module's; bound late). */
  vipLevelOf: VipLevelOf;
  /** Player protection's: no marketing notices while a break or an exclusion is in force. */
  marketingAllowed: MarketingAllowed;
  /** The operator audit log (the operators module, registered first). */
  operators: NoticesAudit;
  now?: (() => Date) | undefined;
}

export interface MessagesServices {
  /** Counts, lists, updates; `send` for account events (the member module's welcome message). */
  messages: MessagesService;
  notices: NoticesService;
  /** Turns new ledger entries into personal messages (its job runs it; tests run it by hand). */
  notifier: Notifier;
}

/**
 * Messages (issue 13, decision 0036): personal messages and system notices with read and delete
 * state, the unread count (also pushed over the real-time channel), the operators' notices, and
 * the notifier job that writes a personal message for each money event of the ledger, once.
 */
export function registerMessages(
  _app: FastifyInstance,
  deps: MessagesModuleDeps,
): ModuleRegistration<MessagesServices> {
  const { endpoint, db, events } = deps;
  const clock = deps.now ? { now: deps.now } : {};
  const repository = createMessagesRepository();
  const messages = createMessagesService({
    db,
    repository,
    vipLevelOf: deps.vipLevelOf,
    marketingAllowed: deps.marketingAllowed,
    changed: (siteCode, memberId) => events.messagesChanged(siteCode, memberId),
    ...clock,
  });
  const notices = createNoticesService({
    db,
    repository,
    audit: deps.operators,
    published: (siteCode) => events.messagesChanged(siteCode),
    ...clock,
  });
  const notifier = createNotifier({
    db,
    repository: createNotifierRepository(),
    changed: (siteCode, memberId) => events.messagesChanged(siteCode, memberId),
  });
  registerMessagesRoutes(endpoint, { messages, notices });
  return { services: { messages, notices, notifier }, jobs: [notifierJob(notifier)] };
}
