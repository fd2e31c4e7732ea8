import { randomUUID } from 'node:crypto';
import type { VenueLaunchInput } from '../src/modules/venues/venue-adapter.ts';
import { VenueUnknownOutcome } from '../src/modules/venues/venue-client.ts';
import {
  type Backend,
  buildMember,
  call,
  clientHeaders,
  createTestApp,
  postForm,
  type TestContext,
} from './helpers.ts';
import { depositByGateway } from './wallet-helpers.ts';

/** Games of the demo catalogue the tests launch. */
export const GAME = {
  /** 幻彩转轮, slot-prism at demo_slot (transfer). */
  slot: 301,
  /** 宝石矿工, slot-gem at demo_slot. */
  slot2: 302,
  /** 糖果乐园, slot-candy at demo_nova (seamless). */
  seamless: 305,
  /** 青云龙虎, dt-classic at demo_chess (transfer). */
  cards: 501,
  /** 星河体育: a sportsbook tile. */
  sports: 101,
  /** 雷霆百家乐: the house's live tables (mode 'app', /house/baccarat). */
  baccarat: 201,
} as const;

/**
 * A stand-in for the demo provider's `POST /launch` (built by the provider helper): the adapter's
 * game API answers a signed-looking URL, or fails like a venue that does not answer.
 */
export interface LaunchStub {
  calls: VenueLaunchInput[];
  down: boolean;
}

export interface GameTestContext extends TestContext {
  stub: LaunchStub;
  /** Moves the app's clock (heartbeats, the idle job). */
  advance(ms: number): void;
}

/** `realVenue`: the demo provider's own launch (signed play URLs) instead of the stand-in. */
export async function createGameTestApp(
  backend: Backend,
  { realVenue = false }: { realVenue?: boolean } = {},
): Promise<GameTestContext> {
  let offset = 0;
  const ctx = await createTestApp(backend, {
    config: { jobs: false },
    now: () => new Date(Date.now() + offset),
  });
  const stub: LaunchStub = { calls: [], down: false };
  for (const adapter of realVenue ? [] : ctx.app.services.venues.adapters()) {
    adapter.games.launch = async (input) => {
      if (stub.down) throw new VenueUnknownOutcome('venue is down');
      stub.calls.push(input);
      return {
        url: `https://venue.test/play/${input.gameCode}?t=${randomUUID()}`,
        expiresAt: new Date(Date.now() + offset + 60_000),
      };
    };
  }
  return {
    ...ctx,
    stub,
    advance: (ms) => {
      offset += ms;
    },
  };
}

export function postJson(ctx: TestContext, token: string, url: string, payload: unknown) {
  return call(ctx.app, {
    method: 'POST',
    url,
    headers: { ...clientHeaders('hgtyc', { t: token }), 'content-type': 'application/json' },
    payload: payload as Record<string, unknown>,
  });
}

export function getAs(ctx: TestContext, token: string, url: string) {
  return call(ctx.app, { method: 'GET', url, headers: clientHeaders('hgtyc', { t: token }) });
}

export function launch(
  ctx: TestContext,
  token: string,
  input: { gameId: number; platform?: string; autoTransfer?: boolean; requestId?: string },
) {
  return postJson(ctx, token, '/api/findmed/v1/game/launch', {
    platform: 'h5',
    requestId: randomUUID(),
    ...input,
  });
}

export function venueBack(ctx: TestContext, token: string, requestId: string = randomUUID()) {
  return postJson(ctx, token, '/api/findmed/v1/game/back', { requestId });
}

/** Form-encoded, as the web client sends it (SPEC.md §7: of SPEC's calls only the task calls are JSON). */
export function heartbeat(ctx: TestContext, token: string, gameid: number) {
  const fields = { gameid: String(gameid), platform: 'h5' };
  return postForm(ctx, '/api/findmed/v1/heartbeat', fields, clientHeaders('hgtyc', { t: token }));
}

/** The member's wallets by code (balances as wire strings). */
export async function walletsOf(ctx: TestContext, token: string, show?: number) {
  const res = await getAs(ctx, token, `/api/game/walletlist${show === undefined ? '' : `?show=${show}`}`);
  if (!res.body.status) throw new Error(`walletlist failed: ${JSON.stringify(res.body)}`);
  return Object.fromEntries(
    (res.body.data as { code: string; balance: string }[]).map((w) => [w.code, w.balance]),
  );
}

/** A member with money in the center wallet. */
export async function fundedMember(ctx: TestContext, amount = '500') {
  const member = await buildMember(ctx);
  await depositByGateway(ctx, member.token, amount);
  return member;
}
