import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import type { GameSessionsService } from './game-sessions.service.ts';

export function registerGameSessionsRoutes(endpoint: EndpointRegistrar, sessions: GameSessionsService): void {
  const member = (request: { session?: { memberId: bigint } | undefined }) => request.session!.memberId;

  endpoint('gameLaunch', async (request, input) =>
    sessions.launch(request.siteCode, request.locale, member(request), input),
  );
  endpoint('heartbeat', async (request, input) =>
    sessions.heartbeat(request.siteCode, member(request), input),
  );
  endpoint('venueBack', async (request, input) =>
    sessions.venueBack(request.siteCode, request.locale, member(request), input),
  );
  endpoint('gameSettings', async (request) => sessions.settings(request.siteCode, member(request)));
  endpoint('updateGameSettings', async (request, input) =>
    sessions.updateSettings(request.siteCode, member(request), input),
  );
}
