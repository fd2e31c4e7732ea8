import type { FastifyInstance } from 'fastify';
import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import type { ModuleRegistration } from '../../platform/module.ts';
import { createGameSessionsRepository } from './game-sessions.repository.ts';
import { registerGameSessionsRoutes } from './game-sessions.routes.ts';
import {
  createGameSessionsService,
  type GameSessionsService,
  type GameSessionsServiceDeps,
  HEARTBEAT_MS,
} from './game-sessions.service.ts';

export interface GameSessionsModuleDeps extends Omit<GameSessionsServiceDeps, 'repository' | 'now'> {
  endpoint: EndpointRegistrar;
  now?: (() => Date) | undefined;
}

/**
 * Playing a game (issue 11, decision 0024): launch, heartbeat, venue back and the member's game
 * settings; the idle job ends sessions whose heartbeats stopped and brings their money home.
 */
export function registerGameSessions(
  _app: FastifyInstance,
  deps: GameSessionsModuleDeps,
): ModuleRegistration<{ gameSessions: GameSessionsService }> {
  const { endpoint, now, ...rest } = deps;
  const gameSessions = createGameSessionsService({
    ...rest,
    repository: createGameSessionsRepository(),
    ...(now ? { now } : {}),
  });
  registerGameSessionsRoutes(endpoint, gameSessions);
  return {
    services: { gameSessions },
    jobs: [
      {
        name: 'game-sessions.idle',
        everyMs: HEARTBEAT_MS,
        run: async () => void (await gameSessions.endIdle()),
      },
    ],
  };
}
