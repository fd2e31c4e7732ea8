import {
  PROTECTION_COOLING_OFF_HOURS,
  PROTECTION_LIMIT_SHAPES,
  type ProtectionExclusion,
  type ProtectionLimit,
  type ProtectionLimitKind,
  type ProtectionPeriod,
} from '@houseline/shared/api/contract/protection';
import { minorToDecimalString } from '@houseline/shared/money/amount';
import type { ExclusionRow, LimitRow } from './protection.repository.ts';

type ExclusionView = Pick<
  ExclusionRow,
  'id' | 'kind' | 'allBrands' | 'startedAt' | 'endsAt' | 'reopenRequestedAt'
>;

/** Rules of player protection that need no database: cooling-off, what is active, how it reads. */

export const COOLING_OFF_MS = PROTECTION_COOLING_OFF_HOURS * 3_600_000;
/** A play heartbeat counts at most this much (a page left open without beats counts nothing more). */
export const BEAT_CAP_SECONDS = 90;
export const HISTORY_ROWS = 100;
export const EXCLUSION_ROWS = 50;

export const hasShape = (kind: ProtectionLimitKind, period: ProtectionPeriod): boolean =>
  (PROTECTION_LIMIT_SHAPES[kind] as readonly string[]).includes(period);

/** Whether a break or exclusion holds at `at` (the same rule as `protection_refusal`). */
export function exclusionActive(e: ExclusionView, at: Date): boolean {
  if (e.startedAt > at) return false;
  if (e.kind === 'timeout') return at < e.endsAt;
  return !e.reopenRequestedAt || at.getTime() < e.reopenRequestedAt.getTime() + COOLING_OFF_MS;
}

export function reopensAt(e: ExclusionView): Date | null {
  if (e.kind === 'timeout') return e.endsAt;
  return e.reopenRequestedAt ? new Date(e.reopenRequestedAt.getTime() + COOLING_OFF_MS) : null;
}

export function presentExclusion(e: ExclusionView, at: Date): ProtectionExclusion {
  return {
    id: e.id.toString(),
    kind: e.kind === 'timeout' ? 'timeout' : 'self_exclusion',
    allBrands: e.allBrands,
    startedAt: e.startedAt.toISOString(),
    endsAt: e.endsAt.toISOString(),
    reopenRequestedAt: e.reopenRequestedAt?.toISOString() ?? null,
    reopensAt: reopensAt(e)?.toISOString() ?? null,
    active: exclusionActive(e, at),
  };
}

/** A limit amount as the member reads it: a wire amount, or whole minutes of play. */
export const showAmount = (kind: string, amount: bigint | null): string | null =>
  amount === null ? null : kind === 'play_time' ? amount.toString() : minorToDecimalString(amount);

/** Every limit shape, those never set as empty rows, in the contract's order. */
export function presentLimits(rows: readonly LimitRow[], at: Date): ProtectionLimit[] {
  const out: ProtectionLimit[] = [];
  for (const [kind, periods] of Object.entries(PROTECTION_LIMIT_SHAPES)) {
    for (const period of periods) {
      const row = rows.find((r) => r.kind === kind && r.period === period);
      const pending =
        row && (row.pendingAmount !== null || row.pendingRemove) ? row.pendingRequestedAt : null;
      const from = pending ? new Date(pending.getTime() + COOLING_OFF_MS) : null;
      out.push({
        kind: kind as ProtectionLimitKind,
        period,
        amount: showAmount(kind, row?.amount ?? null),
        pendingAmount: showAmount(kind, row?.pendingAmount ?? null),
        pendingRemove: row?.pendingRemove ?? false,
        pendingFrom: from?.toISOString() ?? null,
        confirmable: from !== null && from <= at,
      });
    }
  }
  return out;
}

/** The start of the Beijing month `back` months before the one `at` is in. */
export function beijingMonthStart(at: Date, back: number): Date {
  const local = new Date(at.getTime() + 8 * 3_600_000);
  const start = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - back, 1);
  return new Date(start - 8 * 3_600_000);
}

export const monthKey = (start: Date): string =>
  new Date(start.getTime() + 8 * 3_600_000).toISOString().slice(0, 7);

const DAY_MS = 24 * 3_600_000;
/** A member with limits reviews them every 6 months; one without is asked to set one yearly. */
export const REVIEW_AFTER_MS = { review: 182 * DAY_MS, set: 365 * DAY_MS } as const;

/**
 * The limits prompt due at `at` (issue 25): with a limit, a review 6 months after the last limit
 * change or review; without one, a prompt to set one a year after registration or the last prompt.
 */
export function reviewPromptOf(
  hasAnyLimit: boolean,
  dates: { reviewedAt: Date | null; changedAt: Date | null; registeredAt: Date },
  at: Date,
): 'review' | 'set' | null {
  const latest = (...ds: (Date | null)[]) => Math.max(...ds.map((d) => d?.getTime() ?? 0));
  if (hasAnyLimit) {
    return at.getTime() - latest(dates.reviewedAt, dates.changedAt) >= REVIEW_AFTER_MS.review
      ? 'review'
      : null;
  }
  return at.getTime() - latest(dates.reviewedAt, dates.registeredAt) >= REVIEW_AFTER_MS.set ? 'set' : null;
}
