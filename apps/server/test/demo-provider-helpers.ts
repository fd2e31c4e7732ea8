import type { FastifyInstance } from 'fastify';
import { venueSignature } from '../src/modules/venues/venue-client.ts';

let signClock: () => number = () => Date.now();
/** The clock the signatures take their time from (the app's, when a test moves it). */
export function signWith(clock: () => number): void {
  signClock = clock;
}

/** A signed call to the demo provider's venue API, as the site makes it. */
export async function signed(
  app: FastifyInstance,
  secret: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  options: { ts?: number; sign?: string } = {},
) {
  const body = payload === undefined ? '' : JSON.stringify(payload);
  const ts = String(options.ts ?? signClock());
  const response = await app.inject({
    method,
    url,
    headers: {
      'x-venue-ts': ts,
      'x-venue-sign': options.sign ?? venueSignature(secret, ts, method, url, body),
      ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(payload !== undefined ? { payload: body } : {}),
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

let players = 0;
export function newPlayer(): string {
  players += 1;
  return `hgtyc_${Date.now() % 1_000_000}${players}`;
}

/** Puts money into a player's venue wallet (a transfer in, as the site does). */
export async function fund(
  app: FastifyInstance,
  secret: string,
  venue: string,
  player: string,
  amount: string,
) {
  const answer = await signed(app, secret, 'POST', '/venue/demo/v1/transfer', {
    transferId: `fund-${player}-${venue}-${Math.random().toString(36).slice(2)}`,
    venue,
    player,
    direction: 'in',
    amount,
  });
  if (answer.body.status !== 'ok') throw new Error(`fund failed: ${JSON.stringify(answer.body)}`);
}

export async function launchToken(
  app: FastifyInstance,
  secret: string,
  input: { venue: string; gameCode: string; player: string; locale?: string },
): Promise<string> {
  const answer = await signed(app, secret, 'POST', '/venue/demo/v1/launch', {
    platform: 'h5',
    locale: 'zh-CN',
    currency: 'CNY',
    ...input,
  });
  if (answer.status !== 200) throw new Error(`launch failed: ${JSON.stringify(answer.body)}`);
  return new URL(String(answer.body.url), 'http://x').searchParams.get('t')!;
}

/** A play API call with a session token. */
export async function play(
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  payload?: unknown,
) {
  const response = await app.inject({
    method,
    url: `/venue/demo/play/api${path}`,
    headers: {
      'x-play-token': token,
      ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read the play API's shapes and assert on them.
  return { status: response.statusCode, headers: response.headers, body: response.json() as any };
}

/** Launches a game and opens its play session; the session token. */
export async function session(
  app: FastifyInstance,
  secret: string,
  input: { venue: string; gameCode: string; player: string; locale?: string },
): Promise<string> {
  const token = await launchToken(app, secret, input);
  const opened = await play(app, '', 'POST', '/session', { launchToken: token });
  if (!opened.body.ok) throw new Error(`session failed: ${JSON.stringify(opened.body)}`);
  return opened.body.sessionToken as string;
}

let requests = 0;
export function requestId(): string {
  requests += 1;
  return `req-${Date.now().toString(36)}-${requests}`;
}
