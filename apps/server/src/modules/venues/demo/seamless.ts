import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../../../platform/db/client.ts';
import type { Job } from '../../../platform/jobs/scheduler.ts';
import { createVenueCall, type HttpTransport, VenueUnknownOutcome } from '../venue-client.ts';
import type { DemoVenueControl } from './control.ts';
import { createProviderRepository, type DemoOutboxRow } from './provider.repository.ts';

const repo = createProviderRepository();

/** Where the provider calls the site's seamless wallet (the brief's "Seamless wallet callbacks"). */
export const SEAMLESS_CALLBACK_PREFIX = '/api/venue-wallet/v1/demo';

export type SeamlessOp = 'balance' | 'debit' | 'credit' | 'rollback';
export type SeamlessAnswer = { status: 'ok'; balance: string } | { status: 'refused'; reason: string };
/** One signed callback; an unclear answer (timeout, 5xx, 401, garbage) throws VenueUnknownOutcome. */
export type SeamlessCaller = (op: SeamlessOp, body: Record<string, unknown>) => Promise<SeamlessAnswer>;

/**
 * The provider's side of the seamless wallet: signed POSTs to the site, through its transport
 * (inject in-process, fetch when the provider runs alone). The control switches apply: latency
 * first; `down`/`error` send nothing (the provider's own outage); `lost` sends and drops the answer.
 */
export function createSeamlessCaller(options: {
  transport: HttpTransport;
  secret: string;
  timeoutMs: number;
  control: () => DemoVenueControl;
  now?: () => Date;
}): SeamlessCaller {
  const call = createVenueCall({
    transport: options.transport,
    secret: options.secret,
    timeoutMs: options.timeoutMs,
    prefix: SEAMLESS_CALLBACK_PREFIX,
    ...(options.now ? { now: options.now } : {}),
  });
  return async (op, body) => {
    const control = options.control();
    if (control.latencyMs > 0) await sleep(control.latencyMs);
    if (control.failure === 'down' || control.failure === 'error') {
      throw new VenueUnknownOutcome(`provider ${control.failure}: callback not sent`);
    }
    const answer = await call('POST', `/${op}`, body);
    if (control.failure === 'lost') throw new VenueUnknownOutcome('callback answer lost');
    if (answer.status === 'ok' && typeof answer.balance === 'string') {
      return { status: 'ok', balance: answer.balance };
    }
    if (answer.status === 'refused') return { status: 'refused', reason: String(answer.reason ?? '') };
    throw new VenueUnknownOutcome('callback gave no status');
  };
}

/** Next try of an outbox item after `attempts` failures: 2 s doubling, at most 5 minutes. */
export function outboxBackoffMs(attempts: number): number {
  return Math.min(2_000 * 2 ** Math.max(0, attempts - 1), 5 * 60_000);
}

/**
 * The outbox of credits and rollbacks: each is written in the transaction that decided it, then
 * sent; one without a clear answer is sent again (same txnId, so the site applies it once) with
 * backoff until the site answers — ok, or a final refusal.
 */
export function createSeamlessOutbox(deps: { db: Db; caller: SeamlessCaller; now: () => Date }) {
  const { db, caller, now } = deps;

  async function deliver(item: DemoOutboxRow): Promise<SeamlessAnswer | undefined> {
    try {
      const answer = await caller(item.kind as SeamlessOp, item.body as Record<string, unknown>);
      const outcome = answer.status === 'ok' ? 'ok' : `refused:${answer.reason}`;
      await repo.outboxAttempt(db, item.txnId, { outcome, nextAt: now(), now: now() });
      return answer;
    } catch (error) {
      if (!(error instanceof VenueUnknownOutcome)) throw error;
      const nextAt = new Date(now().getTime() + outboxBackoffMs(item.attempts + 1));
      await repo.outboxAttempt(db, item.txnId, { lastError: error.message, nextAt, now: now() });
      return undefined;
    }
  }

  /** Retries every due item; the number still unclear. */
  async function retryDue(): Promise<number> {
    let unclear = 0;
    for (const item of await repo.dueOutbox(db, now(), 200)) {
      if (!(await deliver(item))) unclear += 1;
    }
    return unclear;
  }

  return {
    /** Sends one item now (right after it was written); undefined when the answer was unclear. */
    async send(txnId: string): Promise<SeamlessAnswer | undefined> {
      const [item] = await repo.outboxItem(db, txnId);
      if (!item || item.doneAt) return undefined;
      return deliver(item);
    },
    retryDue,
    job(): Job {
      return {
        name: 'demo-provider-outbox',
        everyMs: 2_000,
        run: async () => {
          await retryDue();
        },
      };
    },
  };
}

export type SeamlessOutbox = ReturnType<typeof createSeamlessOutbox>;
