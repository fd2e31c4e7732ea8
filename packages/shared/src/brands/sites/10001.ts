import { APP_AND_WEB_ITEMS } from '../download-links.ts';
import { type BrandConfig, FEATURE, GAME_CATEGORY } from '../types.ts';

// 青岚娱乐: an invented demo brand for site code 10001.
export const brand: BrandConfig = {
  siteCode: '10001',
  siteName: '青岚娱乐',
  shortName: '青岚',
  slogan: '青山有岚，娱乐有度',
  defaultLocale: 'zh-CN',
  enabledGameIds: [
    GAME_CATEGORY.live,
    GAME_CATEGORY.slots,
    GAME_CATEGORY.cards,
    GAME_CATEGORY.lottery,
    GAME_CATEGORY.sports,
  ],
  enabledFeatureIds: [
    FEATURE.vip,
    FEATURE.tasks,
    FEATURE.agent,
    FEATURE.shareToEarn,
    FEATURE.sponsor,
    FEATURE.activities,
  ],
  home: {
    variant: 'standard',
    tabBar: ['home', 'activity', 'customer', 'sponsor', 'center'],
    banners: [
      {
        id: 1,
        title: '新人专享礼遇',
        subtitle: '注册即享演示体验金，畅玩全站',
        imageUrl: '/static/brands/10001/banner-1.webp',
        link: '/activity/list',
      },
      {
        id: 2,
        title: 'VIP 成长计划',
        subtitle: '等级越高，专属礼遇越多',
        imageUrl: '/static/brands/10001/banner-2.webp',
        link: '/user/vip/privilege',
      },
      {
        id: 3,
        title: '理性娱乐 量力而行',
        subtitle: '设置每日限额，给快乐留一点余地',
        imageUrl: '/static/brands/10001/banner-3.webp',
        link: '/help/center',
      },
    ],
    notice:
      '【青岚娱乐温馨提示】本站为演示环境，所有数据均为模拟。请仅通过站内收银台充值，切勿向任何个人账户转账；如遇异常，请第一时间联系在线客服。理性娱乐，量力而行。',
  },
  common: {
    customerServiceUrl: '/app/customer',
    withdrawPassword: true,
    allowedHosts: ['localhost', '127.0.0.1', '10001.localhost', 'm.qinglan.example'],
    currency: { kind: 'yuan', symbol: '¥' },
    items: [...APP_AND_WEB_ITEMS],
  },
  statistics: {
    scriptsList: {
      default: [{ kind: 'counter', value: '10001-main' }],
    },
  },
  theme: {
    primary: '#1E3A5F',
    onPrimary: '#FFFFFF',
    accent: '#E0B04A',
    background: '#F4F6F9',
    surface: '#FFFFFF',
    text: '#111827',
    textMuted: '#4B5563',
    headerFrom: '#1E3A5F',
    headerTo: '#335C8A',
    mode: 'light',
  },
};
