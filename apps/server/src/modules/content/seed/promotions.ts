import type { ContentBlock } from '@houseline/shared/api/contract/content';
import { type BrandFacts, h, link, note, ol, p, ul } from './blocks.ts';

const DAY = 24 * 60 * 60 * 1000;
const UNIT = 10_000n;

export interface PromoSeed {
  id: number;
  category: 'welcome' | 'daily' | 'sports' | 'casino' | 'vip';
  title: string;
  summary: string;
  bannerUrl: string;
  startsAt: Date;
  endsAt: Date;
  applyMode: 'none' | 'review' | 'instant';
  bonus: bigint | null;
  turnoverMultiple: number;
  popup: boolean;
  sort: number;
  body: ContentBlock[];
}

/** A bonus in the center currency: yuan as given; on a coin-only brand about a seventh, in USDT. */
function bonus(b: BrandFacts, yuan: number): bigint {
  return b.currency === 'USDT' ? BigInt(Math.max(1, Math.round(yuan / 7))) * UNIT : BigInt(yuan) * UNIT;
}

/**
 * The brand's promotions: running, upcoming and ended ones, relative to `now` (the first time the
 * brand's content is read); operators move the windows afterwards.
 */
export function promotionSeeds(b: BrandFacts, now: Date): PromoSeed[] {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const money = (yuan: number) => `${yuan} ${b.currency === 'USDT' ? 'USDT' : '元'}`;
  const welcome = bonus(b, 88);
  const daily = bonus(b, 8);
  const baccarat = bonus(b, 188);
  return [
    {
      id: 1,
      category: 'welcome',
      title: '新会员首存礼金',
      summary: `完成首次存款即可申请 ${money(Number(welcome / UNIT))}礼金`,
      bannerUrl: '/static/promo/welcome.svg',
      startsAt: at(-30),
      endsAt: at(90),
      applyMode: 'review',
      bonus: welcome,
      turnoverMultiple: 10,
      popup: true,
      sort: 10,
      body: [
        p(`欢迎加入${b.name}！新会员完成首次存款后申请本活动，审核通过即送礼金。`),
        h('活动内容'),
        ul(
          `礼金：${money(Number(welcome / UNIT))}，审核通过后直接进入中心钱包。`,
          '流水要求：礼金的 10 倍有效投注后可提款。',
          '每位会员（同一姓名、手机、设备与 IP 视为同一会员）限申请一次。',
        ),
        h('申请方式'),
        ol('完成首次存款。', '在本页点击「立即申请」。', '客服审核通过后礼金自动到账。'),
        note('如发现套利或违规行为，本站有权取消礼金及相关盈利。'),
        link('如何存款', '/tutorial/deposit'),
      ],
    },
    {
      id: 2,
      category: 'daily',
      title: '每日签到礼金',
      summary: '活动期间每位会员可领取一次，即领即到账',
      bannerUrl: '/static/promo/daily.svg',
      startsAt: at(-7),
      endsAt: at(60),
      applyMode: 'instant',
      bonus: daily,
      turnoverMultiple: 3,
      popup: false,
      sort: 20,
      body: [
        p(`活动期间登录${b.name}，点击「立即申请」即可领取签到礼金，无需审核。`),
        ul(
          `礼金：${money(Number(daily / UNIT))}，申请后即时到账。`,
          '流水要求：礼金的 3 倍有效投注。',
          '活动期间每位会员限领一次。',
        ),
      ],
    },
    {
      id: 3,
      category: 'sports',
      title: '串关加奖',
      summary: '四串一及以上命中，额外加奖最高 20%',
      bannerUrl: '/static/promo/parlay.svg',
      startsAt: at(-14),
      endsAt: at(45),
      applyMode: 'none',
      bonus: null,
      turnoverMultiple: 0,
      popup: false,
      sort: 30,
      body: [
        p('活动期间，串关注单全部命中即可获得额外加奖，无需申请，结算后次日自动派发。'),
        ul('四串一至五串一：加奖 5%', '六串一至七串一：加奖 10%', '八串一至十串一：加奖 20%'),
        note('每场赔率须不低于 1.50；提前兑现的注单不参与。'),
        link('串关玩法说明', '/tutorial/bettingIntroduction'),
      ],
    },
    {
      id: 4,
      category: 'casino',
      title: '百家乐连赢奖励',
      summary: '真人百家乐同一牌靴连赢 8 手，申请奖金',
      bannerUrl: '/static/promo/baccarat.svg',
      startsAt: at(-3),
      endsAt: at(30),
      applyMode: 'review',
      bonus: baccarat,
      turnoverMultiple: 5,
      popup: false,
      sort: 40,
      body: [
        p('在真人百家乐同一牌靴中，投注庄或闲连续赢 8 手（每手投注不低于 50），即可申请奖金。'),
        ul(
          `奖金：${money(Number(baccarat / UNIT))}`,
          '和局不中断也不计入连赢',
          '流水要求：奖金的 5 倍有效投注',
        ),
        ol('达成条件后点击「立即申请」。', '客服核对注单后派发奖金。'),
        link('百家乐规则', '/tutorial/games'),
      ],
    },
    {
      id: 5,
      category: 'vip',
      title: '会员生日礼金',
      summary: '生日当月申请，专属礼金送给您',
      bannerUrl: '/static/promo/birthday.svg',
      startsAt: at(5),
      endsAt: at(120),
      applyMode: 'review',
      bonus: bonus(b, 58),
      turnoverMultiple: 1,
      popup: false,
      sort: 50,
      body: [
        p('已完成实名认证的会员，在生日当月可申请一次生日礼金，VIP 等级越高礼金越多。'),
        ul('活动开始后在本页申请', '需与实名资料中的生日一致', '流水要求：礼金的 1 倍有效投注'),
      ],
    },
    {
      id: 6,
      category: 'casino',
      title: '捕鱼争霸周',
      summary: '黄金鲨捕获次数排行，前 20 名瓜分奖池',
      bannerUrl: '/static/promo/fishing.svg',
      startsAt: at(10),
      endsAt: at(17),
      applyMode: 'none',
      bonus: null,
      turnoverMultiple: 0,
      popup: false,
      sort: 60,
      body: [
        p('活动期间在捕鱼游戏中捕获黄金鲨的次数最多的前 20 名会员，按名次获得奖励，活动结束后 3 天内派发。'),
        link('捕鱼规则', '/tutorial/games'),
      ],
    },
    {
      id: 7,
      category: 'sports',
      title: '周末足球返水',
      summary: '周末足球有效投注额外返水 0.5%',
      bannerUrl: '/static/promo/football.svg',
      startsAt: at(-40),
      endsAt: at(-5),
      applyMode: 'none',
      bonus: null,
      turnoverMultiple: 0,
      popup: false,
      sort: 70,
      body: [p('活动已结束，感谢参与。返水已于活动结束后次日全部派发，可在交易记录中查看。')],
    },
  ];
}
