import { APP_AND_WEB_ITEMS } from '../download-links.ts';
import { type BrandConfig, FEATURE, GAME_CATEGORY } from '../types.ts';

// 晨曦游戏: an invented demo brand for site code by.
export const brand: BrandConfig = {
  siteCode: 'by',
  siteName: '晨曦游戏',
  shortName: '晨曦',
  slogan: '每一天，都是新的开始',
  defaultLocale: 'zh-CN',
  enabledGameIds: [
    GAME_CATEGORY.live,
    GAME_CATEGORY.slots,
    GAME_CATEGORY.cards,
    GAME_CATEGORY.fishing,
    GAME_CATEGORY.lottery,
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
        imageUrl: '/static/brands/by/banner-1.webp',
        link: '/activity/list',
      },
      {
        id: 2,
        title: '每日任务 轻松领奖',
        subtitle: '完成签到与小任务，奖励即时到账',
        imageUrl: '/static/brands/by/banner-2.webp',
        link: '/task',
      },
      {
        id: 3,
        title: '理性娱乐 量力而行',
        subtitle: '设置每日限额，给快乐留一点余地',
        imageUrl: '/static/brands/by/banner-3.webp',
        link: '/help/center',
      },
    ],
    notice:
      '【晨曦游戏温馨提示】本站为演示环境，所有数据均为模拟。请仅通过站内收银台充值，切勿向任何个人账户转账；如遇异常，请第一时间联系在线客服。理性娱乐，量力而行。',
  },
  common: {
    customerServiceUrl: '/app/customer',
    withdrawPassword: true,
    whatsAppUrl: 'https://wa.me/0000000000',
    allowedHosts: ['localhost', '127.0.0.1', 'by.localhost', 'm.chenxi.example'],
    currency: { kind: 'yuan', symbol: '¥' },
    items: [...APP_AND_WEB_ITEMS],
  },
  statistics: {
    scriptsList: {
      default: [{ kind: 'counter', value: 'by-main' }],
    },
  },
  theme: {
    primary: '#C2410C',
    onPrimary: '#FFFFFF',
    accent: '#0EA5E9',
    background: '#FFF8F3',
    surface: '#FFFFFF',
    text: '#2A160B',
    textMuted: '#6B5144',
    headerFrom: '#C2410C',
    headerTo: '#F97316',
    mode: 'light',
  },
};
