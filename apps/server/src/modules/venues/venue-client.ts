import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The wallet side of a game venue (a third-party provider): transfer in, transfer out, balance,
 * and the status of a transfer by id. Every transfer carries our transfer id, and the venue
 * applies an id at most once, so retrying after a lost answer is always safe.
 */
export interface VenueWalletApi {
  transfer(input: {
    transferId: string;
    venue: string;
    player: string;
    direction: 'in' | 'out';
    amount: string;
  }): Promise<'ok' | 'refused'>;
  /** ok: applied; refused: refused for good (final, like a success); not_found: never seen. */
  status(transferId: string): Promise<'ok' | 'refused' | 'not_found'>;
  balance(venue: string, player: string): Promise<string>;
}

/** The venue did not answer clearly (timeout, 5xx, network): the outcome is unknown. */
export class VenueUnknownOutcome extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VenueUnknownOutcome';
  }
}

export interface HttpRequest {
  method: 'GET' | 'POST';
  /** Path with the query string. */
  url: string;
  headers: Record<string, string>;
  body?: string;
}
export interface HttpResponse {
  statusCode: number;
  body: string;
}
/**
 * How requests reach the venue: fetch over the network, or Fastify inject for the in-process demo
 * venue. The signal aborts the request when the venue takes too long.
 */
export type HttpTransport = (request: HttpRequest, signal: AbortSignal) => Promise<HttpResponse>;

export function fetchTransport(baseUrl: string): HttpTransport {
  return async (request, signal) => {
    const response = await fetch(new URL(request.url, baseUrl), {
      method: request.method,
      headers: request.headers,
      signal,
      ...(request.body !== undefined ? { body: request.body } : {}),
    });
    return { statusCode: response.status, body: await response.text() };
  };
}

export const VENUE_SIGNATURE_MAX_AGE_MS = 60_000;

/** HMAC-SHA256 over time, method, path+query and body. */
export function venueSignature(
  secret: string,
  ts: string,
  method: string,
  url: string,
  body: string,
): string {
  return createHmac('sha256', secret).update(`${ts}\n${method}\n${url}\n${body}`).digest('hex');
}

/** A signed call to a venue's API; an unclear answer (timeout, 5xx, not JSON) is VenueUnknownOutcome. */
export type VenueCall = (
  method: 'GET' | 'POST',
  path: string,
  payload?: unknown,
) => Promise<Record<string, unknown>>;

export interface VenueCallOptions {
  transport: HttpTransport;
  secret: string;
  timeoutMs: number;
  prefix: string;
  now?: () => Date;
}

export function createVenueCall(options: VenueCallOptions): VenueCall {
  const now = options.now ?? (() => new Date());

  return async function call(method, path, payload) {
    const url = `${options.prefix}${path}`;
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const ts = String(now().getTime());
    const headers: Record<string, string> = {
      'x-venue-ts': ts,
      'x-venue-sign': venueSignature(options.secret, ts, method, url, body),
    };
    if (payload !== undefined) headers['content-type'] = 'application/json';
    // The request itself is aborted at the deadline (fetch stops; the socket closes), and a
    // transport that cannot be aborted (inject) is raced against the same signal.
    const signal = AbortSignal.timeout(options.timeoutMs);
    const aborted = new Promise<never>((_, reject) => {
      signal.addEventListener('abort', () => reject(new VenueUnknownOutcome('venue timed out')), {
        once: true,
      });
    });
    try {
      const response = await Promise.race([
        options.transport({ method, url, headers, ...(payload !== undefined ? { body } : {}) }, signal),
        aborted,
      ]);
      if (response.statusCode >= 500) throw new VenueUnknownOutcome(`venue answered ${response.statusCode}`);
      const parsed = JSON.parse(response.body) as Record<string, unknown>;
      if (response.statusCode !== 200) throw new VenueUnknownOutcome(`venue answered ${response.statusCode}`);
      return parsed;
    } catch (error) {
      if (error instanceof VenueUnknownOutcome) throw error;
      if (signal.aborted) throw new VenueUnknownOutcome('venue timed out');
      throw new VenueUnknownOutcome(error instanceof Error ? error.message : 'venue call failed');
    }
  };
}

/** True when `headers` carry a fresh, valid signature of the request under `secret`. */
export function verifyVenueSignature(
  secret: string,
  request: {
    method: string;
    url: string;
    body: string;
    headers: Record<string, string | string[] | undefined>;
  },
  now: Date = new Date(),
): boolean {
  const ts = String(request.headers['x-venue-ts'] ?? '');
  const sign = String(request.headers['x-venue-sign'] ?? '');
  if (!/^\d{10,16}$/.test(ts) || !/^[0-9a-f]{64}$/.test(sign)) return false;
  if (Math.abs(now.getTime() - Number(ts)) > VENUE_SIGNATURE_MAX_AGE_MS) return false;
  const expected = venueSignature(secret, ts, request.method, request.url, request.body);
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(sign, 'hex'));
}

export function createVenueClient(options: VenueCallOptions): VenueWalletApi {
  const call = createVenueCall(options);

  return {
    async transfer(input) {
      const answer = await call('POST', '/transfer', input);
      if (answer.status === 'ok') return 'ok';
      if (answer.status === 'refused') return 'refused';
      throw new VenueUnknownOutcome('venue gave no status');
    },
    async status(transferId) {
      const answer = await call('GET', `/transfer?transferId=${encodeURIComponent(transferId)}`);
      if (answer.status === 'ok' || answer.status === 'refused' || answer.status === 'not_found') {
        return answer.status;
      }
      throw new VenueUnknownOutcome('venue gave no status');
    },
    async balance(venue, player) {
      const answer = await call(
        'GET',
        `/balance?venue=${encodeURIComponent(venue)}&player=${encodeURIComponent(player)}`,
      );
      if (typeof answer.balance !== 'string') throw new VenueUnknownOutcome('venue gave no balance');
      return answer.balance;
    },
  };
}
