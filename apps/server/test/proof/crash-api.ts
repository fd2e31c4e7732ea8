import { clientHeaders } from '../helpers.ts';

/** A seeded generator (mulberry32): the same seed gives the same load and the same kill moments. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
export type Rng = ReturnType<typeof seededRandom>;

/** The server answered, but not with a success envelope (or not with JSON). */
export interface Answer {
  ok: boolean;
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the suite reads the answers' fields and checks them.
  data: any;
  code?: string | undefined;
  text: string;
}

/**
 * Thrown when no answer came (the server died under the request): the outcome is unknown, so
 * the operation is not acknowledged, and the client stops until the server is back.
 */
export class NoAnswer extends Error {}

/** HTTP to the server under test, as the clients send it (member headers, forms or JSON). */
export function createApi(base: string) {
  async function send(url: string, init: RequestInit): Promise<Answer> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${base}${url}`, { ...init, signal: AbortSignal.timeout(15_000) });
      text = await response.text();
    } catch (error) {
      throw new NoAnswer((error as Error).message);
    }
    try {
      const body = JSON.parse(text) as { status?: boolean; data?: unknown; code?: string };
      return { ok: body.status === true, status: response.status, data: body.data, code: body.code, text };
    } catch {
      // A balancer's own page (502/503/504) when the instance died under the request: the outcome
      // is as unknown as a dropped connection's.
      if (response.status >= 502 && response.status <= 504) throw new NoAnswer(`balancer ${response.status}`);
      return { ok: false, status: response.status, data: undefined, text };
    }
  }
  const member = (token?: string) => clientHeaders('hgtyc', token ? { t: token } : {});
  return {
    get: (url: string, token?: string) => send(url, { headers: member(token) }),
    json: (url: string, token: string | undefined, payload: unknown, extra: Record<string, string> = {}) =>
      send(url, {
        method: 'POST',
        headers: { ...member(token), ...extra, 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      }),
    form: (url: string, token: string, fields: Record<string, string>) =>
      send(url, {
        method: 'POST',
        headers: { ...member(token), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      }),
    /** The payment gateway's callback: a plain-text "success" is its acknowledgement. */
    async callback(fields: Record<string, string>): Promise<string> {
      try {
        const response = await fetch(`${base}/api/pay/v1/callback/sandpay`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(fields),
          signal: AbortSignal.timeout(15_000),
        });
        return await response.text();
      } catch (error) {
        throw new NoAnswer((error as Error).message);
      }
    },
  };
}
export type Api = ReturnType<typeof createApi>;
