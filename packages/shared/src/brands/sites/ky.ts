import { type BrandConfig, FEATURE, GAME_CATEGORY } from '../types.ts';

// 远山棋牌: an invented demo brand for site code ky.
export const brand: BrandConfig = {
  siteCode: 'ky',
  siteName: '远山棋牌',
  shortName: '远山',
  slogan: '远山对弈，以棋会友',
  defaultLocale: 'zh-CN',
  enabledGameIds: [GAME_CATEGORY.cards, GAME_CATEGORY.slots, GAME_CATEGORY.fishing],
  enabledFeatureIds: [FEATURE.vip, FEATURE.tasks, FEATURE.agent, FEATURE.activities],
  home: {
    variant: 'standard',
    tabBar: ['home', 'activity', 'customer', 'center'],
    banners: [
      {
        id: 1,
        title: '每日任务 轻松领奖',
        subtitle: '完成签到与小任务，奖励即时到账',
        imageUrl: '/static/brands/ky/banner-1.webp',
        link: '/task',
      },
      {
        id: 2,
        title: '理性娱乐 量力而行',
        subtitle: '设置每日限额，给快乐留一点余地',
        imageUrl: '/static/brands/ky/banner-2.webp',
        link: '/help/center',
      },
    ],
    notice:
      '【理性娱乐】远山棋牌提醒您：娱乐适度，切勿沉迷。您可在会员中心设置每日存款与投注限额，如需暂停账户，请联系客服办理。本站为演示环境，不涉及真实资金。',
  },
  common: {
    customerServiceUrl: '/app/customer',
    withdrawPassword: true,
    allowedHosts: ['localhost', '127.0.0.1', 'ky.localhost', 'm.yuanshan.example'],
    currency: { kind: 'icon', iconUrl: '/static/brands/ky/coin.svg', label: '山币' },
    items: [{ name: '网页版', url: '/app/home', platform_ck: 'h5' }],
  },
  statistics: {
    scriptsList: {
      default: [{ kind: 'counter', value: 'ky-main' }],
    },
  },
  theme: {
    primary: '#FB923C',
    onPrimary: '#1C0D02',
    accent: '#FBBF24',
    background: '#16110F',
    surface: '#221A17',
    text: '#F5EDE8',
    textMuted: '#B3A59D',
    headerFrom: '#3B1F14',
    headerTo: '#7C2D12',
    mode: 'dark',
  },
};
