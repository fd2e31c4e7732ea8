import { DEMO_COVER_VERSIONS } from './demo-covers.ts';

// Seed data for the game lobby: the seven categories of GAME_CATEGORY and the games of the built-in
// demo venue, plus the house baccarat table. Names are invented for this sandbox; every image is an
// original SVG written by scripts/generate-art.mjs under apps/server/static/.

export interface DemoCategory {
  id: number;
  name: string;
  title: string;
  /** The English name (decision 0090). */
  nameEn: string;
  sort: number;
  iconNor: string;
  iconSel: string;
  bigImgUrl: string;
}

export interface DemoGame {
  id: number;
  categoryId: number;
  name: string;
  seq: number;
  walletCode: string;
  /** The venue's code for the game (what a launch opens); empty for sportsbook tiles. */
  gameCode: string;
  maintenance: boolean;
  imgUrl: string;
  iconUrl: string;
  desc: string;
  official: boolean;
  showH5: boolean;
  showPc: boolean;
  /** The lobby flag (issue 24): a 热门 / 新游 badge; '' none. */
  badge: '' | 'hot' | 'new';
}

function category(id: number, name: string, title: string, nameEn: string, sort: number): DemoCategory {
  return {
    id,
    name,
    title,
    nameEn,
    sort,
    iconNor: `/static/icons/cat-${id}-nor.svg`,
    iconSel: `/static/icons/cat-${id}-sel.svg`,
    bigImgUrl: `/static/games/cat-${id}-big.svg`,
  };
}

export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  category(1, '体育', '体育赛事', 'Sports', 1),
  category(2, '真人', '真人视讯', 'Live Casino', 2),
  category(3, '电子', '电子游艺', 'Slots', 3),
  category(4, '彩票', '彩票游戏', 'Lottery', 4),
  category(5, '棋牌', '棋牌游戏', 'Card Games', 5),
  category(6, '电竞', '电子竞技', 'E-sports', 6),
  category(7, '捕鱼', '捕鱼游戏', 'Fishing', 7),
];

/** Wallet code of the built-in demo venue for each category; the house table uses `house`. */
const DEMO_WALLET: Readonly<Record<number, string>> = {
  1: 'demo_sport',
  2: 'demo_live',
  3: 'demo_slot',
  4: 'demo_lottery',
  5: 'demo_chess',
  6: 'demo_esport',
  7: 'demo_fish',
};
const HOUSE_WALLET_CODE = 'house';
/** The demo provider's seamless-wallet venue (slots and fishing debited per round from the center wallet). */
export const SEAMLESS_DEMO_VENUE = 'demo_nova';

interface GameSeed {
  name: string;
  desc: string;
  /** The venue's code for the game (what a launch opens); sports and e-sports open the sportsbook. */
  code?: string;
  /** Another venue than the category's (the seamless venue). */
  venue?: string;
  /** The house plays this game itself (wallet `house`, official). */
  house?: boolean;
  /** Under maintenance: a label in the lobby, no launch. */
  maintenance?: boolean;
  /** Hidden on the H5 lobby (show=1) or the desktop lobby (show=2). */
  hideH5?: boolean;
  hidePc?: boolean;
  /** A 热门 / 新游 badge on the tile (operators change it in the console). */
  badge?: 'hot' | 'new';
}

function games(categoryId: number, seeds: readonly GameSeed[]): DemoGame[] {
  return seeds.map((seed, index) => {
    const id = categoryId * 100 + index + 1;
    const house = seed.house === true;
    return {
      id,
      categoryId,
      name: seed.name,
      seq: index + 1,
      walletCode: house ? HOUSE_WALLET_CODE : (seed.venue ?? DEMO_WALLET[categoryId] ?? 'demo'),
      gameCode: seed.code ?? '',
      // Raster cover (WebP beside the PNG) with its content version (SPEC.md §9).
      imgUrl: `/static/games/${id}.png?v=${DEMO_COVER_VERSIONS[id] ?? '0'}`,
      iconUrl: `/static/games/${id}-icon.svg`,
      desc: seed.desc,
      official: house,
      maintenance: seed.maintenance === true,
      showH5: seed.hideH5 !== true,
      showPc: seed.hidePc !== true,
      badge: seed.badge ?? '',
    };
  });
}

/**
 * The demo lobby. Every casino tile is a game the demo provider really runs (its game code names
 * the engine and theme): 电子 five-reel slots, 彩票 fast lotteries (三骰快三, a draw every minute or
 * every three minutes), 棋牌 dragon-tiger tables, 捕鱼 fish shooting. 体育/电竞 tiles open the
 * house sportsbook; 雷霆百家乐 opens the house's live baccarat tables (modules/live-tables).
 */
export const DEMO_GAMES: readonly DemoGame[] = [
  ...games(1, [
    { name: '星河体育', desc: '足球篮球网球全覆盖，滚球实时更新' },
    { name: '极光体育', desc: '亚洲让球与大小球，赔率清晰直观' },
    { name: '疾风体育', desc: '热门联赛串关组合，一单多场' },
    { name: '青峰体育', desc: '冷门赛事也有盘口，赛程随时查', hidePc: true },
    { name: '长空体育', desc: '专注篮球赛事，节节有玩法', hideH5: true },
  ]),
  ...games(2, [
    {
      name: '雷霆百家乐',
      desc: '本站自营百家乐桌台，洗牌哈希开局前公示',
      house: true,
      code: 'baccarat',
    },
  ]),
  ...games(3, [
    { name: '幻彩转轮', desc: '五轴二十线，百搭与免费旋转', code: 'slot-prism', badge: 'hot' },
    { name: '宝石矿工', desc: '宝石主题五轴，三个矿灯开启免费旋转', code: 'slot-gem' },
    { name: '丛林奇遇', desc: '探索丛林，免费旋转奖金三倍', code: 'slot-jungle' },
    { name: '星际转轮', desc: '太空主题，百搭替代全部图案', code: 'slot-star' },
    {
      name: '糖果乐园',
      desc: '单一钱包：每局直接使用中心钱包',
      code: 'slot-candy',
      venue: SEAMLESS_DEMO_VENUE,
      badge: 'new',
    },
    {
      name: '海神宝藏',
      desc: '单一钱包：深海寻宝，三个宝箱开启奖励',
      code: 'slot-ocean',
      venue: SEAMLESS_DEMO_VENUE,
      hidePc: true,
    },
  ]),
  ...games(4, [
    { name: '极速快三', desc: '三颗骰子，一分钟一期，开奖可验证', code: 'k3-1m', badge: 'hot' },
    { name: '三分快三', desc: '三分钟一期，大小单双和值豹子', code: 'k3-3m' },
  ]),
  ...games(5, [
    { name: '青云龙虎', desc: '龙虎斗：比牌点大小，和局赔八倍', code: 'dt-classic' },
    { name: '金殿龙虎', desc: '高限额龙虎桌，同花和赔五十倍', code: 'dt-royal' },
  ]),
  ...games(6, [
    { name: '锋芒电竞', desc: '主流电竞赛事，局内实时盘口' },
    { name: '星火电竞', desc: '地图与击杀玩法，赛况同步' },
    { name: '破晓电竞', desc: '联赛全程覆盖，赛前赛中皆可' },
    { name: '风暴电竞', desc: '虚拟电竞全天开赛', hidePc: true },
  ]),
  ...games(7, [
    { name: '深海捕鱼', desc: '每炮一注，鱼越大倍数越高', code: 'fish-deep' },
    { name: '珊瑚猎手', desc: '珊瑚礁鱼群，黄金鲨最高两百倍', code: 'fish-coral' },
    {
      name: '鲸歌捕鱼',
      desc: '单一钱包：巨鲸现身，全屏同庆',
      code: 'fish-whale',
      venue: SEAMLESS_DEMO_VENUE,
      badge: 'new',
    },
  ]),
];

/** Games of earlier demo catalogues that no venue runs; the seed removes them. */
export const RETIRED_DEMO_GAME_IDS: readonly number[] = [202, 203, 204, 205, 403, 404, 503, 504, 505, 704];
