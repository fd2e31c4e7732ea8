import type { LiveShoe } from '@houseline/shared/api/contract/live-tables';
import type { Card } from '@houseline/shared/baccarat/cards';
import type { DealtHand, HandOutcome } from '@houseline/shared/baccarat/deal';
import { replayShoe, SEED_BYTES, seedHash } from '@houseline/shared/baccarat/shoe';

/**
 * Shoe verification in the browser (issue 12): from the revealed seed, recompute the published
 * hash and every hand of the shoe, and compare them hand by hand with what the server reports.
 * Hand number n of the shoe is the n-th hand `replayShoe(seed, nonce)` deals.
 */

export type DealtCard = { to: 'player' | 'banker'; card: Card };

export interface ReportedHand {
  handNo: number;
  cards: DealtCard[];
  outcome: HandOutcome;
}

/** What the liveShoe endpoint answers (the parts verification reads). */
export interface ShoeReport {
  shoe: Pick<LiveShoe, 'id' | 'seedHash' | 'nonce' | 'seed' | 'status' | 'handsDealt'>;
  hands: ReportedHand[];
}

export type HandProblem = 'cards' | 'outcome' | 'missing';

export interface HandCheck {
  reported: ReportedHand;
  /** The hand the seed deals at this number; null past the last hand it can deal. */
  expected: { cards: DealtCard[]; outcome: HandOutcome } | null;
  /** Null when the hand matches (or cannot be checked yet: no seed). */
  problem: HandProblem | null;
}

export type Verdict = 'verified' | 'mismatch' | 'pending';

export interface ShoeVerification {
  verdict: Verdict;
  /** Null while the seed is not known. */
  hashMatches: boolean | null;
  computedHash: string | null;
  hands: HandCheck[];
  /** How many hands failed. */
  badHands: number;
  /** The recomputed outcomes of the reported hands (for the roads), in hand order. */
  outcomes: HandOutcome[];
}

/** A route's `:shoeId` as a shoe id (1 … 2^31 − 1), or null. */
export function parseShoeId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

const SEED_RE = new RegExp(`^[0-9a-fA-F]{${SEED_BYTES * 2}}$`);

export function isSeed(value: string): boolean {
  return SEED_RE.test(value);
}

function sameCards(a: readonly DealtCard[], b: readonly DealtCard[]): boolean {
  return a.length === b.length && a.every((c, i) => c.to === b[i]?.to && c.card === b[i]?.card);
}

const OUTCOME_KEYS = [
  'winner',
  'playerTotal',
  'bankerTotal',
  'playerPair',
  'bankerPair',
  'natural',
  'bankerSix',
] as const satisfies readonly (keyof HandOutcome)[];

function sameOutcome(a: HandOutcome, b: HandOutcome): boolean {
  return OUTCOME_KEYS.every((k) => a[k] === b[k]);
}

/** Every hand a seed and nonce deal, or null when the seed is not 32 bytes of hex. */
export function recomputeShoe(seed: string, nonce: string): { hash: string; hands: DealtHand[] } | null {
  if (!isSeed(seed)) return null;
  const lower = seed.toLowerCase();
  return { hash: seedHash(lower), hands: replayShoe(lower, nonce) };
}

/**
 * Checks a reported shoe against its seed — the revealed one, or `seedOverride` (a seed a member
 * pasted). Without a seed every hand is shown unchecked and the verdict is 'pending'.
 */
export function verifyShoe(report: ShoeReport, seedOverride?: string): ShoeVerification {
  const hands = [...report.hands].sort((a, b) => a.handNo - b.handNo);
  const seed = seedOverride ?? report.shoe.seed;
  if (seed === null) {
    return {
      verdict: 'pending',
      hashMatches: null,
      computedHash: null,
      hands: hands.map((reported) => ({ reported, expected: null, problem: null })),
      badHands: 0,
      outcomes: hands.map((h) => h.outcome),
    };
  }
  const recomputed = recomputeShoe(seed, report.shoe.nonce);
  const computedHash = recomputed?.hash ?? null;
  const hashMatches = computedHash !== null && computedHash === report.shoe.seedHash.toLowerCase();
  const dealt = recomputed?.hands ?? [];
  const checks: HandCheck[] = hands.map((reported) => {
    const hand = dealt[reported.handNo - 1];
    if (!hand) return { reported, expected: null, problem: 'missing' };
    const expected = { cards: hand.order, outcome: hand.outcome };
    const problem: HandProblem | null = !sameCards(reported.cards, expected.cards)
      ? 'cards'
      : !sameOutcome(reported.outcome, expected.outcome)
        ? 'outcome'
        : null;
    return { reported, expected, problem };
  });
  // A repeated hand number is a second claim about one hand: the later one cannot be right.
  const seen = new Set<number>();
  for (const check of checks) {
    if (seen.has(check.reported.handNo)) check.problem ??= 'cards';
    seen.add(check.reported.handNo);
  }
  const badHands = checks.filter((c) => c.problem !== null).length;
  return {
    verdict: hashMatches && badHands === 0 ? 'verified' : 'mismatch',
    hashMatches,
    computedHash,
    hands: checks,
    badHands,
    outcomes: checks.map((c) => c.expected?.outcome ?? c.reported.outcome),
  };
}
