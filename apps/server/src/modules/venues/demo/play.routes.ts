import { minorToDecimalString } from '@houseline/shared/money/amount';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { DemoControl } from './control.ts';
import type { DtBetSide } from './games/types.ts';
import type { K3Service } from './k3.service.ts';
import { type PlayService, type PlaySessionInfo, stakeWithin } from './play.service.ts';
import {
  dtDealRequest,
  fishShootRequest,
  k3BetRequest,
  PLAY_API_PREFIX,
  playSessionRequest,
  slotSpinRequest,
} from './play-api.ts';
import { type PlayError, PlayRefusal, playMessage } from './provider-games.ts';
import { decideDragonTiger, decideFish, decideSlot, dtSides, fishKnown } from './rounds-play.ts';

const STATUS: Record<PlayError, number> = {
  session: 401,
  input: 400,
  stake: 400,
  insufficient: 409,
  closed: 409,
  maintenance: 503,
  busy: 503,
};

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'content-type, x-play-token',
  'access-control-max-age': '600',
};

/**
 * The demo provider's play API (play-api.ts) for its own pages in our sandboxed frame: CORS-open
 * (the frame's origin is opaque), the session token in `x-play-token`, answers `{ ok: true, … }` or
 * `{ ok: false, error, message }` in the session's language — never a stack. The control switches
 * apply as to the rest of the provider.
 */
export function registerPlayRoutes(
  app: FastifyInstance,
  deps: { play: PlayService; k3: K3Service; control: DemoControl },
) {
  const { play, k3, control } = deps;

  function refuse(reply: FastifyReply, error: PlayError, locale?: string) {
    return reply.code(STATUS[error]).send({ ok: false, error, message: playMessage(error, locale) });
  }

  async function answer(reply: FastifyReply, body: Record<string, unknown>) {
    if (control.lost()) return refuse(reply, 'busy');
    return reply.code(200).send({ ok: true, ...body });
  }

  function parse<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
    const parsed = schema.safeParse(body ?? {});
    if (!parsed.success) throw new PlayRefusal('input');
    return parsed.data;
  }

  /** The gate and the session of a call; undefined when the reply is already sent. */
  async function enter(request: FastifyRequest, reply: FastifyReply, kind?: string) {
    if (
      !(await control.gate(reply, () => ({
        ok: false,
        error: 'busy',
        message: playMessage('busy', 'zh-CN'),
      })))
    ) {
      return undefined;
    }
    const session = await play.session(String(request.headers['x-play-token'] ?? ''));
    if (!session) throw new PlayRefusal('session');
    if (control.get().failure === 'refuse') throw new PlayRefusal('maintenance');
    if (kind && session.game.kind !== kind) throw new PlayRefusal('input');
    request.playSession = session;
    return session;
  }

  app.register(
    async (scope) => {
      scope.addHook('onSend', async (_request, reply) => {
        reply.headers(CORS);
        reply.header('cache-control', 'no-store');
      });
      scope.setErrorHandler(async (error, request, reply) => {
        if (error instanceof PlayRefusal) return refuse(reply, error.error, request.playSession?.locale);
        const status = (error as { statusCode?: number }).statusCode;
        if (status && status >= 400 && status < 500)
          return refuse(reply, 'input', request.playSession?.locale);
        request.log.error({ err: error }, 'demo provider play call failed');
        return refuse(reply, 'busy', request.playSession?.locale);
      });
      scope.options('/*', async (_request, reply) => reply.code(204).send());

      scope.post('/session', async (request, reply) => {
        if (
          !(await control.gate(reply, () => ({
            ok: false,
            error: 'busy',
            message: playMessage('busy', 'zh-CN'),
          })))
        ) {
          return reply;
        }
        const { launchToken } = parse(playSessionRequest, request.body);
        const opened = await play.openSession(launchToken);
        if (!opened) throw new PlayRefusal('session');
        const s = opened.session;
        request.playSession = s;
        return answer(reply, {
          sessionToken: opened.sessionToken,
          venue: s.venue,
          gameCode: s.game.gameCode,
          gameName: s.game.name[s.locale === 'en-US' ? 'en-US' : 'zh-CN'],
          kind: s.game.kind,
          walletMode: s.game.walletMode,
          currency: s.currency,
          locale: s.locale,
          balance: await play.balance(s),
          chips: s.game.chips.map(minorToDecimalString),
          minStake: minorToDecimalString(s.game.minStake),
          maxStake: minorToDecimalString(s.game.maxStake),
        });
      });

      scope.get('/balance', async (request, reply) => {
        const s = await enter(request, reply);
        if (!s) return reply;
        return answer(reply, { balance: await play.balance(s) });
      });

      scope.post('/slot/spin', async (request, reply) => {
        const s = await enter(request, reply, 'slot');
        if (!s) return reply;
        const input = parse(slotSpinRequest, request.body);
        const stake = stakeWithin(s.game, input.stake);
        const booked = await play.book(s, input.requestId, stake, () => decideSlot(stake));
        return answer(reply, { roundId: booked.roundId, ...booked.result, balance: booked.balance });
      });

      scope.post('/dt/deal', async (request, reply) => {
        const s = await enter(request, reply, 'dt');
        if (!s) return reply;
        const input = parse(dtDealRequest, request.body);
        const stakes: Partial<Record<DtBetSide, bigint>> = {};
        for (const [side, text] of Object.entries(input.bets) as [DtBetSide, string | undefined][]) {
          if (text !== undefined) stakes[side] = stakeWithin(s.game, text);
        }
        const sides = dtSides(stakes);
        const total = sides.reduce((sum, [, v]) => sum + v, 0n);
        const booked = await play.book(s, input.requestId, total, () => decideDragonTiger(sides));
        return answer(reply, { roundId: booked.roundId, ...booked.result, balance: booked.balance });
      });

      scope.post('/fish/shoot', async (request, reply) => {
        const s = await enter(request, reply, 'fish');
        if (!s) return reply;
        const input = parse(fishShootRequest, request.body);
        if (!fishKnown(input.fish)) throw new PlayRefusal('input');
        const stake = stakeWithin(s.game, input.stake);
        const booked = await play.book(s, input.requestId, stake, () => decideFish(input.fish, stake));
        return answer(reply, { roundId: booked.roundId, ...booked.result, balance: booked.balance });
      });

      scope.get('/k3/state', async (request, reply) => {
        const s = await enter(request, reply, 'k3');
        if (!s) return reply;
        const state = await k3.state(s);
        return answer(reply, { ...state, balance: await play.balance(s) });
      });

      scope.post('/k3/bet', async (request, reply) => {
        const s = await enter(request, reply, 'k3');
        if (!s) return reply;
        const input = parse(k3BetRequest, request.body);
        return answer(reply, await k3.bet(s, input));
      });

      scope.get('/rounds', async (request, reply) => {
        const s = await enter(request, reply);
        if (!s) return reply;
        const rows = await play.recentRounds(s, 30);
        return answer(reply, {
          list: rows.map((r) => ({
            roundId: r.roundId,
            gameCode: r.gameCode,
            stake: minorToDecimalString(r.stake),
            payout: minorToDecimalString(r.payout),
            status: r.status,
            detail: r.detail,
            at: (r.settledAt ?? r.placedAt).toISOString(),
          })),
        });
      });
    },
    { prefix: PLAY_API_PREFIX },
  );
}

declare module 'fastify' {
  interface FastifyRequest {
    playSession?: PlaySessionInfo;
  }
}
