import { type BrandConfig, FEATURE, GAME_CATEGORY } from '../types.ts';

// 竹影娱乐: an invented demo brand for site code ddh.
export const brand: BrandConfig = {
  siteCode: 'ddh',
  siteName: '竹影娱乐',
  shortName: '竹影',
  slogan: '竹影清风，轻松一刻',
  defaultLocale: 'zh-CN',
  enabledGameIds: [GAME_CATEGORY.slots, GAME_CATEGORY.cards, GAME_CATEGORY.fishing, GAME_CATEGORY.live],
  enabledFeatureIds: [FEATURE.vip, FEATURE.tasks, FEATURE.activities],
  home: {
    variant: 'standard',
    tabBar: ['home', 'activity', 'customer', 'center'],
    banners: [
      {
        id: 1,
        title: '每日任务 轻松领奖',
        subtitle: '完成签到与小任务，奖励即时到账',
        imageUrl: '/static/brands/ddh/banner-1.webp',
        link: '/task',
      },
      {
        id: 2,
        title: '理性娱乐 量力而行',
        subtitle: '设置每日限额，给快乐留一点余地',
        imageUrl: '/static/brands/ddh/banner-2.webp',
        link: '/help/center',
      },
    ],
    notice:
      '【理性娱乐】竹影娱乐提醒您：娱乐适度，切勿沉迷。您可在会员中心设置每日存款与投注限额，如需暂停账户，请联系客服办理。本站为演示环境，不涉及真实资金。',
  },
  common: {
    customerServiceUrl: '/app/customer',
    withdrawPassword: true,
    allowedHosts: ['localhost', '127.0.0.1', 'ddh.localhost', 'm.zhuying.example'],
    currency: { kind: 'icon', iconUrl: '/static/brands/ddh/coin.svg', label: '竹币' },
    items: [{ name: '网页版', url: '/app/home', platform_ck: 'h5' }],
  },
  statistics: {
    scriptsList: {
      default: [{ kind: 'counter', value: 'ddh-main' }],
    },
  },
  theme: {
    primary: '#4338CA',
    onPrimary: '#FFFFFF',
    accent: '#F472B6',
    background: '#F5F5FC',
    surface: '#FFFFFF',
    text: '#17153A',
    textMuted: '#55537A',
    headerFrom: '#3730A3',
    headerTo: '#6366F1',
    mode: 'light',
  },
};
