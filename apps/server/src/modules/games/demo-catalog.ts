// Seed data for the game lobby: the seven categories of GAME_CATEGORY and the games of the built-in
// demo venue, plus the house baccarat table. Names are invented for this sandbox; every image is an
// original SVG written by scripts/generate-art.mjs under apps/server/static/.

export interface DemoCategory {
  id: number;
  name: string;
  title: string;
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
  imgUrl: string;
  iconUrl: string;
  desc: string;
  official: boolean;
  showH5: boolean;
  showPc: boolean;
}

function category(id: number, name: string, title: string, sort: number): DemoCategory {
  return {
    id,
    name,
    title,
    sort,
    iconNor: `/static/icons/cat-${id}-nor.svg`,
    iconSel: `/static/icons/cat-${id}-sel.svg`,
    bigImgUrl: `/static/games/cat-${id}-big.svg`,
  };
}

export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  category(1, '体育', '体育赛事', 1),
  category(2, '真人', '真人视讯', 2),
  category(3, '电子', '电子游艺', 3),
  category(4, '彩票', '彩票游戏', 4),
  category(5, '棋牌', '棋牌游戏', 5),
  category(6, '电竞', '电子竞技', 6),
  category(7, '捕鱼', '捕鱼游戏', 7),
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

interface GameSeed {
  name: string;
  desc: string;
  /** The house plays this game itself (wallet `house`, official). */
  house?: boolean;
  /** Hidden on the H5 lobby (show=1) or the desktop lobby (show=2). */
  hideH5?: boolean;
  hidePc?: boolean;
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
      walletCode: house ? HOUSE_WALLET_CODE : (DEMO_WALLET[categoryId] ?? 'demo'),
      imgUrl: `/static/games/${id}.svg`,
      iconUrl: `/static/games/${id}-icon.svg`,
      desc: seed.desc,
      official: house,
      showH5: seed.hideH5 !== true,
      showPc: seed.hidePc !== true,
    };
  });
}

export const DEMO_GAMES: readonly DemoGame[] = [
  ...games(1, [
    { name: '星河体育', desc: '足球篮球网球全覆盖，滚球实时更新' },
    { name: '极光体育', desc: '亚洲让球与大小球，赔率清晰直观' },
    { name: '疾风体育', desc: '热门联赛串关组合，一单多场' },
    { name: '青峰体育', desc: '冷门赛事也有盘口，赛程随时查', hidePc: true },
    { name: '长空体育', desc: '专注篮球赛事，节节有玩法', hideH5: true },
  ]),
  ...games(2, [
    { name: '雷霆百家乐', desc: '本站自营百家乐桌台，洗牌哈希开局前公示', house: true },
    { name: '月影真人', desc: '多桌同开，路单一目了然' },
    { name: '琉璃真人', desc: '龙虎与骰宝，节奏明快' },
    { name: '星辰真人', desc: '轮盘与牛牛，桌台全天开放' },
    { name: '暮光真人', desc: '低限额桌台，轻松入座', hideH5: true },
  ]),
  ...games(3, [
    { name: '幻彩转轮', desc: '五轴二十线，连线即奖' },
    { name: '宝石矿工', desc: '挖掘宝石，消除连锁翻倍' },
    { name: '丛林奇遇', desc: '探索丛林，免费旋转层层解锁' },
    { name: '星际转轮', desc: '太空主题，百搭符号随机扩展' },
    { name: '糖果乐园', desc: '甜蜜消除，掉落连击' },
    { name: '海神宝藏', desc: '深海寻宝，三个宝箱开启奖励', hidePc: true },
  ]),
  ...games(4, [
    { name: '星运彩', desc: '每五分钟一期，开奖结果可追溯' },
    { name: '极速快三', desc: '三颗骰子，一分钟一期' },
    { name: '晨星赛车', desc: '十车竞速，冠亚和值任选' },
    { name: '玲珑彩', desc: '经典数字玩法，单式复式皆可' },
  ]),
  ...games(5, [
    { name: '青云斗地主', desc: '经典三人对局，春天翻倍' },
    { name: '月光牛牛', desc: '抢庄看牌，比拼牌型' },
    { name: '山海麻将', desc: '二人麻将，血战到底' },
    { name: '竹林二八杠', desc: '筒子牌型，快速一局' },
    { name: '远帆德州', desc: '无限注德州扑克，好友同桌', hideH5: true, hidePc: true },
  ]),
  ...games(6, [
    { name: '锋芒电竞', desc: '主流电竞赛事，局内实时盘口' },
    { name: '星火电竞', desc: '地图与击杀玩法，赛况同步' },
    { name: '破晓电竞', desc: '联赛全程覆盖，赛前赛中皆可' },
    { name: '风暴电竞', desc: '虚拟电竞全天开赛', hidePc: true },
  ]),
  ...games(7, [
    { name: '深海捕鱼', desc: '多人同屏，炮台自由升级' },
    { name: '珊瑚猎手', desc: '锁定大鱼，连击奖励' },
    { name: '鲸歌捕鱼', desc: '巨鲸现身，全屏同庆' },
    { name: '龙宫探宝', desc: '神秘龙宫，宝藏鱼群来袭' },
  ]),
];
