import { timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { minorToDecimalString, parseAmountToMinor } from '@houseline/shared/money/amount';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../../platform/db/client.ts';
import { createDemoVenueRepository } from './demo-venue.repository.ts';
import type { VenueAdapter, VenueWallet } from '../venue-adapter.ts';
import {
  createVenueClient,
  fetchTransport,
  type HttpTransport,
  VENUE_SIGNATURE_MAX_AGE_MS,
  venueSignature,
  verifyVenueSignature,
} from '../venue-client.ts';
import { createVenueGamesClient } from '../venue-games-client.ts';

const DEMO_VENUE_PREFIX = '/venue/demo/v1';

const repo = createDemoVenueRepository();

/** The venues the built-in demo provider serves, one wallet each (wallet codes of the game catalogue). */
export const DEMO_VENUE_WALLETS: readonly VenueWallet[] = [
  { code: 'demo_sport', names: { 'zh-CN': '体育场馆', 'en-US': 'Sports venue' }, walletMode: 'transfer' },
  { code: 'demo_live', names: { 'zh-CN': '真人场馆', 'en-US': 'Live casino venue' }, walletMode: 'transfer' },
  { code: 'demo_slot', names: { 'zh-CN': '电子场馆', 'en-US': 'Slots venue' }, walletMode: 'transfer' },
  { code: 'demo_lottery', names: { 'zh-CN': '彩票场馆', 'en-US': 'Lottery venue' }, walletMode: 'transfer' },
  { code: 'demo_chess', names: { 'zh-CN': '棋牌场馆', 'en-US': 'Card games venue' }, walletMode: 'transfer' },
  { code: 'demo_esport', names: { 'zh-CN': '电竞场馆', 'en-US': 'E-sports venue' }, walletMode: 'transfer' },
  { code: 'demo_fish', names: { 'zh-CN': '捕鱼场馆', 'en-US': 'Fishing venue' }, walletMode: 'transfer' },
  // Seamless: no wallet of its own; each round is debited and credited on our center wallet.
  { code: 'demo_nova', names: { 'zh-CN': '星云场馆', 'en-US': 'Nova venue' }, walletMode: 'seamless' },
];

/**
 * The demo provider's adapter: its wallet API over signed HTTP (in-process inject, or fetch when
 * it runs elsewhere) and, when its tables are in our database, its books for the audit.
 */
export function createDemoVenueAdapter(options: {
  transport: HttpTransport;
  secret: string;
  timeoutMs: number;
  /** Its own books, readable when it runs in this process. */
  db?: Db;
  now?: () => Date;
}): VenueAdapter {
  const { db } = options;
  const callOptions = {
    transport: options.transport,
    secret: options.secret,
    timeoutMs: options.timeoutMs,
    prefix: DEMO_VENUE_PREFIX,
    ...(options.now ? { now: options.now } : {}),
  };
  return {
    provider: 'demo',
    venues: DEMO_VENUE_WALLETS,
    api: createVenueClient(callOptions),
    games: createVenueGamesClient(callOptions),
    verifyCallback: (request) =>
      verifyVenueSignature(options.secret, request, options.now ? options.now() : new Date()),
    ...(db
      ? {
          books: {
            balances: () => repo.balances(db),
          },
        }
      : {}),
  };
}

/**
 * The demo provider as configured: reached through `fetch` at VENUE_BASE_URL, or in-process through
 * Fastify inject (same HTTP layer, no socket) with its books readable from our database.
 */
export function demoVenueAdapter(
  app: FastifyInstance,
  options: {
    config: { venueBaseUrl: string | undefined; venueSecret: string; venueTimeoutMs: number };
    db: Db | undefined;
    now?: () => Date;
  },
): VenueAdapter {
  const { config } = options;
  const injectTransport: HttpTransport = async (request) => {
    const response = await app.inject({
      method: request.method,
      url: request.url,
      headers: request.headers,
      ...(request.body !== undefined ? { payload: request.body } : {}),
    });
    return { statusCode: response.statusCode, body: response.body };
  };
  return createDemoVenueAdapter({
    transport: config.venueBaseUrl ? fetchTransport(config.venueBaseUrl) : injectTransport,
    secret: config.venueSecret,
    timeoutMs: config.venueTimeoutMs,
    ...(options.db ? { db: options.db } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
}

/** refuse: the venue refuses every transfer (a player locked at the venue, maintenance). */
export type DemoVenueFailure = 'none' | 'error' | 'lost' | 'down' | 'refuse';
export interface DemoVenueControl {
  latencyMs: number;
  failure: DemoVenueFailure;
}

declare module 'fastify' {
  interface FastifyRequest {
    venueRawBody?: string;
  }
}

/**
 * The built-in demo venue: it stands in for a third-party game provider and keeps its own
 * balances (its own tables), behind a signed HTTP API — so the transfer flow runs exactly as it
 * would against a real provider, offline. Switches for latency and failures let tests (and the
 * sandbox) make it slow, refuse, lose answers after applying, or go down. Its answer per transfer
 * id is final: a refusal is recorded like a success, so asking again gives the same answer.
 */
export function registerDemoVenue(app: FastifyInstance, deps: { db: Db; secret: string; now?: () => Date }) {
  const { db, secret } = deps;
  const now = deps.now ?? (() => new Date());
  const control: DemoVenueControl = { latencyMs: 0, failure: 'none' };

  function verified(request: FastifyRequest): boolean {
    const ts = String(request.headers['x-venue-ts'] ?? '');
    const sign = String(request.headers['x-venue-sign'] ?? '');
    if (!/^\d{10,16}$/.test(ts) || !/^[0-9a-f]{64}$/.test(sign)) return false;
    if (Math.abs(now().getTime() - Number(ts)) > VENUE_SIGNATURE_MAX_AGE_MS) return false;
    const expected = venueSignature(secret, ts, request.method, request.url, request.venueRawBody ?? '');
    return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(sign, 'hex'));
  }

  /** Latency, then the failure switches; true when the handler may go on. */
  async function gate(reply: FastifyReply): Promise<boolean> {
    if (control.latencyMs > 0) await sleep(control.latencyMs);
    if (control.failure === 'down') {
      await reply.code(503).send({ status: 'down' });
      return false;
    }
    if (control.failure === 'error') {
      await reply.code(500).send({ status: 'error' });
      return false;
    }
    return true;
  }

  async function answer(reply: FastifyReply, body: Record<string, unknown>) {
    // "lost": the work is done, but the caller never hears so.
    if (control.failure === 'lost') return reply.code(502).send({ status: 'lost' });
    return reply.code(200).send(body);
  }

  app.register(
    async (scope) => {
      scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
        request.venueRawBody = body as string;
        try {
          done(null, JSON.parse(body as string));
        } catch {
          done(null, {});
        }
      });
      scope.addHook('onRequest', async (request) => {
        if (request.method === 'GET') request.venueRawBody = '';
      });
      scope.addHook('preHandler', async (request, reply) => {
        if (!verified(request)) await reply.code(401).send({ status: 'unauthorised' });
      });

      scope.post('/transfer', async (request, reply) => {
        if (!(await gate(reply))) return reply;
        const body = (request.body ?? {}) as Record<string, unknown>;
        const transferId = String(body.transferId ?? '');
        const venue = String(body.venue ?? '');
        const player = String(body.player ?? '');
        const direction = body.direction === 'out' ? 'out' : body.direction === 'in' ? 'in' : '';
        let amount: bigint;
        try {
          amount = parseAmountToMinor(String(body.amount ?? ''));
        } catch {
          return reply.code(400).send({ status: 'refused', reason: 'amount' });
        }
        if (!transferId || !venue || !player || !direction || amount <= 0n) {
          return reply.code(400).send({ status: 'refused', reason: 'input' });
        }
        const result = await db.transaction(async (tx) => {
          // Upserting the player's wallet locks its row: their transfers go one at a time, so the
          // duplicate check below is exact.
          const wallet = await repo.lockWallet(tx, venue, player);
          const seen = await repo.transfer(tx, transferId);
          if (seen) {
            const same = seen.direction === direction && seen.amount === amount && seen.player === player;
            if (!same) return { status: 'refused', reason: 'conflict' };
            return seen.outcome === 'refused'
              ? { status: 'refused', reason: 'final' }
              : { status: 'ok', balance: seen.balanceAfter };
          }
          const change = direction === 'in' ? amount : -amount;
          const refusal =
            control.failure === 'refuse' ? 'locked' : wallet!.balance + change < 0n ? 'insufficient' : null;
          if (refusal) {
            // Recorded like a success: this id is refused for good, whatever happens to the balance.
            await repo.recordTransfer(tx, {
              transferId,
              venue,
              player,
              direction,
              amount,
              balanceAfter: wallet!.balance,
              outcome: 'refused',
            });
            return { status: 'refused', reason: refusal };
          }
          const updated = await repo.addToBalance(tx, venue, player, change);
          await repo.recordTransfer(tx, {
            transferId,
            venue,
            player,
            direction,
            amount,
            balanceAfter: updated!.balance,
          });
          return { status: 'ok', balance: updated!.balance };
        });
        if (result.status !== 'ok') return answer(reply, result);
        return answer(reply, { status: 'ok', balance: minorToDecimalString(result.balance as bigint) });
      });

      scope.get('/transfer', async (request, reply) => {
        if (!(await gate(reply))) return reply;
        const transferId = String((request.query as Record<string, unknown>).transferId ?? '');
        const seen = await repo.transfer(db, transferId);
        return answer(reply, {
          status: seen ? (seen.outcome === 'refused' ? 'refused' : 'ok') : 'not_found',
        });
      });

      scope.get('/balance', async (request, reply) => {
        if (!(await gate(reply))) return reply;
        const query = request.query as Record<string, unknown>;
        const wallet = await repo.wallet(db, String(query.venue ?? ''), String(query.player ?? ''));
        return answer(reply, { balance: minorToDecimalString(wallet?.balance ?? 0n) });
      });
    },
    { prefix: DEMO_VENUE_PREFIX },
  );

  return {
    control(next?: Partial<DemoVenueControl>): DemoVenueControl {
      if (next?.latencyMs !== undefined) control.latencyMs = next.latencyMs;
      if (next?.failure !== undefined) control.failure = next.failure;
      return { ...control };
    },
  };
}

export type DemoVenue = ReturnType<typeof registerDemoVenue>;
