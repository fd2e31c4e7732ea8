import { z } from 'zod';
import type { ErrorCode } from './error-codes.ts';

/** A successful response: `{ status: true, data }` (SPEC.md §7, DESIGN.md §4). */
export interface OkEnvelope<T> {
  status: true;
  data: T;
}

/**
 * A failed response. `data` is the message in the request's language, except for an
 * invalid session, where it is exactly the word `token` (the client depends on it).
 */
export interface FailEnvelope {
  status: false;
  data: string;
  code: ErrorCode;
}

export type Envelope<T> = OkEnvelope<T> | FailEnvelope;

/** The literal the client checks to detect an invalid session. */
export const SESSION_INVALID_DATA = 'token';

export const okEnvelopeSchema = <T extends z.ZodType>(data: T) => z.object({ status: z.literal(true), data });

export const failEnvelopeSchema = z.object({
  status: z.literal(false),
  data: z.string(),
  code: z.string(),
});

export function isSessionInvalid(body: unknown): boolean {
  return (
    typeof body === 'object' &&
    body !== null &&
    (body as { status?: unknown }).status === false &&
    (body as { data?: unknown }).data === SESSION_INVALID_DATA
  );
}
