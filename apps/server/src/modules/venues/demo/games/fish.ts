import type { FishShot, FishType, Rng } from './types.ts';

// 捕鱼 fish shooting: every shot costs the stake; a shot at a fish worth m is a catch with
// probability RTP / m and then pays stake × m, so every fish returns exactly the stated RTP. The
// catch is decided in integers: caught iff rng.int(m × 10 000) < 9 600.

export const FISH_STATED_RTP = 0.96;
/** The RTP in ten-thousandths, the unit of the catch decision. */
const RTP_BP = 9_600;
const BP = 10_000;

export const FISH_TYPES: readonly FishType[] = [
  { id: 'clownfish', multiplier: 2, name: '小丑鱼' },
  { id: 'pufferfish', multiplier: 3, name: '气泡河豚' },
  { id: 'lanternfish', multiplier: 5, name: '灯笼鱼' },
  { id: 'sea-turtle', multiplier: 8, name: '翡翠海龟' },
  { id: 'lobster', multiplier: 10, name: '火焰龙虾' },
  { id: 'swordfish', multiplier: 20, name: '银剑旗鱼' },
  { id: 'manta-ray', multiplier: 30, name: '魔鬼鱼' },
  { id: 'octopus', multiplier: 50, name: '八爪章鱼王' },
  { id: 'blue-whale', multiplier: 100, name: '深海蓝鲸' },
  { id: 'golden-shark', multiplier: 200, name: '黄金鲨' },
];

export function fishById(fishId: string): FishType | undefined {
  return FISH_TYPES.find((fish) => fish.id === fishId);
}

export function shootFish(rng: Rng, fishId: string, stake: bigint): FishShot {
  const fish = fishById(fishId);
  if (!fish) throw new RangeError(`fish: unknown fish ${fishId}`);
  if (stake <= 0n) throw new RangeError('fish: stake must be positive');
  const hit = rng.int(fish.multiplier * BP) < RTP_BP;
  return { fish: fish.id, hit, multiplier: fish.multiplier, win: hit ? stake * BigInt(fish.multiplier) : 0n };
}
