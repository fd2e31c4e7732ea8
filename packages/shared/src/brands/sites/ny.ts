import { APP_DOWNLOAD_ITEMS } from '../download-links.ts';
import { type BrandConfig, FEATURE, GAME_CATEGORY } from '../types.ts';

// 南屿体育: an invented demo brand for site code ny.
export const brand: BrandConfig = {
  siteCode: 'ny',
  siteName: '南屿体育',
  shortName: '南屿',
  slogan: '南海之屿，赛事无眠',
  defaultLocale: 'zh-CN',
  enabledGameIds: [GAME_CATEGORY.sports, GAME_CATEGORY.esports, GAME_CATEGORY.live],
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
        imageUrl: '/static/brands/ny/banner-1.webp',
        link: '/app/home',
      },
      {
        id: 2,
        title: '安全存款指南',
        subtitle: '只通过站内收银台充值，谨防陌生转账',
        imageUrl: '/static/brands/ny/banner-2.webp',
        link: '/tutorial/deposit',
      },
    ],
    notice:
      '【系统公告】南屿体育将于每周三 04:00–06:00 进行例行维护，期间部分游戏及转账功能暂停服务，给您带来不便敬请谅解。请合理安排娱乐时间，未满十八周岁请勿参与。',
  },
  common: {
    customerServiceUrl: '/app/customer',
    withdrawPassword: true,
    allowedHosts: ['localhost', '127.0.0.1', 'ny.localhost', 'm.nanyu.example'],
    currency: { kind: 'icon', iconUrl: '/static/brands/ny/coin.svg', label: '屿币' },
    items: [...APP_DOWNLOAD_ITEMS],
  },
  statistics: {
    scriptsList: {
      default: [{ kind: 'counter', value: 'ny-main' }],
    },
  },
  theme: {
    primary: '#0369A1',
    onPrimary: '#FFFFFF',
    accent: '#F97316',
    background: '#F0F7FB',
    surface: '#FFFFFF',
    text: '#0A1E2B',
    textMuted: '#46606F',
    headerFrom: '#075985',
    headerTo: '#0EA5E9',
    mode: 'light',
  },
};
