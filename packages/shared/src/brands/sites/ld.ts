import { APP_AND_WEB_ITEMS } from '../download-links.ts';
import { type BrandConfig, FEATURE, GAME_CATEGORY } from '../types.ts';

// 鹿鸣娱乐: an invented demo brand for site code ld.
export const brand: BrandConfig = {
  siteCode: 'ld',
  siteName: '鹿鸣娱乐',
  shortName: '鹿鸣',
  slogan: '呦呦鹿鸣，欢聚一堂',
  defaultLocale: 'zh-CN',
  enabledGameIds: [
    GAME_CATEGORY.live,
    GAME_CATEGORY.slots,
    GAME_CATEGORY.cards,
    GAME_CATEGORY.lottery,
    GAME_CATEGORY.fishing,
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
        imageUrl: '/static/brands/ld/banner-1.webp',
        link: '/activity/list',
      },
      {
        id: 2,
        title: '桌台全新升级',
        subtitle: '百家乐路单清晰可查，公平可验证',
        imageUrl: '/static/brands/ld/banner-2.webp',
        link: '/app/home',
      },
      {
        id: 3,
        title: 'VIP 成长计划',
        subtitle: '等级越高，专属礼遇越多',
        imageUrl: '/static/brands/ld/banner-3.webp',
        link: '/user/vip/privilege',
      },
    ],
    notice:
      '【鹿鸣娱乐温馨提示】本站为演示环境，所有数据均为模拟。请仅通过站内收银台充值，切勿向任何个人账户转账；如遇异常，请第一时间联系在线客服。理性娱乐，量力而行。',
  },
  common: {
    customerServiceUrl: '/app/customer',
    withdrawPassword: true,
    allowedHosts: ['localhost', '127.0.0.1', 'ld.localhost', 'm.luming.example'],
    currency: { kind: 'yuan', symbol: '¥' },
    items: [...APP_AND_WEB_ITEMS],
  },
  statistics: {
    scriptsList: {
      default: [{ kind: 'counter', value: 'ld-main' }],
      'ld.localhost': [{ kind: 'counter', value: 'ld-alt' }],
    },
  },
  theme: {
    primary: '#A21CAF',
    onPrimary: '#FFFFFF',
    accent: '#22D3EE',
    background: '#FCF5FD',
    surface: '#FFFFFF',
    text: '#2A0F2E',
    textMuted: '#6B4F6F',
    headerFrom: '#86198F',
    headerTo: '#D946EF',
    mode: 'light',
  },
};
