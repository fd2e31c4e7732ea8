// The play API client of the demo venue's pages. Types come from play-api.ts as types only, so
// zod never lands in a page bundle. The session token lives in this module's memory: the frame is
// sandboxed to an opaque origin and has no storage anyway, and a reload must go back to the lobby.
import type { z } from 'zod';
import type * as Api from '../../play-api.ts';
import { amountIn, toMinor } from './money.ts';

/** A stake as the play API takes it (two decimals), whatever form the page holds it in ("1.0000"). */
const wireStake = (text: string): string => amountIn(toMinor(text));

export type PlaySession = z.infer<typeof Api.playSessionAnswer>;
export type SlotSpinAnswer = z.infer<typeof Api.slotSpinAnswer>;
export type SlotSpinView = SlotSpinAnswer['base'];
export type K3State = z.infer<typeof Api.k3StateAnswer>;
export type K3BetInput = z.infer<typeof Api.k3BetRequest>['bets'][number];
export type K3BetAnswer = z.infer<typeof Api.k3BetAnswer>;
export type DtDealRequest = z.infer<typeof Api.dtDealRequest>;
export type DtDealAnswer = z.infer<typeof Api.dtDealAnswer>;
export type FishShootAnswer = z.infer<typeof Api.fishShootAnswer>;
export type RoundsAnswer = z.infer<typeof Api.roundsAnswer>;

/** Where the API sits: the shell may say so on `<body data-api>`; else the provider's default path. */
const DEFAULT_API = '/venue/demo/play/api';
const TIMEOUT_MS = 15_000;

/** An `ok: false` answer (or no answer at all: `network`). `session` means the session is gone. */
export class PlayError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** A request id for the API's idempotency (getRandomValues works in non-secure contexts too). */
export function requestId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface PlayApi {
  session(launchToken: string): Promise<PlaySession>;
  balance(): Promise<string>;
  slotSpin(stake: string): Promise<SlotSpinAnswer>;
  k3State(): Promise<K3State>;
  k3Bet(drawNo: string, bets: K3BetInput[]): Promise<K3BetAnswer>;
  dtDeal(bets: DtDealRequest['bets']): Promise<DtDealAnswer>;
  fishShoot(fish: string, stake: string): Promise<FishShootAnswer>;
  rounds(): Promise<RoundsAnswer['list']>;
}

export function createPlayApi(base = document.body.dataset.api || DEFAULT_API): PlayApi {
  let token = '';

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers['x-play-token'] = token;
    let json: unknown;
    try {
      const res = await fetch(`${base}${path}`, {
        method,
        headers,
        body: body === undefined ? null : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      json = await res.json();
    } catch {
      throw new PlayError('network', '网络异常，请稍后重试');
    }
    const answer = json as { ok?: boolean; error?: string; message?: string } | null;
    if (answer?.ok !== true) {
      throw new PlayError(answer?.error ?? 'network', answer?.message ?? '服务暂不可用，请稍后重试');
    }
    return json as T;
  }

  return {
    async session(launchToken) {
      const s = await call<PlaySession>('POST', '/session', { launchToken });
      token = s.sessionToken;
      return s;
    },
    balance: async () => (await call<{ balance: string }>('GET', '/balance')).balance,
    slotSpin: (stake) => call('POST', '/slot/spin', { stake: wireStake(stake), requestId: requestId() }),
    k3State: () => call('GET', '/k3/state'),
    k3Bet: (drawNo, bets) =>
      call('POST', '/k3/bet', {
        drawNo,
        bets: bets.map((b) => ({ ...b, stake: wireStake(b.stake) })),
        requestId: requestId(),
      }),
    dtDeal: (bets) =>
      call('POST', '/dt/deal', {
        bets: Object.fromEntries(
          Object.entries(bets).map(([side, stake]) => [side, stake === undefined ? stake : wireStake(stake)]),
        ),
        requestId: requestId(),
      }),
    fishShoot: (fish, stake) =>
      call('POST', '/fish/shoot', { fish, stake: wireStake(stake), requestId: requestId() }),
    rounds: async () => (await call<RoundsAnswer>('GET', '/rounds')).list,
  };
}
