import { minorToDecimalString, parseAmountToMinor } from '@houseline/shared/money/amount';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../../platform/db/client.ts';
import type { Job } from '../../../platform/jobs/scheduler.ts';
import type { VenueAdapter, VenueWallet } from '../venue-adapter.ts';
import {
  createVenueClient,
  fetchTransport,
  type HttpTransport,
  verifyVenueSignature,
} from '../venue-client.ts';
import { createVenueGamesClient } from '../venue-games-client.ts';
import { createDemoControl, type DemoVenueControl } from './control.ts';
import { createDemoVenueRepository } from './demo-venue.repository.ts';
import { createK3Service } from './k3.service.ts';
import { registerPagesHost } from './pages-host.ts';
import { registerPlayRoutes } from './play.routes.ts';
import { createPlayService } from './play.service.ts';
import { registerProviderApi } from './provider-api.ts';
import { createSeamlessCaller, createSeamlessOutbox } from './seamless.ts';

export type { DemoVenueControl, DemoVenueFailure } from './control.ts';

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

declare module 'fastify' {
  interface FastifyRequest {
    venueRawBody?: string;
  }
}

export interface DemoVenueDeps {
  db: Db;
  secret: string;
  now?: () => Date;
  /** How its seamless callbacks reach the site: in-process inject by default, fetch when alone. */
  callbackTransport?: HttpTransport;
  callbackTimeoutMs?: number;
  /** Its public base URL when it runs as its own process (absolute play URLs, page CSP). */
  publicBaseUrl?: string | undefined;
  /** When it runs as its own process: the site's origins, the only ones that may frame its pages. */
  frameAncestors?: readonly string[] | undefined;
}

/**
 * The built-in demo provider: it stands in for a third-party game provider and keeps its own
 * books (its own tables), behind a signed HTTP API — wallet transfers, launch, bet export — so the
 * site's flows run exactly as they would against a real provider, offline. It serves its game
 * pages and their play API, draws K3, and calls the site's seamless wallet for its seamless venue
 * (decision 0023). Switches for latency and failures let tests (and the sandbox) make it slow,
 * refuse, lose answers after applying, or go down. Its answer per transfer id is final: a refusal
 * is recorded like a success, so asking again gives the same answer.
 */
export function registerDemoVenue(app: FastifyInstance, deps: DemoVenueDeps) {
  const { db, secret } = deps;
  const now = deps.now ?? (() => new Date());
  const control = createDemoControl();
  const injectTransport: HttpTransport = async (request) => {
    const response = await app.inject({
      method: request.method,
      url: request.url,
      headers: request.headers,
      ...(request.body !== undefined ? { payload: request.body } : {}),
    });
    return { statusCode: response.statusCode, body: response.body };
  };
  const seamless = createSeamlessCaller({
    transport: deps.callbackTransport ?? injectTransport,
    secret,
    timeoutMs: deps.callbackTimeoutMs ?? 5_000,
    control: control.get,
    now,
  });
  const outbox = createSeamlessOutbox({ db, caller: seamless, now });
  const play = createPlayService({ db, now, seamless, outbox });
  const k3 = createK3Service({ db, now });
  registerPlayRoutes(app, { play, k3, control });
  registerPagesHost(app, { publicBaseUrl: deps.publicBaseUrl, frameAncestors: deps.frameAncestors });

  function verified(request: FastifyRequest): boolean {
    return verifyVenueSignature(
      secret,
      {
        method: request.method,
        url: request.url,
        body: request.venueRawBody ?? '',
        headers: request.headers,
      },
      now(),
    );
  }

  const gate = (reply: FastifyReply) => control.gate(reply, (status) => ({ status }));

  async function answer(reply: FastifyReply, body: Record<string, unknown>) {
    // "lost": the work is done, but the caller never hears so.
    if (control.lost()) return reply.code(502).send({ status: 'lost' });
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
            control.get().failure === 'refuse'
              ? 'locked'
              : wallet!.balance + change < 0n
                ? 'insufficient'
                : null;
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

      registerProviderApi(scope, {
        db,
        play,
        control,
        venues: DEMO_VENUE_WALLETS.map((v) => v.code),
        publicBaseUrl: deps.publicBaseUrl,
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
      return control.set(next);
    },
    k3,
    outbox,
    jobs: [k3.job(), outbox.job(), play.job()] as Job[],
  };
}

export type DemoVenue = ReturnType<typeof registerDemoVenue>;
