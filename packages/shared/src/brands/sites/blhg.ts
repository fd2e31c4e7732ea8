import { APP_AND_WEB_ITEMS } from '../download-links.ts';
import { type BrandConfig, FEATURE, GAME_CATEGORY } from '../types.ts';

// 碧潮娱乐: an invented demo brand for site code blhg.
export const brand: BrandConfig = {
  siteCode: 'blhg',
  siteName: '碧潮娱乐',
  shortName: '碧潮',
  slogan: '潮起潮落，理性娱乐',
  defaultLocale: 'zh-CN',
  enabledGameIds: [GAME_CATEGORY.live, GAME_CATEGORY.slots, GAME_CATEGORY.cards, GAME_CATEGORY.fishing],
  enabledFeatureIds: [FEATURE.vip, FEATURE.tasks, FEATURE.agent, FEATURE.sponsor, FEATURE.activities],
  home: {
    variant: 'standard',
    tabBar: ['home', 'activity', 'customer', 'sponsor', 'center'],
    banners: [
      {
        id: 1,
        title: '桌台全新升级',
        subtitle: '百家乐路单清晰可查，公平可验证',
        imageUrl: '/static/brands/blhg/banner-1.webp',
        link: '/app/home',
      },
      {
        id: 2,
        title: '安全存款指南',
        subtitle: '只通过站内收银台充值，谨防陌生转账',
        imageUrl: '/static/brands/blhg/banner-2.webp',
        link: '/tutorial/deposit',
      },
      {
        id: 3,
        title: 'VIP 成长计划',
        subtitle: '等级越高，专属礼遇越多',
        imageUrl: '/static/brands/blhg/banner-3.webp',
        link: '/user/vip/privilege',
      },
    ],
    notice:
      '【理性娱乐】碧潮娱乐提醒您：娱乐适度，切勿沉迷。您可在会员中心设置每日存款与投注限额，如需暂停账户，请联系客服办理。本站为演示环境，不涉及真实资金。',
  },
  common: {
    customerServiceUrl: '/app/customer',
    withdrawPassword: true,
    allowedHosts: ['localhost', '127.0.0.1', 'blhg.localhost', 'm.bichao.example'],
    currency: { kind: 'yuan', symbol: '¥' },
    items: [...APP_AND_WEB_ITEMS],
  },
  statistics: {
    scriptsList: {
      default: [{ kind: 'counter', value: 'blhg-main' }],
    },
  },
  theme: {
    primary: '#047857',
    onPrimary: '#FFFFFF',
    accent: '#FBBF24',
    background: '#F2F8F5',
    surface: '#FFFFFF',
    text: '#0E231B',
    textMuted: '#4A6258',
    headerFrom: '#065F46',
    headerTo: '#10B981',
    mode: 'light',
  },
};
