import type { WalletMode } from '@houseline/shared/api/contract/casino';
import { parseAmountToMinor } from '@houseline/shared/money/amount';
import { type DemoGameKind, gameKindOf } from './games/types.ts';

// The demo provider's own game list (decision 0023): which venue runs each game code, its name,
// its wallet mode and its stake limits. A real provider keeps such a list on its side; ours
// matches the site's demo catalogue (modules/games/demo-catalog.ts) game code for game code, plus
// two games the catalogue does not list (an operator registers them in the console, decision 0090).

export interface ProviderGame {
  gameCode: string;
  kind: DemoGameKind;
  venue: string;
  walletMode: WalletMode;
  name: { 'zh-CN': string; 'en-US': string };
  /** Stake choices, and the limits of one stake (per spin, shot, bet line or side), minor units. */
  chips: bigint[];
  minStake: bigint;
  maxStake: bigint;
}

const m = (value: string) => parseAmountToMinor(value);
const chips = (...values: string[]) => values.map(m);

const SLOT_LIMITS = { chips: chips('1', '2', '5', '10', '50', '100'), minStake: m('1'), maxStake: m('1000') };
const FISH_LIMITS = {
  chips: chips('0.1', '0.5', '1', '2', '5', '10'),
  minStake: m('0.1'),
  maxStake: m('100'),
};
const K3_LIMITS = { chips: chips('2', '10', '50', '100', '500'), minStake: m('2'), maxStake: m('5000') };

function game(
  gameCode: string,
  venue: string,
  walletMode: WalletMode,
  zh: string,
  en: string,
  limits: Pick<ProviderGame, 'chips' | 'minStake' | 'maxStake'>,
): ProviderGame {
  const kind = gameKindOf(gameCode);
  if (!kind) throw new Error(`demo provider: no game kind for ${gameCode}`);
  return { gameCode, kind, venue, walletMode, name: { 'zh-CN': zh, 'en-US': en }, ...limits };
}

export const PROVIDER_GAMES: readonly ProviderGame[] = [
  game('slot-prism', 'demo_slot', 'transfer', '幻彩转轮', 'Prism Reels', SLOT_LIMITS),
  game('slot-gem', 'demo_slot', 'transfer', '宝石矿工', 'Gem Miner', SLOT_LIMITS),
  game('slot-jungle', 'demo_slot', 'transfer', '丛林奇遇', 'Jungle Quest', SLOT_LIMITS),
  game('slot-star', 'demo_slot', 'transfer', '星际转轮', 'Star Reels', SLOT_LIMITS),
  // Not in the site's demo catalogue: games an operator registers in the console (decision 0090).
  game('slot-lotus', 'demo_slot', 'transfer', '莲池秘宝', 'Lotus Pond', SLOT_LIMITS),
  game('slot-comet', 'demo_slot', 'transfer', '彗星转轮', 'Comet Reels', SLOT_LIMITS),
  game('slot-candy', 'demo_nova', 'seamless', '糖果乐园', 'Candy Land', SLOT_LIMITS),
  game('slot-ocean', 'demo_nova', 'seamless', '海神宝藏', 'Ocean Treasure', SLOT_LIMITS),
  game('k3-1m', 'demo_lottery', 'transfer', '极速快三', 'K3 One Minute', K3_LIMITS),
  game('k3-3m', 'demo_lottery', 'transfer', '三分快三', 'K3 Three Minutes', K3_LIMITS),
  game('dt-classic', 'demo_chess', 'transfer', '青云龙虎', 'Dragon Tiger', {
    chips: chips('10', '50', '100', '500', '1000'),
    minStake: m('10'),
    maxStake: m('5000'),
  }),
  game('dt-royal', 'demo_chess', 'transfer', '金殿龙虎', 'Royal Dragon Tiger', {
    chips: chips('100', '500', '1000', '5000', '10000'),
    minStake: m('100'),
    maxStake: m('50000'),
  }),
  game('fish-deep', 'demo_fish', 'transfer', '深海捕鱼', 'Deep Sea Fishing', FISH_LIMITS),
  game('fish-coral', 'demo_fish', 'transfer', '珊瑚猎手', 'Coral Hunter', FISH_LIMITS),
  game('fish-whale', 'demo_nova', 'seamless', '鲸歌捕鱼', 'Whale Song Fishing', FISH_LIMITS),
];

const BY_CODE = new Map(PROVIDER_GAMES.map((g) => [g.gameCode, g]));

export function providerGame(gameCode: string): ProviderGame | undefined {
  return BY_CODE.get(gameCode);
}

/** K3 games draw every so many seconds; betting closes this long before the draw. */
export const K3_INTERVAL_SEC: Record<string, number> = { 'k3-1m': 60, 'k3-3m': 180 };
export const K3_CLOSE_BEFORE_MS = 5_000;

export type PlayError = 'session' | 'insufficient' | 'closed' | 'stake' | 'input' | 'busy' | 'maintenance';

const MESSAGES: Record<PlayError, { 'zh-CN': string; 'en-US': string }> = {
  session: {
    'zh-CN': '游戏会话已失效，请从大厅重新进入',
    'en-US': 'Your game session has ended; reopen the game',
  },
  insufficient: { 'zh-CN': '余额不足', 'en-US': 'Insufficient balance' },
  closed: { 'zh-CN': '本期已封盘，请投注下一期', 'en-US': 'This draw has closed; bet on the next one' },
  stake: { 'zh-CN': '投注金额不在限额内', 'en-US': 'The stake is outside the limits' },
  input: { 'zh-CN': '请求无效', 'en-US': 'Invalid request' },
  busy: { 'zh-CN': '系统繁忙，请稍后再试', 'en-US': 'Busy, please try again' },
  maintenance: { 'zh-CN': '游戏维护中，请稍后再来', 'en-US': 'The game is under maintenance' },
};

/** The venue's words for a refusal, in the session's language (Simplified Chinese unless en-US). */
export function playMessage(error: PlayError, locale: string | undefined): string {
  return MESSAGES[error][locale === 'en-US' ? 'en-US' : 'zh-CN'];
}

/** A refusal of a play call, carried up to the route. */
export class PlayRefusal extends Error {
  constructor(readonly error: PlayError) {
    super(error);
    this.name = 'PlayRefusal';
  }
}
