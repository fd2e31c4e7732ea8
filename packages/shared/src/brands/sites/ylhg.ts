import { APP_AND_WEB_ITEMS } from '../download-links.ts';
import { type BrandConfig, FEATURE, GAME_CATEGORY } from '../types.ts';

// 雁行娱乐: an invented demo brand for site code ylhg.
export const brand: BrandConfig = {
  siteCode: 'ylhg',
  siteName: '雁行娱乐',
  shortName: '雁行',
  slogan: '雁阵齐飞，快乐同行',
  defaultLocale: 'zh-CN',
  enabledGameIds: [GAME_CATEGORY.live, GAME_CATEGORY.slots, GAME_CATEGORY.cards, GAME_CATEGORY.lottery],
  enabledFeatureIds: [FEATURE.vip, FEATURE.tasks, FEATURE.agent, FEATURE.sponsor, FEATURE.activities],
  home: {
    variant: 'standard',
    tabBar: ['home', 'activity', 'customer', 'sponsor', 'center'],
    banners: [
      {
        id: 1,
        title: '桌台全新升级',
        subtitle: '百家乐路单清晰可查，公平可验证',
        imageUrl: '/static/brands/ylhg/banner-1.webp',
        link: '/app/home',
      },
      {
        id: 2,
        title: '每日任务 轻松领奖',
        subtitle: '完成签到与小任务，奖励即时到账',
        imageUrl: '/static/brands/ylhg/banner-2.webp',
        link: '/task',
      },
      {
        id: 3,
        title: '理性娱乐 量力而行',
        subtitle: '设置每日限额，给快乐留一点余地',
        imageUrl: '/static/brands/ylhg/banner-3.webp',
        link: '/help/center',
      },
    ],
    notice:
      '【系统公告】雁行娱乐将于每周三 04:00–06:00 进行例行维护，期间部分游戏及转账功能暂停服务，给您带来不便敬请谅解。请合理安排娱乐时间，未满十八周岁请勿参与。',
  },
  common: {
    customerServiceUrl: '/app/customer',
    withdrawPassword: true,
    allowedHosts: ['localhost', '127.0.0.1', 'ylhg.localhost', 'm.yanxing.example'],
    currency: { kind: 'yuan', symbol: '¥' },
    items: [...APP_AND_WEB_ITEMS],
  },
  statistics: {
    scriptsList: {
      default: [{ kind: 'counter', value: 'ylhg-main' }],
    },
  },
  theme: {
    primary: '#0F766E',
    onPrimary: '#FFFFFF',
    accent: '#F97316',
    background: '#F2F8F7',
    surface: '#FFFFFF',
    text: '#0F2220',
    textMuted: '#4A5F5C',
    headerFrom: '#115E59',
    headerTo: '#14B8A6',
    mode: 'light',
  },
};
