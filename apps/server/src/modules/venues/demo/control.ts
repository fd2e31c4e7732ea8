import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply } from 'fastify';

/** refuse: the venue refuses every transfer (a player locked at the venue, maintenance). */
export type DemoVenueFailure = 'none' | 'error' | 'lost' | 'down' | 'refuse';
export interface DemoVenueControl {
  latencyMs: number;
  failure: DemoVenueFailure;
}

/**
 * The demo provider's switches (tests and the sandbox): latency before every answer and call, and
 * failures — `down` (503), `error` (500), `lost` (the work is done, the answer never arrives),
 * `refuse` (transfers refused, games under maintenance). One set for the whole provider: its
 * wallet API, launch, bet export, play API and its seamless callbacks.
 */
export function createDemoControl() {
  const state: DemoVenueControl = { latencyMs: 0, failure: 'none' };
  return {
    get: (): DemoVenueControl => ({ ...state }),
    set(next?: Partial<DemoVenueControl>): DemoVenueControl {
      if (next?.latencyMs !== undefined) state.latencyMs = next.latencyMs;
      if (next?.failure !== undefined) state.failure = next.failure;
      return { ...state };
    },
    /** Latency, then `down`/`error`; true when the handler may go on (else the reply is sent). */
    async gate(reply: FastifyReply, body: (status: 'down' | 'error') => unknown): Promise<boolean> {
      if (state.latencyMs > 0) await sleep(state.latencyMs);
      if (state.failure === 'down') {
        await reply.code(503).send(body('down'));
        return false;
      }
      if (state.failure === 'error') {
        await reply.code(500).send(body('error'));
        return false;
      }
      return true;
    },
    /** `lost`: the work is done, but the caller never hears so. */
    lost(): boolean {
      return state.failure === 'lost';
    },
  };
}

export type DemoControl = ReturnType<typeof createDemoControl>;
