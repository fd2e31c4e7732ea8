import { APP_AND_WEB_ITEMS } from '../download-links.ts';
import { type BrandConfig, FEATURE, GAME_CATEGORY } from '../types.ts';

// 翠屿娱乐: an invented demo brand for site code jins.
export const brand: BrandConfig = {
  siteCode: 'jins',
  siteName: '翠屿娱乐',
  shortName: '翠屿',
  slogan: '一屿翠色，一份从容',
  defaultLocale: 'zh-CN',
  enabledGameIds: [GAME_CATEGORY.live, GAME_CATEGORY.slots, GAME_CATEGORY.sports, GAME_CATEGORY.cards],
  enabledFeatureIds: [FEATURE.vip, FEATURE.tasks, FEATURE.shareToEarn, FEATURE.sponsor, FEATURE.activities],
  home: {
    variant: 'standard',
    tabBar: ['home', 'activity', 'customer', 'sponsor', 'center'],
    banners: [
      {
        id: 1,
        title: '新人专享礼遇',
        subtitle: '注册即享演示体验金，畅玩全站',
        imageUrl: '/static/brands/jins/banner-1.webp',
        link: '/activity/list',
      },
      {
        id: 2,
        title: '好友同乐',
        subtitle: '邀请好友一起体验，分享即有回馈',
        imageUrl: '/static/brands/jins/banner-2.webp',
        link: '/user/agentPage',
      },
    ],
    notice:
      '【账户安全】翠屿娱乐工作人员不会以任何理由索要您的登录密码或取款密码。请勿点击来历不明的链接，建议通过原始入口并使用 4G/5G 网络访问本站。',
  },
  common: {
    customerServiceUrl: '/app/customer',
    withdrawPassword: true,
    allowedHosts: ['localhost', '127.0.0.1', 'jins.localhost', 'm.cuiyu.example'],
    currency: { kind: 'yuan', symbol: '¥' },
    items: [...APP_AND_WEB_ITEMS],
  },
  statistics: {
    scriptsList: {
      default: [{ kind: 'counter', value: 'jins-main' }],
    },
  },
  theme: {
    primary: '#0E7490',
    onPrimary: '#FFFFFF',
    accent: '#F43F5E',
    background: '#F1F8FA',
    surface: '#FFFFFF',
    text: '#0B2128',
    textMuted: '#48616A',
    headerFrom: '#155E75',
    headerTo: '#06B6D4',
    mode: 'light',
  },
};
