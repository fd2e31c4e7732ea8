import type { Sport } from '@houseline/shared/sportsbook/markets';

/**
 * The simulator's invented world: leagues, clubs, teams and players that exist nowhere else.
 * Every name is made up (places from a fantasy map, mascots, invented people); none is a real
 * club, league or player. Chinese is what the site shows; English is kept beside it.
 */
export interface SimLeague {
  ref: string;
  sport: Sport;
  name: string;
  nameEn: string;
  region: string;
  sort: number;
  /** Team names "中文|English". */
  teams: readonly string[];
}

const PLACES = [
  '星河|Xinghe',
  '青岚|Qinglan',
  '白鹭湾|Egret Bay',
  '北辰|Beichen',
  '云港|Cloudport',
  '赤枫|Redmaple',
  '银沙|Silversand',
  '雾川|Mistriver',
  '金穗|Goldear',
  '松岭|Pineridge',
  '霞浦湾|Dawnbay',
  '铁砧|Anvil',
  '琥珀城|Ambercity',
  '蓝湖|Bluelake',
  '风铃谷|Windbell Vale',
  '石榴港|Pomegranate Port',
] as const;
const MASCOTS = [
  '飞鹰|Falcons',
  '猎豹|Cheetahs',
  '海鸥|Gulls',
  '雷霆|Thunder',
  '灯塔|Lighthouse',
  '铁骑|Riders',
  '火狐|Firefoxes',
  '白鲸|Belugas',
  '流星|Meteors',
  '橡树|Oaks',
  '巨浪|Breakers',
  '苍狼|Greywolves',
] as const;
const ESPORTS_TEAMS = [
  '星云五队|Nebula Five',
  '夜枭|Night Owls',
  '零度|Zero Degree',
  '赤焰|Red Blaze',
  '潮汐|Tideborn',
  '白夜|White Night',
  '极光|Aurora Gaming',
  '棱镜|Prism',
  '幻影|Phantasm',
  '黑曜石|Obsidian',
  '雷鸣|Rumble',
  '青锋|Jade Edge',
] as const;
const FIRST = [
  '米拉|Mira',
  '卡伦|Karen',
  '伊万|Ivon',
  '塔莉|Tali',
  '索伦|Soren',
  '林沐|Lin Mu',
  '叶澜|Ye Lan',
  '奥托|Otto',
];
const LAST = ['索尔旺|Solvang', '维斯特|Vester', '卡多|Kardo', '洛兰|Lorane', '贝克斯|Bexley', '阿莫|Amo'];

function split(pair: string): [string, string] {
  const [zh = pair, en = pair] = pair.split('|');
  return [zh, en];
}

/** Clubs: a place and a mascot, offset per league so leagues do not share every club. */
function clubs(offset: number, count: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const [pz, pe] = split(PLACES[(offset + i) % PLACES.length]!);
    const [mz, me] = split(MASCOTS[(offset * 3 + i * 5) % MASCOTS.length]!);
    out.push(`${pz}${mz}|${pe} ${me}`);
  }
  return out;
}

function players(): string[] {
  const out: string[] = [];
  for (const f of FIRST) {
    for (const l of LAST) {
      const [fz, fe] = split(f);
      const [lz, le] = split(l);
      out.push(`${fz}·${lz}|${fe} ${le}`);
    }
  }
  return out;
}

const league = (
  ref: string,
  sport: Sport,
  names: string,
  region: string,
  sort: number,
  teams: readonly string[],
): SimLeague => {
  const [name, nameEn] = split(names);
  return { ref: `sim:league:${ref}`, sport, name, nameEn, region, sort, teams };
};

export const SIM_LEAGUES: readonly SimLeague[] = [
  league('fb-starsea', 'football', '星海超级联赛|Starsea Premier League', '星海', 10, clubs(0, 12)),
  league('fb-cloudridge', 'football', '云岭甲级联赛|Cloudridge First Division', '云岭', 20, clubs(4, 12)),
  league('fb-eastland', 'football', '东洲冠军杯|Eastland Champions Cup', '东洲', 30, clubs(8, 10)),
  league('fb-southwind', 'football', '南风联赛|Southwind League', '南风', 40, clubs(11, 10)),
  league('bb-starsea', 'basketball', '星海职业篮球联赛|Starsea Pro Basketball', '星海', 10, clubs(2, 10)),
  league(
    'bb-ringland',
    'basketball',
    '环洲篮球锦标赛|Ringland Basketball Championship',
    '环洲',
    20,
    clubs(6, 10),
  ),
  league('tn-coastline', 'tennis', '海岸公开赛|Coastline Open', '海岸', 10, players()),
  league('tn-silverfir', 'tennis', '银杉大师赛|Silverfir Masters', '银杉', 20, players().reverse()),
  league('lol-astral', 'lol', '星界英雄联赛|Astral Legends League', '星界', 10, ESPORTS_TEAMS),
  league('dota2-ancient', 'dota2', '远古守卫杯|Ancient Guard Cup', '远古', 10, ESPORTS_TEAMS),
  league('cs-beacon', 'cs', '烽火突击大赛|Beacon Strike Masters', '烽火', 10, ESPORTS_TEAMS),
  league('hok-canyon', 'hok', '峡谷王者联赛|Canyon Kings League', '峡谷', 10, ESPORTS_TEAMS),
];

export function leaguesOf(sport: Sport): SimLeague[] {
  return SIM_LEAGUES.filter((l) => l.sport === sport);
}

/** The Chinese display name of a "中文|English" team entry (the catalogue shows Chinese). */
export const teamZh = (entry: string): string => split(entry)[0];
export const teamEn = (entry: string): string => split(entry)[1];
