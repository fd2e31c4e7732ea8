import { APP_DOWNLOAD_ITEMS } from '../download-links.ts';
import { type BrandConfig, FEATURE, GAME_CATEGORY } from '../types.ts';

// 霁月娱乐: an invented demo brand for site code hx.
export const brand: BrandConfig = {
  siteCode: 'hx',
  siteName: '霁月娱乐',
  shortName: '霁月',
  slogan: '雨后霁月，清朗常在',
  defaultLocale: 'zh-CN',
  enabledGameIds: [GAME_CATEGORY.live, GAME_CATEGORY.slots, GAME_CATEGORY.lottery, GAME_CATEGORY.cards],
  enabledFeatureIds: [FEATURE.vip, FEATURE.tasks, FEATURE.agent, FEATURE.sponsor, FEATURE.activities],
  home: {
    variant: 'standard',
    tabBar: ['home', 'activity', 'customer', 'sponsor', 'center'],
    banners: [
      {
        id: 1,
        title: '桌台全新升级',
        subtitle: '百家乐路单清晰可查，公平可验证',
        imageUrl: '/static/brands/hx/banner-1.webp',
        link: '/app/home',
      },
      {
        id: 2,
        title: 'VIP 成长计划',
        subtitle: '等级越高，专属礼遇越多',
        imageUrl: '/static/brands/hx/banner-2.webp',
        link: '/user/vip/privilege',
      },
    ],
    notice:
      '【系统公告】霁月娱乐将于每周三 04:00–06:00 进行例行维护，期间部分游戏及转账功能暂停服务，给您带来不便敬请谅解。请合理安排娱乐时间，未满十八周岁请勿参与。',
  },
  common: {
    customerServiceUrl: '/app/customer',
    withdrawPassword: true,
    allowedHosts: ['localhost', '127.0.0.1', 'hx.localhost', 'm.jiyue.example'],
    currency: { kind: 'yuan', symbol: '¥' },
    items: [...APP_DOWNLOAD_ITEMS],
  },
  statistics: {
    scriptsList: {
      default: [{ kind: 'counter', value: 'hx-main' }],
    },
  },
  theme: {
    primary: '#7E22CE',
    onPrimary: '#FFFFFF',
    accent: '#FB923C',
    background: '#F8F5FC',
    surface: '#FFFFFF',
    text: '#1F1230',
    textMuted: '#5E5070',
    headerFrom: '#6B21A8',
    headerTo: '#A855F7',
    mode: 'light',
  },
};
