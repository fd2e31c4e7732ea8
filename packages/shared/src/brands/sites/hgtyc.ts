import { APP_AND_WEB_ITEMS } from '../download-links.ts';
import { type BrandConfig, FEATURE, GAME_CATEGORY } from '../types.ts';

// 禾光娱乐: an invented demo brand for site code hgtyc.
export const brand: BrandConfig = {
  siteCode: 'hgtyc',
  siteName: '禾光娱乐',
  shortName: '禾光',
  slogan: '禾光相伴，安心娱乐',
  defaultLocale: 'zh-CN',
  enabledGameIds: [
    GAME_CATEGORY.sports,
    GAME_CATEGORY.live,
    GAME_CATEGORY.slots,
    GAME_CATEGORY.lottery,
    GAME_CATEGORY.cards,
    GAME_CATEGORY.esports,
    GAME_CATEGORY.fishing,
  ],
  enabledFeatureIds: [
    FEATURE.vip,
    FEATURE.tasks,
    FEATURE.agent,
    FEATURE.shareToEarn,
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
        title: '新人专享礼遇',
        subtitle: '注册即享演示体验金，畅玩全站',
        imageUrl: '/static/brands/hgtyc/banner-1.webp',
        link: '/activity/list',
      },
      {
        id: 2,
        title: '周末赛事精选',
        subtitle: '热门联赛实时赔率，一屏尽览',
        imageUrl: '/static/brands/hgtyc/banner-2.webp',
        link: '/app/home',
      },
      {
        id: 3,
        title: '理性娱乐 量力而行',
        subtitle: '设置每日限额，给快乐留一点余地',
        imageUrl: '/static/brands/hgtyc/banner-3.webp',
        link: '/help/center',
      },
    ],
    notice:
      '【禾光娱乐温馨提示】本站为演示环境，所有数据均为模拟。请仅通过站内收银台充值，切勿向任何个人账户转账；如遇异常，请第一时间联系在线客服。理性娱乐，量力而行。',
  },
  common: {
    customerServiceUrl: '/app/customer',
    withdrawPassword: true,
    allowedHosts: ['localhost', '127.0.0.1', 'hgtyc.localhost', 'm.heguang.example'],
    currency: { kind: 'yuan', symbol: '¥' },
    items: [...APP_AND_WEB_ITEMS],
  },
  statistics: {
    scriptsList: {
      default: [{ kind: 'counter', value: 'hgtyc-main' }],
      'hgtyc.localhost': [{ kind: 'counter', value: 'hgtyc-alt' }],
    },
  },
  theme: {
    primary: '#B91C1C',
    onPrimary: '#FFFFFF',
    accent: '#F59E0B',
    background: '#FBF6F4',
    surface: '#FFFFFF',
    text: '#221312',
    textMuted: '#6A514E',
    headerFrom: '#991B1B',
    headerTo: '#DC2626',
    mode: 'light',
  },
};
