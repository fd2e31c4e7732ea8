import { minorToDecimalString } from '@houseline/shared/money/amount';
import { dealDragonTiger, dtDescribe, dtPayout } from './games/dt.ts';
import { FISH_TYPES, shootFish } from './games/fish.ts';
import { cryptoRng } from './games/rng.ts';
import { playSlotRound } from './games/slot.ts';
import { DT_BET_SIDES, type DtBetSide, type SlotSpin } from './games/types.ts';
import type { Decided } from './play.service.ts';
import { PlayRefusal } from './provider-games.ts';

// The instant games' rounds (slot, dragon-tiger, fish): each outcome comes from the engines with a
// crypto-backed RNG, and is turned into the play API's answer and the venue's Chinese words.

const money = minorToDecimalString;

function spinAnswer(spin: SlotSpin) {
  return {
    grid: spin.grid,
    lineWins: spin.lineWins.map((w) => ({
      line: w.line,
      symbol: w.symbol,
      count: w.count,
      win: money(w.win),
    })),
    scatterCount: spin.scatterCount,
    freeSpinsAwarded: spin.freeSpinsAwarded,
    win: money(spin.win),
  };
}

export function decideSlot(stake: bigint): Decided {
  const round = playSlotRound(cryptoRng(), stake);
  const lines = round.base.lineWins.length + round.freeSpins.reduce((n, s) => n + s.lineWins.length, 0);
  const parts = [`投注 ${money(stake)}`, lines > 0 ? `中奖 ${lines} 线` : '未中奖'];
  if (round.freeSpins.length > 0) parts.push(`免费旋转 ${round.freeSpins.length} 次`);
  parts.push(`派彩 ${money(round.totalWin)}`);
  return {
    payout: round.totalWin,
    detail: parts.join(' · '),
    result: {
      stake: money(stake),
      base: spinAnswer(round.base),
      freeSpins: round.freeSpins.map(spinAnswer),
      totalWin: money(round.totalWin),
    },
  };
}

const DT_SIDE_NAMES: Record<DtBetSide, string> = {
  dragon: '龙',
  tiger: '虎',
  tie: '和',
  suitedTie: '同花和',
};

/** The sides bet on (at least one) with their stakes, in the engine's side order. */
export function dtSides(bets: Partial<Record<DtBetSide, bigint>>): [DtBetSide, bigint][] {
  const sides = DT_BET_SIDES.flatMap((side) =>
    bets[side] ? [[side, bets[side]] as [DtBetSide, bigint]] : [],
  );
  if (sides.length === 0) throw new PlayRefusal('input');
  return sides;
}

export function decideDragonTiger(sides: [DtBetSide, bigint][]): Decided {
  const hand = dealDragonTiger(cryptoRng());
  const stake = sides.reduce((sum, [, s]) => sum + s, 0n);
  const payout = sides.reduce((sum, [side, s]) => sum + dtPayout(side, s, hand), 0n);
  const bets = sides.map(([side, s]) => `${DT_SIDE_NAMES[side]} ${money(s)}`).join('，');
  return {
    payout,
    detail: `${dtDescribe(hand)} · 下注 ${bets} · 派彩 ${money(payout)}`,
    result: {
      dragon: hand.dragon,
      tiger: hand.tiger,
      outcome: hand.outcome,
      suited: hand.suited,
      stake: money(stake),
      payout: money(payout),
    },
  };
}

export function fishKnown(fishId: string): boolean {
  return FISH_TYPES.some((f) => f.id === fishId);
}

export function decideFish(fishId: string, stake: bigint): Decided {
  const fish = FISH_TYPES.find((f) => f.id === fishId);
  if (!fish) throw new PlayRefusal('input');
  const shot = shootFish(cryptoRng(), fishId, stake);
  return {
    payout: shot.win,
    detail: `${fish.name} · 每炮 ${money(stake)} · ${shot.hit ? `捕获 ×${shot.multiplier}，派彩 ${money(shot.win)}` : '未捕获'}`,
    result: { fish: shot.fish, hit: shot.hit, multiplier: shot.multiplier, win: money(shot.win) },
  };
}
