import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HandOutcome, Winner } from './deal.ts';
import { BET_SIDES, type BetSide, betReturnMinor } from './payout.ts';

/**
 * Every bet side against every kind of outcome on both table kinds, with the returns written out
 * by hand (stake included, minor units of 1/10 000).
 */

function outcome(
  winner: Winner,
  opts: { bankerTotal?: number; pp?: boolean; bp?: boolean } = {},
): HandOutcome {
  const bankerTotal = opts.bankerTotal ?? (winner === 'banker' ? 7 : winner === 'tie' ? 5 : 3);
  return {
    winner,
    playerTotal: winner === 'player' ? 8 : winner === 'tie' ? bankerTotal : 2,
    bankerTotal,
    playerPair: opts.pp ?? false,
    bankerPair: opts.bp ?? false,
    natural: false,
    bankerSix: winner === 'banker' && bankerTotal === 6,
  };
}

const STAKE = 1_000_000n; // 100.0000

const CASES: {
  name: string;
  outcome: HandOutcome;
  commission: Record<BetSide, bigint>;
  noCommission: Record<BetSide, bigint>;
}[] = [
  {
    name: 'player wins',
    outcome: outcome('player'),
    commission: { player: 2_000_000n, banker: 0n, tie: 0n, player_pair: 0n, banker_pair: 0n },
    noCommission: { player: 2_000_000n, banker: 0n, tie: 0n, player_pair: 0n, banker_pair: 0n },
  },
  {
    name: 'banker wins with 7',
    outcome: outcome('banker'),
    commission: { player: 0n, banker: 1_950_000n, tie: 0n, player_pair: 0n, banker_pair: 0n },
    noCommission: { player: 0n, banker: 2_000_000n, tie: 0n, player_pair: 0n, banker_pair: 0n },
  },
  {
    name: 'banker wins with 6',
    outcome: outcome('banker', { bankerTotal: 6 }),
    commission: { player: 0n, banker: 1_950_000n, tie: 0n, player_pair: 0n, banker_pair: 0n },
    noCommission: { player: 0n, banker: 1_500_000n, tie: 0n, player_pair: 0n, banker_pair: 0n },
  },
  {
    name: 'tie (player and banker returned)',
    outcome: outcome('tie'),
    commission: { player: 1_000_000n, banker: 1_000_000n, tie: 9_000_000n, player_pair: 0n, banker_pair: 0n },
    noCommission: {
      player: 1_000_000n,
      banker: 1_000_000n,
      tie: 9_000_000n,
      player_pair: 0n,
      banker_pair: 0n,
    },
  },
  {
    name: 'tie at 6 with both pairs',
    outcome: outcome('tie', { bankerTotal: 6, pp: true, bp: true }),
    commission: {
      player: 1_000_000n,
      banker: 1_000_000n,
      tie: 9_000_000n,
      player_pair: 12_000_000n,
      banker_pair: 12_000_000n,
    },
    noCommission: {
      player: 1_000_000n,
      banker: 1_000_000n,
      tie: 9_000_000n,
      player_pair: 12_000_000n,
      banker_pair: 12_000_000n,
    },
  },
  {
    name: 'player wins with a player pair',
    outcome: outcome('player', { pp: true }),
    commission: { player: 2_000_000n, banker: 0n, tie: 0n, player_pair: 12_000_000n, banker_pair: 0n },
    noCommission: { player: 2_000_000n, banker: 0n, tie: 0n, player_pair: 12_000_000n, banker_pair: 0n },
  },
  {
    name: 'banker wins with 6 and a banker pair',
    outcome: outcome('banker', { bankerTotal: 6, bp: true }),
    commission: { player: 0n, banker: 1_950_000n, tie: 0n, player_pair: 0n, banker_pair: 12_000_000n },
    noCommission: { player: 0n, banker: 1_500_000n, tie: 0n, player_pair: 0n, banker_pair: 12_000_000n },
  },
  {
    name: 'player wins with a banker pair only',
    outcome: outcome('player', { bp: true }),
    commission: { player: 2_000_000n, banker: 0n, tie: 0n, player_pair: 0n, banker_pair: 12_000_000n },
    noCommission: { player: 2_000_000n, banker: 0n, tie: 0n, player_pair: 0n, banker_pair: 12_000_000n },
  },
];

describe('betReturnMinor: every side × outcome × table kind', () => {
  for (const c of CASES) {
    for (const side of BET_SIDES) {
      it(`${c.name}: ${side} on a commission table returns ${c.commission[side]}`, () => {
        expect(betReturnMinor(side, STAKE, c.outcome, false)).toBe(c.commission[side]);
      });
      it(`${c.name}: ${side} on a no-commission table returns ${c.noCommission[side]}`, () => {
        expect(betReturnMinor(side, STAKE, c.outcome, true)).toBe(c.noCommission[side]);
      });
    }
  }
});

describe('integer minor units', () => {
  it('rounds the winnings after commission down to the minor unit', () => {
    const banker7 = outcome('banker');
    const banker6 = outcome('banker', { bankerTotal: 6 });
    // 0.95 × 7 = 6.65 → 6; 0.95 × 1 = 0.95 → 0; 0.95 × 19 = 18.05 → 18
    expect(betReturnMinor('banker', 7n, banker7, false)).toBe(13n);
    expect(betReturnMinor('banker', 1n, banker7, false)).toBe(1n);
    expect(betReturnMinor('banker', 19n, banker7, false)).toBe(37n);
    // half of 7 = 3.5 → 3; half of 1 → 0
    expect(betReturnMinor('banker', 7n, banker6, true)).toBe(10n);
    expect(betReturnMinor('banker', 1n, banker6, true)).toBe(1n);
  });

  it('never returns a negative amount, less than the stake on a push, or more than 12× the stake', () => {
    const outcomeArb = fc
      .record({
        winner: fc.constantFrom<Winner>('banker', 'player', 'tie'),
        bankerTotal: fc.integer({ min: 0, max: 9 }),
        pp: fc.boolean(),
        bp: fc.boolean(),
      })
      .map(({ winner, ...o }) => outcome(winner, o));
    fc.assert(
      fc.property(
        fc.constantFrom(...BET_SIDES),
        fc.bigInt({ min: 1n, max: 10n ** 15n }),
        outcomeArb,
        fc.boolean(),
        (side, stake, o, noCommission) => {
          const r = betReturnMinor(side, stake, o, noCommission);
          expect(typeof r).toBe('bigint');
          expect(r >= 0n && r <= stake * 12n).toBe(true);
          if (o.winner === 'tie' && (side === 'player' || side === 'banker')) expect(r).toBe(stake);
          if (side === 'banker' && o.winner === 'banker') {
            expect(r).toBe(
              noCommission ? (o.bankerSix ? stake + stake / 2n : 2n * stake) : stake + (stake * 95n) / 100n,
            );
          }
        },
      ),
    );
  });
});
