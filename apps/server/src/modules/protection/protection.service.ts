import type {
  AdminProtectionMember,
  ProtectionLimitKind,
  ProtectionPeriod,
  ProtectionPlayBeat,
  ProtectionState,
  ProtectionStatement,
} from '@houseline/shared/api/contract/protection';
import { minorToDecimalString, parseAmountToMinor } from '@houseline/shared/money/amount';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { LimitRow, ProtectionRepository } from './protection.repository.ts';
import { beijingTime } from './protection-guard.service.ts';
import {
  BEAT_CAP_SECONDS,
  COOLING_OFF_MS,
  EXCLUSION_ROWS,
  exclusionActive,
  HISTORY_ROWS,
  hasShape,
  presentExclusion,
  presentLimits,
  reviewPromptOf,
  showAmount,
} from './protection-rules.ts';
import { presentStatement, statementSince } from './protection-statement.ts';

export interface ProtectionDeps {
  db: Db;
  repository: ProtectionRepository;
  /** Ends every session of the member in the exclusion's transaction. */
  endSessions: (memberId: bigint, tx: DbOrTx) => Promise<number>;
  /** After the commit: closes the member's sockets on every instance. */
  sessionsEnded: (siteCode: string, memberId: bigint) => void;
  audit: (operatorId: bigint, siteCode: string, action: string, target: string, tx: DbOrTx) => Promise<void>;
  /**
   * The risk signals' port (decision 0063), in the change's transaction: a member asking to raise
   * or remove limits again and again is a sign operators look at.
   */
  limitChanged?: (
    siteCode: string,
    memberId: bigint,
    direction: 'increase' | 'decrease',
    tx: DbOrTx,
  ) => Promise<void>;
  now?: () => Date;
}

/** A limit change's direction for the risk signals; a cancel or a confirmation is neither. */
const LIMIT_DIRECTION: Record<string, 'increase' | 'decrease' | undefined> = {
  increase_requested: 'increase',
  remove_requested: 'increase',
  set: 'decrease',
  decrease: 'decrease',
};

export interface Who {
  siteCode: string;
  memberId: bigint;
  sessionId: bigint;
}

const wire = minorToDecimalString;

/**
 * Player protection (issue 25, decision 0060). Limits: a decrease (or a first limit) applies at
 * once; an increase or a removal waits 24 hours and then the member's confirmation. Breaks and
 * self-exclusions end every session and cannot be lifted early by anyone; a self-exclusion that
 * has ended reopens only 24 hours after the member asks. Every change takes the member's
 * protection lock, so it lands between movements into play, never during one.
 */
export function createProtectionService(deps: ProtectionDeps) {
  const { db, repository } = deps;
  const now = deps.now ?? (() => new Date());

  async function state(who: Who, dbOrTx: DbOrTx = db): Promise<ProtectionState> {
    const at = now();
    const [limits, exclusions, minutes, sessionLimit, logins, played, reviewDates] = await Promise.all([
      repository.limits(dbOrTx, who.siteCode, who.memberId),
      repository.exclusions(dbOrTx, who.siteCode, who.memberId, EXCLUSION_ROWS),
      repository.realityCheckMinutes(dbOrTx, who.siteCode, who.memberId),
      repository.sessionLimitMinutes(dbOrTx, who.siteCode, who.memberId),
      repository.logins(dbOrTx, who.memberId, who.sessionId),
      repository.playSecondsToday(dbOrTx, who.siteCode, who.memberId, at),
      repository.reviewDates(dbOrTx, who.siteCode, who.memberId),
    ]);
    const hasAnyLimit = limits.some((l) => l.amount !== null);
    const active = exclusions.find((e) => exclusionActive(e, at));
    return {
      now: at.toISOString(),
      limits: presentLimits(limits, at),
      hasAnyLimit,
      exclusion: active ? presentExclusion(active, at) : null,
      realityCheckMinutes: minutes ?? 60,
      sessionLimitMinutes: sessionLimit,
      lastLogin: logins.previous ? { at: logins.previous.at.toISOString(), ip: logins.previous.ip } : null,
      playSecondsToday: played,
      reviewPrompt: reviewPromptOf(hasAnyLimit, reviewDates, at),
    };
  }

  function parseLimit(kind: ProtectionLimitKind, amount: string): bigint | null {
    if (amount === '') return null;
    if (kind !== 'play_time') return parseAmountToMinor(amount);
    const minutes = Number(amount);
    if (!Number.isInteger(minutes) || minutes < 1 || minutes > 1440) {
      throw new AppError('BAD_REQUEST', { detail: 'amount' });
    }
    return BigInt(minutes);
  }

  async function changeLimit(
    who: Who,
    ref: { kind: ProtectionLimitKind; period: ProtectionPeriod },
    change: (row: LimitRow, at: Date) => { row: LimitRow; action: string; effectiveAt: Date } | undefined,
  ): Promise<ProtectionState> {
    if (!hasShape(ref.kind, ref.period)) throw new AppError('BAD_REQUEST', { detail: 'period' });
    await db.transaction(async (tx) => {
      await repository.lock(tx, who.siteCode, who.memberId);
      const at = now();
      const current = (await repository.limits(tx, who.siteCode, who.memberId)).find(
        (r) => r.kind === ref.kind && r.period === ref.period,
      ) ?? {
        siteCode: who.siteCode,
        memberId: who.memberId,
        kind: ref.kind,
        period: ref.period,
        amount: null,
        pendingAmount: null,
        pendingRemove: false,
        pendingRequestedAt: null,
        updatedAt: at,
      };
      const next = change(current, at);
      if (!next) return;
      await repository.saveLimit(tx, { ...next.row, updatedAt: at });
      await repository.addHistory(tx, {
        siteCode: who.siteCode,
        memberId: who.memberId,
        kind: ref.kind,
        period: ref.period,
        action: next.action,
        oldAmount: current.amount,
        newAmount: next.row.pendingRemove ? null : (next.row.pendingAmount ?? next.row.amount),
        effectiveAt: next.effectiveAt,
        createdAt: at,
      });
      const direction = LIMIT_DIRECTION[next.action];
      if (direction) await deps.limitChanged?.(who.siteCode, who.memberId, direction, tx);
    });
    return state(who);
  }

  const cleared = (row: LimitRow): LimitRow => ({
    ...row,
    pendingAmount: null,
    pendingRemove: false,
    pendingRequestedAt: null,
  });

  async function exclude(
    who: Who,
    kind: 'timeout' | 'self_exclusion',
    endsAt: (at: Date) => Date,
    allBrands: boolean,
  ) {
    const ended = await db.transaction(async (tx) => {
      // After the lock: every movement into play in flight has committed, every later one sees this.
      await repository.lock(tx, who.siteCode, who.memberId);
      const at = now();
      const past = await repository.exclusions(tx, who.siteCode, who.memberId, EXCLUSION_ROWS);
      if (past.some((e) => exclusionActive(e, at))) throw new AppError('PROTECTION_ALREADY_EXCLUDED');
      const contact = await repository.contact(tx, who.siteCode, who.memberId);
      if (!contact) throw new AppError('SESSION_INVALID');
      const phone = contact.phone ? `${contact.phoneArea}${contact.phone}` : '';
      await repository.addExclusion(tx, {
        siteCode: who.siteCode,
        memberId: who.memberId,
        kind,
        allBrands,
        phone,
        email: contact.email,
        username: contact.username,
        startedAt: at,
        endsAt: endsAt(at),
        createdAt: at,
      });
      // Excluded on every brand: the accounts elsewhere with the same phone or e-mail are signed
      // out too (their next movement into play is refused by the same exclusion row).
      const others = allBrands
        ? await repository.sameContactElsewhere(tx, who, { phone, email: contact.email })
        : [];
      for (const member of [who, ...others]) await deps.endSessions(member.memberId, tx);
      return [who, ...others];
    });
    const after = await state(who);
    for (const member of ended) deps.sessionsEnded(member.siteCode, member.memberId);
    return after;
  }

  return {
    state,

    setLimit: (who: Who, input: { kind: ProtectionLimitKind; period: ProtectionPeriod; amount: string }) => {
      const wanted = parseLimit(input.kind, input.amount);
      return changeLimit(who, input, (row, at) => {
        const later = new Date(at.getTime() + COOLING_OFF_MS);
        if (wanted === null) {
          if (row.amount === null) return { row: cleared(row), action: 'cancel', effectiveAt: at };
          return {
            row: { ...row, pendingAmount: null, pendingRemove: true, pendingRequestedAt: at },
            action: 'remove_requested',
            effectiveAt: later,
          };
        }
        if (row.amount === null || wanted < row.amount) {
          return {
            row: { ...cleared(row), amount: wanted },
            action: row.amount === null ? 'set' : 'decrease',
            effectiveAt: at,
          };
        }
        if (wanted === row.amount) {
          if (row.pendingAmount === null && !row.pendingRemove) throw new AppError('PROTECTION_LIMIT_SAME');
          return { row: cleared(row), action: 'cancel', effectiveAt: at };
        }
        return {
          row: { ...row, pendingAmount: wanted, pendingRemove: false, pendingRequestedAt: at },
          action: 'increase_requested',
          effectiveAt: later,
        };
      });
    },

    confirmLimit: (who: Who, ref: { kind: ProtectionLimitKind; period: ProtectionPeriod }) =>
      changeLimit(who, ref, (row, at) => {
        if (!row.pendingRequestedAt || (row.pendingAmount === null && !row.pendingRemove)) {
          throw new AppError('PROTECTION_NOTHING_PENDING');
        }
        const from = new Date(row.pendingRequestedAt.getTime() + COOLING_OFF_MS);
        if (at < from) throw new AppError('PROTECTION_COOLING_OFF', { params: { from: beijingTime(from) } });
        const amount = row.pendingRemove ? null : row.pendingAmount;
        return { row: { ...cleared(row), amount }, action: 'confirmed', effectiveAt: at };
      }),

    cancelLimit: (who: Who, ref: { kind: ProtectionLimitKind; period: ProtectionPeriod }) =>
      changeLimit(who, ref, (row, at) => {
        if (row.pendingAmount === null && !row.pendingRemove)
          throw new AppError('PROTECTION_NOTHING_PENDING');
        return { row: cleared(row), action: 'cancel', effectiveAt: at };
      }),

    timeout: (who: Who, hours: number) =>
      exclude(who, 'timeout', (at) => new Date(at.getTime() + hours * 3_600_000), false),

    selfExclude: (who: Who, months: number, allBrands: boolean) =>
      exclude(
        who,
        'self_exclusion',
        (at) => {
          const end = new Date(at);
          end.setUTCMonth(end.getUTCMonth() + months);
          return end;
        },
        allBrands,
      ),

    async reopen(who: Who): Promise<ProtectionState> {
      await db.transaction(async (tx) => {
        await repository.lock(tx, who.siteCode, who.memberId);
        const at = now();
        const past = await repository.exclusions(tx, who.siteCode, who.memberId, EXCLUSION_ROWS);
        const open = past.find((e) => e.kind === 'self_exclusion' && !e.reopenRequestedAt);
        if (!open) throw new AppError('PROTECTION_NOTHING_PENDING');
        if (open.endsAt > at)
          throw new AppError('PROTECTION_NOT_ENDED', { params: { until: beijingTime(open.endsAt) } });
        await repository.requestReopen(tx, open.id, at);
      });
      return state(who);
    },

    /** The member answered the limits prompt: asked again in 6 months (or a year without a limit). */
    async review(who: Who): Promise<ProtectionState> {
      await repository.saveReview(db, who.siteCode, who.memberId, now());
      return state(who);
    },

    /** A session limit, or none (0): it protects, so a change applies at once either way. */
    async setSessionLimit(who: Who, minutes: number): Promise<ProtectionState> {
      await repository.saveSessionLimit(
        db,
        who.siteCode,
        who.memberId,
        minutes === 0 ? null : minutes,
        now(),
      );
      return state(who);
    },

    async setRealityCheck(who: Who, minutes: number): Promise<ProtectionState> {
      await repository.saveRealityCheck(db, who.siteCode, who.memberId, minutes, now());
      return state(who);
    },

    async beat(who: Who): Promise<ProtectionPlayBeat> {
      const at = now();
      const played = await repository.beat(db, who.siteCode, who.memberId, at, BEAT_CAP_SECONDS);
      const { sessionStartedAt = at } = await repository.logins(db, who.memberId, who.sessionId);
      const [net, minutes, limits, sessionLimit] = await Promise.all([
        repository.netSince(db, who.siteCode, who.memberId, sessionStartedAt),
        repository.realityCheckMinutes(db, who.siteCode, who.memberId),
        repository.limits(db, who.siteCode, who.memberId),
        repository.sessionLimitMinutes(db, who.siteCode, who.memberId),
      ]);
      const limit = limits.find((l) => l.kind === 'play_time')?.amount ?? null;
      const sessionSeconds = Math.max(0, Math.floor((at.getTime() - sessionStartedAt.getTime()) / 1000));
      // The session limit reached: the member's sessions end now (their sockets close with them).
      const sessionEnded = sessionLimit !== null && sessionSeconds >= sessionLimit * 60;
      if (sessionEnded) {
        await db.transaction((tx) => deps.endSessions(who.memberId, tx));
        deps.sessionsEnded(who.siteCode, who.memberId);
      }
      return {
        sessionStartedAt: sessionStartedAt.toISOString(),
        sessionSeconds,
        sessionNet: wire(net),
        playSecondsToday: played,
        realityCheckMinutes: minutes ?? 60,
        playLimitMinutes: limit === null ? null : Number(limit),
        sessionLimitMinutes: sessionLimit,
        sessionEnded,
      };
    },

    async statement(who: Who): Promise<ProtectionStatement> {
      const at = now();
      return presentStatement(
        await repository.statement(db, who.siteCode, who.memberId, statementSince(at)),
        at,
      );
    },

    async adminMember(
      operatorId: bigint,
      siteCode: string,
      username: string,
    ): Promise<AdminProtectionMember> {
      const member = await repository.memberByName(db, siteCode, username);
      if (!member) throw new AppError('MEMBER_NOT_FOUND');
      const at = now();
      const [limits, history, exclusions, minutes] = await Promise.all([
        repository.limits(db, siteCode, member.id),
        repository.history(db, siteCode, member.id, HISTORY_ROWS),
        repository.exclusions(db, siteCode, member.id, EXCLUSION_ROWS),
        repository.realityCheckMinutes(db, siteCode, member.id),
      ]);
      await deps.audit(operatorId, siteCode, 'protection.read', `member:${member.username}`, db);
      return {
        username: member.username,
        limits: presentLimits(limits, at),
        history: history.map((h) => ({
          id: h.id.toString(),
          kind: h.kind as ProtectionLimitKind,
          period: h.period as ProtectionPeriod,
          action: h.action,
          oldAmount: showAmount(h.kind, h.oldAmount),
          newAmount: showAmount(h.kind, h.newAmount),
          effectiveAt: h.effectiveAt.toISOString(),
          createdAt: h.createdAt.toISOString(),
        })),
        exclusions: exclusions.map((e) => presentExclusion(e, at)),
        realityCheckMinutes: minutes ?? 60,
      };
    },

    async register(siteCode: string, q: { active: boolean; page: number; size: number }) {
      const at = now();
      const { rows, total } = await repository.register(db, siteCode, q, at);
      return {
        list: rows.map((r) => ({ ...presentExclusion(r, at), siteCode: r.siteCode, username: r.username })),
        page: q.page,
        size: q.size,
        total,
      };
    },
  };
}

export type ProtectionService = ReturnType<typeof createProtectionService>;
