import { APP_DOWNLOAD_ITEMS } from '../download-links.ts';
import { type BrandConfig, FEATURE, GAME_CATEGORY } from '../types.ts';

// 琥珀游戏: an invented demo brand for site code jinb.
export const brand: BrandConfig = {
  siteCode: 'jinb',
  siteName: '琥珀游戏',
  shortName: '琥珀',
  slogan: '时光琥珀，精彩珍藏',
  defaultLocale: 'zh-CN',
  enabledGameIds: [GAME_CATEGORY.slots, GAME_CATEGORY.fishing, GAME_CATEGORY.cards],
  enabledFeatureIds: [FEATURE.vip, FEATURE.tasks, FEATURE.virtualWallet, FEATURE.activities],
  home: {
    variant: 'standard',
    tabBar: ['home', 'activity', 'customer', 'center'],
    banners: [
      {
        id: 1,
        title: '每日任务 轻松领奖',
        subtitle: '完成签到与小任务，奖励即时到账',
        imageUrl: '/static/brands/jinb/banner-1.webp',
        link: '/task',
      },
      {
        id: 2,
        title: '安全存款指南',
        subtitle: '只通过站内收银台充值，谨防陌生转账',
        imageUrl: '/static/brands/jinb/banner-2.webp',
        link: '/tutorial/deposit',
      },
      {
        id: 3,
        title: '理性娱乐 量力而行',
        subtitle: '设置每日限额，给快乐留一点余地',
        imageUrl: '/static/brands/jinb/banner-3.webp',
        link: '/help/center',
      },
    ],
    notice:
      '【理性娱乐】琥珀游戏提醒您：娱乐适度，切勿沉迷。您可在会员中心设置每日存款与投注限额，如需暂停账户，请联系客服办理。本站为演示环境，不涉及真实资金。',
  },
  common: {
    customerServiceUrl: '/app/customer',
    withdrawPassword: true,
    allowedHosts: ['localhost', '127.0.0.1', 'jinb.localhost', 'm.hupo.example'],
    currency: { kind: 'icon', iconUrl: '/static/brands/jinb/coin.svg', label: '珀币' },
    items: [...APP_DOWNLOAD_ITEMS],
  },
  statistics: {
    scriptsList: {
      default: [{ kind: 'counter', value: 'jinb-main' }],
    },
  },
  theme: {
    primary: '#B45309',
    onPrimary: '#FFFFFF',
    accent: '#0891B2',
    background: '#FFFAF0',
    surface: '#FFFFFF',
    text: '#2B1D07',
    textMuted: '#6A5A3F',
    headerFrom: '#92400E',
    headerTo: '#D97706',
    mode: 'light',
  },
};
