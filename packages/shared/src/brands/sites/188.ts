import { APP_DOWNLOAD_ITEMS } from '../download-links.ts';
import { type BrandConfig, FEATURE, GAME_CATEGORY } from '../types.ts';

// 澜星体育: an invented demo brand for site code 188.
export const brand: BrandConfig = {
  siteCode: '188',
  siteName: '澜星体育',
  shortName: '澜星',
  slogan: '星河之下，赛事尽览',
  defaultLocale: 'zh-CN',
  enabledGameIds: [GAME_CATEGORY.sports, GAME_CATEGORY.esports, GAME_CATEGORY.lottery, GAME_CATEGORY.live],
  enabledFeatureIds: [
    FEATURE.vip,
    FEATURE.tasks,
    FEATURE.exchange,
    FEATURE.virtualWallet,
    FEATURE.sponsor,
    FEATURE.activities,
  ],
  home: {
    variant: 'standard',
    tabBar: ['home', 'activity', 'customer', 'sponsor', 'center'],
    banners: [
      {
        id: 1,
        title: '周末赛事精选',
        subtitle: '热门联赛实时赔率，一屏尽览',
        imageUrl: '/static/brands/188/banner-1.webp',
        link: '/app/home',
      },
      {
        id: 2,
        title: '赛场同行',
        subtitle: '我们与热爱运动的你站在一起',
        imageUrl: '/static/brands/188/banner-2.webp',
        link: '/app/sponsor',
      },
      {
        id: 3,
        title: '理性娱乐 量力而行',
        subtitle: '设置每日限额，给快乐留一点余地',
        imageUrl: '/static/brands/188/banner-3.webp',
        link: '/help/center',
      },
    ],
    notice:
      '【系统公告】澜星体育将于每周三 04:00–06:00 进行例行维护，期间部分游戏及转账功能暂停服务，给您带来不便敬请谅解。请合理安排娱乐时间，未满十八周岁请勿参与。',
  },
  common: {
    customerServiceUrl: '/app/customer',
    withdrawPassword: true,
    allowedHosts: ['localhost', '127.0.0.1', '188.localhost', 'm.lanxing.example'],
    currency: { kind: 'yuan', symbol: '¥' },
    items: [...APP_DOWNLOAD_ITEMS],
  },
  statistics: {
    scriptsList: {
      default: [{ kind: 'counter', value: '188-main' }],
      '188.localhost': [{ kind: 'counter', value: '188-alt' }],
    },
  },
  theme: {
    primary: '#1D4ED8',
    onPrimary: '#FFFFFF',
    accent: '#FACC15',
    background: '#F4F7FD',
    surface: '#FFFFFF',
    text: '#0F1B33',
    textMuted: '#4A5670',
    headerFrom: '#1E3A8A',
    headerTo: '#2563EB',
    mode: 'light',
  },
};
