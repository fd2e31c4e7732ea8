import { type BrandConfig, FEATURE, GAME_CATEGORY } from '../types.ts';

// 萤火电子: an invented demo brand for site code pgdz.
export const brand: BrandConfig = {
  siteCode: 'pgdz',
  siteName: '萤火电子',
  shortName: '萤火',
  slogan: '点点萤火，处处惊喜',
  defaultLocale: 'zh-CN',
  enabledGameIds: [GAME_CATEGORY.slots, GAME_CATEGORY.fishing, GAME_CATEGORY.lottery],
  // No VIP programme: a light slots brand rewards through tasks and activities only.
  enabledFeatureIds: [FEATURE.tasks, FEATURE.activities],
  home: {
    variant: 'standard',
    tabBar: ['home', 'activity', 'customer', 'center'],
    banners: [
      {
        id: 1,
        title: '每日任务 轻松领奖',
        subtitle: '完成签到与小任务，奖励即时到账',
        imageUrl: '/static/brands/pgdz/banner-1.webp',
        link: '/task',
      },
      {
        id: 2,
        title: '新人专享礼遇',
        subtitle: '注册即享演示体验金，畅玩全站',
        imageUrl: '/static/brands/pgdz/banner-2.webp',
        link: '/activity/list',
      },
      {
        id: 3,
        title: '理性娱乐 量力而行',
        subtitle: '设置每日限额，给快乐留一点余地',
        imageUrl: '/static/brands/pgdz/banner-3.webp',
        link: '/help/center',
      },
    ],
    notice:
      '【理性娱乐】萤火电子提醒您：娱乐适度，切勿沉迷。您可在会员中心设置每日存款与投注限额，如需暂停账户，请联系客服办理。本站为演示环境，不涉及真实资金。',
  },
  common: {
    customerServiceUrl: '/app/customer',
    withdrawPassword: true,
    allowedHosts: ['localhost', '127.0.0.1', 'pgdz.localhost', 'm.yinghuo.example'],
    currency: { kind: 'icon', iconUrl: '/static/brands/pgdz/coin.svg', label: '萤币' },
    items: [{ name: '网页版', url: '/app/home', platform_ck: 'h5' }],
  },
  statistics: {
    scriptsList: {
      default: [{ kind: 'counter', value: 'pgdz-main' }],
    },
  },
  theme: {
    primary: '#A3E635',
    onPrimary: '#1A2E05',
    accent: '#F472B6',
    background: '#0C0F0A',
    surface: '#171C13',
    text: '#EEF5E6',
    textMuted: '#A3AE97',
    headerFrom: '#1A2E05',
    headerTo: '#365314',
    mode: 'dark',
  },
};
