import { GAME_PLATFORMS } from '@houseline/shared/api/contract/casino';
import { minorToDecimalString } from '@houseline/shared/money/amount';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../../platform/db/client.ts';
import type { VenueBetRecord } from '../venue-adapter.ts';
import type { DemoControl } from './control.ts';
import type { PlayService } from './play.service.ts';
import { PLAY_PAGE_PREFIX } from './play-api.ts';
import { createProviderRepository } from './provider.repository.ts';

const repo = createProviderRepository();

export const BETS_MAX_PAGE_SIZE = 500;

/**
 * The provider's signed game API (inside the signed `/venue/demo/v1` scope): `POST /launch` answers
 * a one-time play URL; `GET /bets` pages through the rounds closed in [from, to) at a venue (of one
 * player when `player` is given), by close time then round id — the same window asked again gives the same records.
 */
export function registerProviderApi(
  scope: FastifyInstance,
  deps: {
    db: Db;
    play: PlayService;
    control: DemoControl;
    venues: readonly string[];
    /** Absolute base of the play URLs when the provider runs as its own process. */
    publicBaseUrl?: string | undefined;
  },
) {
  const { db, play, control } = deps;
  const down = (status: string) => ({ status });
  async function answer(reply: FastifyReply, body: Record<string, unknown>) {
    if (control.lost()) return reply.code(502).send({ status: 'lost' });
    return reply.code(200).send(body);
  }

  scope.post('/launch', async (request, reply) => {
    if (!(await control.gate(reply, down))) return reply;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const text = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : '');
    const input = {
      venue: text('venue'),
      gameCode: text('gameCode'),
      player: text('player'),
      platform: text('platform'),
      locale: text('locale') === 'en-US' ? 'en-US' : 'zh-CN',
      currency: text('currency') || 'CNY',
    };
    if (
      !deps.venues.includes(input.venue) ||
      !(GAME_PLATFORMS as readonly string[]).includes(input.platform)
    ) {
      return reply.code(400).send({ status: 'refused', reason: 'input' });
    }
    if (control.get().failure === 'refuse')
      return reply.code(200).send({ status: 'refused', reason: 'maintenance' });
    const launched = await play.launch(input);
    if (!launched) return reply.code(404).send({ status: 'refused', reason: 'game' });
    const path = `${PLAY_PAGE_PREFIX}/${encodeURIComponent(input.gameCode)}?t=${launched.token}&lang=${input.locale}`;
    return answer(reply, {
      url: deps.publicBaseUrl ? new URL(path, deps.publicBaseUrl).toString() : path,
      expiresAt: launched.expiresAt.toISOString(),
    });
  });

  scope.get('/bets', async (request, reply) => {
    if (!(await control.gate(reply, down))) return reply;
    const query = request.query as Record<string, string | undefined>;
    const from = new Date(query.from ?? '');
    const to = new Date(query.to ?? '');
    const page = Number(query.page ?? '1');
    const pageSize = Number(query.pageSize ?? '100');
    const venue = query.venue ?? '';
    // Optional: one player's rounds only (the site's member-scoped sync, decision 0029).
    const player = query.player;
    if (
      (player !== undefined && !/^[A-Za-z0-9_-]{1,64}$/.test(player)) ||
      !deps.venues.includes(venue) ||
      Number.isNaN(from.getTime()) ||
      Number.isNaN(to.getTime()) ||
      !Number.isInteger(page) ||
      page < 1 ||
      !Number.isInteger(pageSize) ||
      pageSize < 1 ||
      pageSize > BETS_MAX_PAGE_SIZE
    ) {
      return reply.code(400).send({ status: 'refused', reason: 'input' });
    }
    const { rows, total } = await repo.closedPage(
      db,
      venue,
      from,
      to,
      (page - 1) * pageSize,
      pageSize,
      player,
    );
    const records: VenueBetRecord[] = rows.map((r) => ({
      roundId: r.roundId,
      venue: r.venue,
      player: r.player,
      gameCode: r.gameCode,
      stake: minorToDecimalString(r.stake),
      validStake: minorToDecimalString(r.status === 'void' ? 0n : r.stake),
      payout: minorToDecimalString(r.status === 'void' ? 0n : r.payout),
      status: r.status === 'void' ? 'void' : 'settled',
      placedAt: r.placedAt.toISOString(),
      settledAt: (r.settledAt ?? r.placedAt).toISOString(),
      detail: r.detail.slice(0, 200),
    }));
    return answer(reply, { records, total });
  });
}
