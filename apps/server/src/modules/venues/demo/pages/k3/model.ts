// Pure parts of the 快三 page: countdown text, what a draw was (大小单双, 豹子), the trend line over
// the last draws and the big/small bead road, and the odds looked up from the state's pay table.

export type Dice = readonly [number, number, number] | readonly number[];

export interface DrawFacts {
  sum: number;
  triple: boolean;
  /** 大 (11–17) / 小 (4–10); a triple is neither (豹子通杀 on the two-sided bets). */
  size: '大' | '小' | '豹';
  parity: '单' | '双' | '豹';
}

export function drawFacts(dice: Dice): DrawFacts {
  const [a = 0, b = 0, c = 0] = dice;
  const sum = a + b + c;
  const triple = a === b && b === c;
  return {
    sum,
    triple,
    size: triple ? '豹' : sum >= 11 ? '大' : '小',
    parity: triple ? '豹' : sum % 2 === 1 ? '单' : '双',
  };
}

/** "mm:ss" of the time left, never negative. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

export type DrawPhase = 'open' | 'closed' | 'drawing';

/** Where the open draw is: betting, closed (waiting for the draw time), or past its draw time. */
export function drawPhase(now: number, closesAt: number, drawsAt: number): DrawPhase {
  if (now < closesAt) return 'open';
  return now < drawsAt ? 'closed' : 'drawing';
}

/** The trend line: oldest left, sum 3 at the bottom and 18 at the top of a `width`×`height` box. */
export function trendPoints(
  sumsNewestFirst: readonly number[],
  width: number,
  height: number,
  pad = 10,
): { x: number; y: number; sum: number }[] {
  const sums = [...sumsNewestFirst].reverse();
  const step = sums.length > 1 ? (width - pad * 2) / (sums.length - 1) : 0;
  const y = (sum: number) => height - pad - ((sum - 3) / 15) * (height - pad * 2);
  return sums.map((sum, i) => ({
    x: Math.round((pad + i * step) * 10) / 10,
    y: Math.round(y(sum) * 10) / 10,
    sum,
  }));
}

/** Count of 大, 小 and 豹 over draws (for the trend's summary line). */
export function sizeCounts(dice: readonly Dice[]): Record<DrawFacts['size'], number> {
  const counts = { 大: 0, 小: 0, 豹: 0 };
  for (const d of dice) counts[drawFacts(d).size]++;
  return counts;
}

export function paysOf(
  table: readonly { type: string; selection: number; pays: string }[],
  type: string,
  selection: number,
): string {
  return table.find((row) => row.type === type && row.selection === selection)?.pays ?? '—';
}

/** Chinese name of a bet. */
export function betName(type: string, selection: number): string {
  switch (type) {
    case 'big':
      return '大';
    case 'small':
      return '小';
    case 'odd':
      return '单';
    case 'even':
      return '双';
    case 'sum':
      return `和值 ${selection}`;
    case 'anyTriple':
      return '任意豹子';
    case 'triple':
      return `豹子 ${selection}${selection}${selection}`;
    default:
      return type;
  }
}
