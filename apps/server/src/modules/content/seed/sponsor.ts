import { type ArticleSeed, type BrandFacts, h, img, note, p, ul } from './blocks.ts';

// Invented clubs and athletes (original names and texts); each brand sponsors three of them.
const PARTNERS = [
  {
    key: 'harbor-eagles',
    name: '海港雄鹰足球俱乐部',
    role: '官方主赞助商',
    text: '海港雄鹰成立于 1998 年，以快速反击和青训体系闻名，近五个赛季三次打进联赛前四。',
    facts: [
      '主场：临海体育中心（可容纳 42,000 人）',
      '青训营每年输送 10 名以上职业球员',
      '合作内容：球衣胸前广告、主场看台冠名',
    ],
  },
  {
    key: 'north-storm',
    name: '北岸风暴篮球队',
    role: '官方合作伙伴',
    text: '北岸风暴是一支以防守强硬著称的球队，主教练推崇「五人一体」的整体篮球。',
    facts: ['主场：北岸体育馆', '上赛季常规赛防守效率联盟第一', '合作内容：赛事直播冠名、球迷开放日'],
  },
  {
    key: 'starlight-esports',
    name: '星辰电竞俱乐部',
    role: '官方电竞合作伙伴',
    text: '星辰电竞拥有英雄联盟与 CS2 两支职业分部，坚持为年轻选手提供系统的训练与心理辅导。',
    facts: ['英雄联盟分部：两次夏季赛亚军', 'CS2 分部：区域公开赛冠军', '合作内容：训练基地冠名、选手直播'],
  },
  {
    key: 'lin-ruoxi',
    name: '网球选手 林若溪',
    role: '品牌形象大使',
    text: '林若溪 16 岁转为职业选手，以稳定的底线相持和出色的心态著称，是新生代最受瞩目的球员之一。',
    facts: ['职业生涯单打冠军 6 个', '最高世界排名第 18 位', '合作内容：形象大使、青少年网球公益课'],
  },
  {
    key: 'bluebay-sailing',
    name: '蓝湾帆船队',
    role: '官方赞助商',
    text: '蓝湾帆船队由一群热爱海洋的年轻水手组成，参加环岛与远洋拉力赛，倡导海洋环保。',
    facts: ['环岛拉力赛三连冠', '每年组织两次海岸清洁行动', '合作内容：赛船冠名、环保公益'],
  },
  {
    key: 'chen-xiao',
    name: '赛车手 陈骁',
    role: '品牌合作车手',
    text: '陈骁出身卡丁车，以雨战中的冷静判断著称，目前征战房车锦标赛。',
    facts: ['房车锦标赛分站冠军 9 次', '年度最佳新秀', '合作内容：赛车涂装、车迷见面会'],
  },
] as const;

function pick(siteCode: string): (typeof PARTNERS)[number][] {
  let hash = 7;
  for (const ch of siteCode) hash = (hash * 31 + ch.charCodeAt(0)) % 9973;
  const start = hash % PARTNERS.length;
  return [0, 2, 4].map((offset) => PARTNERS[(start + offset) % PARTNERS.length]!);
}

/** The brand's sponsorship page. */
export function sponsorArticle(b: BrandFacts): ArticleSeed {
  const partners = pick(b.siteCode);
  return {
    slug: 'sponsor',
    category: 'sponsor',
    title: `${b.short}赞助`,
    summary: `${b.name}与体育共同成长`,
    sort: 10,
    body: [
      p(`${b.name}相信体育的力量。我们与以下俱乐部和运动员携手，支持职业赛事、青少年培训与社区公益。`),
      ...partners.flatMap((partner) => [
        h(`${partner.name} · ${partner.role}`),
        img(`/static/sponsor/${partner.key}.svg`, partner.name),
        p(partner.text),
        ul(...partner.facts),
      ]),
      note('赞助合作信息仅供展示，不构成任何投注建议。'),
    ],
  };
}

export const SPONSOR_ART = PARTNERS.map((partner) => ({ key: partner.key, name: partner.name }));
