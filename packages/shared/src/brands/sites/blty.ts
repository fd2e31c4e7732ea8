import { APP_DOWNLOAD_ITEMS } from '../download-links.ts';
import { type BrandConfig, FEATURE, GAME_CATEGORY } from '../types.ts';

// 松岩体育: an invented demo brand for site code blty.
export const brand: BrandConfig = {
  siteCode: 'blty',
  siteName: '松岩体育',
  shortName: '松岩',
  slogan: '坚如磐石，赛事常青',
  defaultLocale: 'zh-CN',
  enabledGameIds: [GAME_CATEGORY.sports, GAME_CATEGORY.esports, GAME_CATEGORY.lottery],
  enabledFeatureIds: [FEATURE.vip, FEATURE.tasks, FEATURE.shareToEarn, FEATURE.activities],
  home: {
    variant: 'standard',
    tabBar: ['home', 'activity', 'customer', 'center'],
    banners: [
      {
        id: 1,
        title: '周末赛事精选',
        subtitle: '热门联赛实时赔率，一屏尽览',
        imageUrl: '/static/brands/blty/banner-1.webp',
        link: '/app/home',
      },
      {
        id: 2,
        title: '好友同乐',
        subtitle: '邀请好友一起体验，分享即有回馈',
        imageUrl: '/static/brands/blty/banner-2.webp',
        link: '/user/agentPage',
      },
    ],
    notice:
      '【系统公告】松岩体育将于每周三 04:00–06:00 进行例行维护，期间部分游戏及转账功能暂停服务，给您带来不便敬请谅解。请合理安排娱乐时间，未满十八周岁请勿参与。',
  },
  common: {
    customerServiceUrl: '/app/customer',
    withdrawPassword: true,
    allowedHosts: ['localhost', '127.0.0.1', 'blty.localhost', 'm.songyan.example'],
    currency: { kind: 'icon', iconUrl: '/static/brands/blty/coin.svg', label: '岩币' },
    items: [...APP_DOWNLOAD_ITEMS],
  },
  statistics: {
    scriptsList: {
      default: [{ kind: 'counter', value: 'blty-main' }],
    },
  },
  theme: {
    primary: '#3F6212',
    onPrimary: '#FFFFFF',
    accent: '#EA580C',
    background: '#F7F8F2',
    surface: '#FFFFFF',
    text: '#1C2410',
    textMuted: '#535C45',
    headerFrom: '#365314',
    headerTo: '#65A30D',
    mode: 'light',
  },
};
