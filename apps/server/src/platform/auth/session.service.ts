import type { SiteCode } from '@houseline/shared/brands/types';
import { LIMITS } from '@houseline/shared/limits';
import type { Db, DbOrTx } from '../db/client.ts';
import type { SessionRepository, SessionRow } from './session.repository.ts';
import { hashToken, looksLikeToken, newSessionToken } from './token.ts';

export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
  rotateAfterMs: number;
  rotateGraceMs: number;
  /** last_seen_at is written at most this often, to keep reads cheap. */
  touchEveryMs: number;
}

export const DEFAULT_SESSION_POLICY: SessionPolicy = {
  idleMs: LIMITS.sessionIdleMs,
  absoluteMs: LIMITS.sessionAbsoluteMs,
  rotateAfterMs: LIMITS.sessionRotateAfterMs,
  rotateGraceMs: LIMITS.sessionRotateGraceMs,
  touchEveryMs: 60_000,
};

export interface ResolvedSession {
  sessionId: bigint;
  memberId: bigint;
  siteCode: string;
  /** Set when this request rotated the token: the client must use it from now on (`id` header). */
  rotatedToken: string | undefined;
}

export interface SessionServiceDeps {
  db: Db;
  repository: SessionRepository;
  policy?: SessionPolicy;
  now?: () => Date;
}

/**
 * Opaque, server-side sessions: the token is random, stored hashed, expires when idle and at an
 * absolute age, and is rotated through the `id` response header (the old token keeps working for
 * a short grace so requests already in flight do not fail).
 */
export function createSessionService({
  db,
  repository,
  policy = DEFAULT_SESSION_POLICY,
  now = () => new Date(),
}: SessionServiceDeps) {
  function isExpired(row: SessionRow, at: Date): boolean {
    return (
      at.getTime() - row.lastSeenAt.getTime() > policy.idleMs ||
      at.getTime() >= row.absoluteExpiresAt.getTime()
    );
  }

  return {
    async create(input: {
      memberId: bigint;
      siteCode: SiteCode;
      deviceNo: string;
      ip: string;
    }): Promise<string> {
      const at = now();
      const token = newSessionToken();
      await repository.insert(db, {
        memberId: input.memberId,
        siteCode: input.siteCode,
        tokenHash: hashToken(token),
        tokenIssuedAt: at,
        createdAt: at,
        lastSeenAt: at,
        absoluteExpiresAt: new Date(at.getTime() + policy.absoluteMs),
        deviceNo: input.deviceNo.slice(0, 128),
        ip: input.ip.slice(0, 64),
      });
      return token;
    },

    /**
     * The session for a token of this site, or undefined when missing, expired, revoked or foreign.
     * `rotate: false` for a channel that cannot hand the client a new token in a way the page
     * keeps (the real-time socket): only HTTP's `id` header rotates, so rotation has one owner.
     */
    async resolve(
      token: string | undefined,
      siteCode: SiteCode,
      { rotate = true }: { rotate?: boolean } = {},
    ): Promise<ResolvedSession | undefined> {
      if (!looksLikeToken(token)) return undefined;
      const at = now();
      const presentedHash = hashToken(token);
      const row = await repository.findByTokenHash(db, presentedHash, at);
      if (!row || row.siteCode !== siteCode) return undefined;
      if (isExpired(row, at)) {
        await repository.revoke(db, row.id, at);
        return undefined;
      }

      let rotatedToken: string | undefined;
      const isCurrent = row.tokenHash === presentedHash;
      if (rotate && isCurrent && at.getTime() - row.tokenIssuedAt.getTime() >= policy.rotateAfterMs) {
        const candidate = newSessionToken();
        const rotated = await repository.rotate(db, row.id, presentedHash, {
          tokenHash: hashToken(candidate),
          prevValidUntil: new Date(at.getTime() + policy.rotateGraceMs),
          now: at,
        });
        if (rotated) rotatedToken = candidate;
      } else if (at.getTime() - row.lastSeenAt.getTime() >= policy.touchEveryMs) {
        await repository.touch(db, row.id, at);
      }
      return { sessionId: row.id, memberId: row.memberId, siteCode: row.siteCode, rotatedToken };
    },

    /**
     * Whether a session resolved earlier is still live (not revoked, not idle or too old): for
     * long-lived connections, such as the real-time socket, that authenticated once.
     */
    async isActive(sessionId: bigint): Promise<boolean> {
      const row = await repository.findById(db, sessionId);
      return row !== undefined && row.revokedAt === null && !isExpired(row, now());
    },

    async revoke(sessionId: bigint): Promise<void> {
      await repository.revoke(db, sessionId, now());
    },

    /** Ends the member's sessions (all but one when given); in the caller's transaction when given. */
    async revokeAllForMember(memberId: bigint, exceptSessionId?: bigint, tx: DbOrTx = db): Promise<number> {
      return repository.revokeAllForMember(tx, memberId, now(), exceptSessionId);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
