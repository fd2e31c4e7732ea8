import { isApiError } from './api/api-error.ts';

/**
 * Request ids of the money-moving forms (the server's idempotency key).
 *
 * One id per submission: a double tap, or a retry after the answer was lost, sends the same
 * payload with the same id, and the server answers the original result instead of moving the
 * money twice. A definitive answer (done, or refused by the server) ends the submission; the next
 * one, or any change of the payload, gets a fresh id.
 */

/** A random UUID v4; crypto.randomUUID needs a secure context, getRandomValues does not. */
export function randomRequestId(
  cryptoImpl: Pick<Crypto, 'getRandomValues'> & Partial<Crypto> = crypto,
): string {
  if (typeof cryptoImpl.randomUUID === 'function') return cryptoImpl.randomUUID();
  const bytes = cryptoImpl.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Whether a failure leaves the outcome unknown (no answer), so the same id must be retried. */
export function outcomeUnknown(error: unknown): boolean {
  return isApiError(error) && error.kind !== 'business' && error.kind !== 'session';
}

export interface RequestIds {
  /** Runs one submission of `payload` with its id (the same id while the same payload is retried). */
  run<T>(payload: Readonly<Record<string, unknown>>, send: (requestId: string) => Promise<T>): Promise<T>;
  /** The id the current submission uses, if one is open. */
  current(): string | null;
}

function fingerprint(payload: Readonly<Record<string, unknown>>): string {
  return JSON.stringify(
    Object.keys(payload)
      .sort()
      .map((key) => [key, payload[key]]),
  );
}

export function createRequestIds(newId: () => string = randomRequestId): RequestIds {
  let open: { fingerprint: string; id: string } | null = null;
  return {
    async run(payload, send) {
      const print = fingerprint(payload);
      if (!open || open.fingerprint !== print) open = { fingerprint: print, id: newId() };
      const submission = open;
      try {
        const result = await send(submission.id);
        if (open === submission) open = null;
        return result;
      } catch (error) {
        if (!outcomeUnknown(error) && open === submission) open = null;
        throw error;
      }
    },
    current: () => open?.id ?? null,
  };
}
