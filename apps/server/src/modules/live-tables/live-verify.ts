import type { AdminLiveShoeVerify } from '@houseline/shared/api/contract/live-tables-admin';
import type { HandOutcome } from '@houseline/shared/baccarat/deal';
import { handAt, seedHash, shuffleShoe } from '@houseline/shared/baccarat/shoe';
import type { LiveCards } from './present.ts';

type Mismatch = NonNullable<AdminLiveShoeVerify['mismatch']>;

/** The parts of a shoe and its settled rounds a verification reads. */
export interface VerifiedShoe {
  id: bigint;
  seed: string;
  seedHash: string;
  nonce: string;
  handsDealt: number;
}
export interface VerifiedRound {
  handNo: number;
  startPosition: number;
  cards: unknown;
  outcome: unknown;
}

const OUTCOME_FIELDS = [
  'winner',
  'playerTotal',
  'bankerTotal',
  'playerPair',
  'bankerPair',
  'natural',
  'bankerSix',
] as const satisfies readonly (keyof HandOutcome)[];

const cardsText = (cards: LiveCards) =>
  cards.map((c) => `${c.to === 'player' ? 'P' : 'B'}:${c.card}`).join(' ');
const outcomeText = (o: Partial<HandOutcome> | null) =>
  o ? OUTCOME_FIELDS.map((f) => `${f}=${String(o[f])}`).join(' ') : 'none';

/** The first difference between a stored round and the hand the shoe deals there. */
function compareHand(round: VerifiedRound, position: number, hand: ReturnType<typeof handAt>['hand']) {
  const at = (field: Mismatch['field'], expected: string, stored: string): Mismatch => ({
    handNo: round.handNo,
    field,
    expected,
    stored,
  });
  if (round.startPosition !== position) return at('start', String(position), String(round.startPosition));
  const stored = (round.cards ?? []) as LiveCards;
  if (cardsText(stored) !== cardsText(hand.order))
    return at('cards', cardsText(hand.order), cardsText(stored));
  const outcome = round.outcome as Partial<HandOutcome> | null;
  if (!outcome || OUTCOME_FIELDS.some((f) => outcome[f] !== hand.outcome[f])) {
    return at('outcome', outcomeText(hand.outcome), outcomeText(outcome));
  }
  return undefined;
}

/**
 * An ended shoe verified on the server (issue 24, decision 0084), as a member would in the
 * browser: sha256(seed) must be the hash published before the first hand, and re-dealing the
 * shuffle from seed and nonce must give every stored round — its first card's position, its
 * cards in order and its outcome — and as many hands as the shoe says it dealt.
 */
export function verifyShoe(shoe: VerifiedShoe, rounds: readonly VerifiedRound[]): AdminLiveShoeVerify {
  const computedHash = seedHash(shoe.seed);
  const base = { shoeId: Number(shoe.id), computedHash, seedHash: shoe.seedHash };
  if (computedHash !== shoe.seedHash) {
    return { ...base, verified: false, seedHashOk: false, handsChecked: 0, mismatch: null };
  }
  const shuffled = shuffleShoe(shoe.seed, shoe.nonce);
  let position = shuffled.start;
  let checked = 0;
  for (const round of rounds) {
    let dealt: ReturnType<typeof handAt>;
    try {
      dealt = handAt(shuffled, position);
    } catch {
      const mismatch = { handNo: round.handNo, field: 'count' as const, expected: 'none', stored: 'a hand' };
      return { ...base, verified: false, seedHashOk: true, handsChecked: checked, mismatch };
    }
    const mismatch = compareHand(round, position, dealt.hand);
    if (mismatch) return { ...base, verified: false, seedHashOk: true, handsChecked: checked, mismatch };
    checked += 1;
    position = dealt.nextPosition;
  }
  if (checked !== shoe.handsDealt) {
    const mismatch: Mismatch = {
      handNo: checked + 1,
      field: 'count',
      expected: String(shoe.handsDealt),
      stored: String(checked),
    };
    return { ...base, verified: false, seedHashOk: true, handsChecked: checked, mismatch };
  }
  return { ...base, verified: true, seedHashOk: true, handsChecked: checked, mismatch: null };
}
