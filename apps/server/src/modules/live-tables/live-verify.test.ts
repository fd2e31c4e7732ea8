import { handAt, seedHash, shuffleShoe } from '@houseline/shared/baccarat/shoe';
import { describe, expect, it } from 'vitest';
import { type VerifiedRound, verifyShoe } from './live-verify.ts';

const SEED = 'ab'.repeat(32);
const NONCE = 'hgtyc:t1:7';

/** A shoe of `hands` hands as the dealer stores them. */
function dealt(hands: number) {
  const shoe = shuffleShoe(SEED, NONCE);
  const rounds: VerifiedRound[] = [];
  let position = shoe.start;
  for (let handNo = 1; handNo <= hands; handNo++) {
    const { hand, nextPosition } = handAt(shoe, position);
    rounds.push({ handNo, startPosition: position, cards: hand.order, outcome: { ...hand.outcome } });
    position = nextPosition;
  }
  const row = { id: 9n, seed: SEED, seedHash: seedHash(SEED), nonce: NONCE, handsDealt: hands };
  return { row, rounds };
}

describe('verifying an ended shoe (decision 0084)', () => {
  it('verifies the hands the seed deals, with their outcome keys in any order (jsonb sorts them)', () => {
    const { row, rounds } = dealt(5);
    const reordered = rounds.map((r) => ({
      ...r,
      outcome: Object.fromEntries(Object.entries(r.outcome as object).reverse()),
    }));
    expect(verifyShoe(row, reordered)).toMatchObject({
      shoeId: 9,
      verified: true,
      seedHashOk: true,
      handsChecked: 5,
      mismatch: null,
    });
  });

  it('names the first hand that differs: its start, its cards, its outcome', () => {
    const { row, rounds } = dealt(4);
    const moved = rounds.map((r) => (r.handNo === 3 ? { ...r, startPosition: r.startPosition + 1 } : r));
    expect(verifyShoe(row, moved).mismatch).toMatchObject({ handNo: 3, field: 'start' });
    const swapped = rounds.map((r) =>
      r.handNo === 2 ? { ...r, cards: [...(r.cards as unknown[])].reverse() } : r,
    );
    expect(verifyShoe(row, swapped)).toMatchObject({ verified: false, handsChecked: 1 });
    expect(verifyShoe(row, swapped).mismatch?.field).toBe('cards');
    const won = rounds.map((r) =>
      r.handNo === 4
        ? {
            ...r,
            outcome: { ...(r.outcome as object), natural: !(r.outcome as { natural: boolean }).natural },
          }
        : r,
    );
    expect(verifyShoe(row, won).mismatch).toMatchObject({ handNo: 4, field: 'outcome' });
  });

  it('fails a seed that is not the published one, and a shoe missing a hand it dealt', () => {
    const { row, rounds } = dealt(3);
    expect(verifyShoe({ ...row, seedHash: '0'.repeat(64) }, rounds)).toMatchObject({
      verified: false,
      seedHashOk: false,
      handsChecked: 0,
    });
    expect(verifyShoe(row, rounds.slice(0, 2)).mismatch).toMatchObject({ field: 'count', expected: '3' });
    expect(verifyShoe({ ...row, nonce: 'hgtyc:t1:8' }, rounds).verified).toBe(false);
  });
});
