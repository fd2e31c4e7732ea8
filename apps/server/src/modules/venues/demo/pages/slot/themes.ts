// The six slot themes: one palette and one set of symbol drawings per game code. The maths is the
// same for all (the engines' slot); only the look differs.
import type { Shape } from './art.ts';

export interface SlotTheme {
  /** Title line under the reels. */
  motto: string;
  /** Regular symbols by engine key: shape and colour. */
  symbols: Record<string, [Shape, string]>;
  wild: [string, string];
  scatter: [string, string];
}

const k = (
  seven: [Shape, string],
  diamond: [Shape, string],
  bell: [Shape, string],
  watermelon: [Shape, string],
  grape: [Shape, string],
  orange: [Shape, string],
  lemon: [Shape, string],
  cherry: [Shape, string],
) => ({ seven, diamond, bell, watermelon, grape, orange, lemon, cherry });

export const SLOT_THEMES: Record<string, SlotTheme> = {
  'slot-prism': {
    motto: '光棱折射 · 20 线',
    symbols: k(
      ['seven', '#ff4fd8'],
      ['prism', '#6cf0ff'],
      ['hex', '#b18cff'],
      ['gem', '#4dffb5'],
      ['star', '#ffe45c'],
      ['drop', '#5c9dff'],
      ['moon', '#ff9a5c'],
      ['heart', '#ff5c7a'],
    ),
    wild: ['#ff4fd8', '#fff'],
    scatter: ['#6cf0ff', '#0b1030'],
  },
  'slot-gem': {
    motto: '宝石矿脉 · 20 线',
    symbols: k(
      ['crown', '#ffd24d'],
      ['gem', '#ff3b5c'],
      ['gem', '#3bc8ff'],
      ['gem', '#3bff8a'],
      ['hex', '#c77dff'],
      ['drop', '#ff9f3b'],
      ['drop', '#e8f0ff'],
      ['heart', '#ff6fa3'],
    ),
    wild: ['#ffd24d', '#3a2300'],
    scatter: ['#ff3b5c', '#fff'],
  },
  'slot-jungle': {
    motto: '密林探秘 · 20 线',
    symbols: k(
      ['mask', '#ffb02e'],
      ['sun', '#ffd84a'],
      ['leaf', '#4cd964'],
      ['leaf', '#1f9e5a'],
      ['drop', '#7fdcff'],
      ['shell', '#e0915a'],
      ['cherry', '#ff5a3c'],
      ['bell', '#d9c27a'],
    ),
    wild: ['#ffb02e', '#2a1500'],
    scatter: ['#4cd964', '#08240f'],
  },
  'slot-star': {
    motto: '星河远航 · 20 线',
    symbols: k(
      ['star', '#ffe066'],
      ['planet', '#ff8c5a'],
      ['moon', '#fff3b0'],
      ['planet', '#6ea8ff'],
      ['sun', '#ffb347'],
      ['drop', '#a78bfa'],
      ['star', '#8ef0ff'],
      ['hex', '#f472b6'],
    ),
    wild: ['#8ef0ff', '#061433'],
    scatter: ['#ffe066', '#2b1a00'],
  },
  'slot-candy': {
    motto: '糖果工坊 · 20 线',
    symbols: k(
      ['heart', '#ff3d8b'],
      ['lolly', '#ff7ab6'],
      ['candy', '#ffd23f'],
      ['lolly', '#5ee0c5'],
      ['candy', '#b07cff'],
      ['drop', '#ff9966'],
      ['star', '#ffe680'],
      ['cherry', '#ff4d4d'],
    ),
    wild: ['#ff3d8b', '#fff'],
    scatter: ['#5ee0c5', '#062a22'],
  },
  'slot-ocean': {
    motto: '深海宝藏 · 20 线',
    symbols: k(
      ['crown', '#ffd34d'],
      ['shell', '#ff9ec4'],
      ['fish', '#ff8a3d'],
      ['fish', '#4dd2ff'],
      ['star', '#ff6b6b'],
      ['wave', '#3da5ff'],
      ['drop', '#b8f2ff'],
      ['shell', '#f5d0a9'],
    ),
    wild: ['#ffd34d', '#1d1400'],
    scatter: ['#4dd2ff', '#031a2b'],
  },
};

export function slotTheme(gameCode: string): SlotTheme {
  return SLOT_THEMES[gameCode] ?? (SLOT_THEMES['slot-prism'] as SlotTheme);
}
