import type { ServerMessage } from '@houseline/shared/api/realtime';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Db } from '../../platform/db/client.ts';
import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import type { ModuleRegistration } from '../../platform/module.ts';
import type { OperatorsService } from '../operators/operators.service.ts';
import { createDeskAgentsService, type DeskAgentsService } from './desk-agents.service.ts';
import { createDeskEvents, type DeskEvents } from './desk-events.ts';
import { createPlayerCardRepository } from './player-card.repository.ts';
import { createServiceDeskRepository } from './service-desk.repository.ts';
import { registerServiceDeskRoutes } from './service-desk.routes.ts';
import { createServiceDeskService, type DeskPorts, type ServiceDeskService } from './service-desk.service.ts';

export interface ServiceDeskModuleDeps {
  endpoint: EndpointRegistrar;
  db: Db;
  redis?: { publisher: Redis; subscriber: Redis } | undefined;
  ports: DeskPorts & {
    balance(siteCode: string, memberId: bigint): Promise<{ balance: string; currency: string }>;
  };
  operators: Pick<OperatorsService, 'audit'>;
  now?: (() => Date) | undefined;
}

/** Pushes a desk message to a member's sockets (the real-time hub's, attached once it exists). */
export type DeskPush = (
  siteCode: string,
  memberId: bigint,
  message: Extract<ServerMessage, { type: 'desk' }>,
) => void;

/** The service desk (issue 26): live chat with queues, agents, tickets, player card and reports. */
export function registerServiceDesk(
  _app: FastifyInstance,
  deps: ServiceDeskModuleDeps,
): ModuleRegistration<{
  serviceDesk: ServiceDeskService;
  deskAgents: DeskAgentsService;
  deskEvents: DeskEvents;
  attachDeskPush: (push: DeskPush) => void;
}> {
  const repository = createServiceDeskRepository();
  const events = createDeskEvents(deps.redis);
  const clock = deps.now ? { now: deps.now } : {};
  const serviceDesk = createServiceDeskService({
    db: deps.db,
    repository,
    events,
    ports: deps.ports,
    ...clock,
  });
  const deskAgents = createDeskAgentsService({
    db: deps.db,
    repository,
    cards: createPlayerCardRepository(),
    events,
    core: serviceDesk.core,
    ports: deps.ports,
    ...clock,
  });
  registerServiceDeskRoutes(deps.endpoint, {
    desk: serviceDesk,
    agents: deskAgents,
    operators: deps.operators,
  });
  // Members' sockets get every message they may see the moment any instance appends it.
  const attachDeskPush = (push: DeskPush) => {
    events.on((event) => {
      if (event.memberId === null || event.message?.author === 'note') return;
      if (event.kind === 'typing' && event.typing !== 'agent') return;
      push(event.siteCode, BigInt(event.memberId), {
        type: 'desk',
        conversationId: event.conversationId,
        message: event.message ?? null,
        ...(event.kind === 'typing' ? { typing: true } : {}),
      });
    });
  };
  return { services: { serviceDesk, deskAgents, deskEvents: events, attachDeskPush }, jobs: [] };
}
