import { createHash, randomBytes } from 'node:crypto';
import { LIMITS } from '@houseline/shared/limits';

/** A new opaque session token: 256 random bits, base64url (43 characters). */
export function newSessionToken(): string {
  return randomBytes(LIMITS.sessionTokenBytes).toString('base64url');
}

/** Tokens are stored only as their SHA-256, so a database leak does not leak sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,128}$/;

export function looksLikeToken(value: string | undefined): value is string {
  return typeof value === 'string' && TOKEN_SHAPE.test(value);
}
