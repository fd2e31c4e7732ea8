import { APP_DOWNLOAD_ITEMS } from '../download-links.ts';
import { type BrandConfig, FEATURE, GAME_CATEGORY } from '../types.ts';

// 银杏汇: an invented demo brand for site code yhgj.
export const brand: BrandConfig = {
  siteCode: 'yhgj',
  siteName: '银杏汇',
  shortName: '银杏',
  slogan: '千年银杏，稳健相伴',
  defaultLocale: 'zh-CN',
  enabledGameIds: [GAME_CATEGORY.live, GAME_CATEGORY.slots, GAME_CATEGORY.cards, GAME_CATEGORY.sports],
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
        title: 'VIP 成长计划',
        subtitle: '等级越高，专属礼遇越多',
        imageUrl: '/static/brands/yhgj/banner-1.webp',
        link: '/user/vip/privilege',
      },
      {
        id: 2,
        title: '安全存款指南',
        subtitle: '只通过站内收银台充值，谨防陌生转账',
        imageUrl: '/static/brands/yhgj/banner-2.webp',
        link: '/tutorial/deposit',
      },
    ],
    notice:
      '【银杏汇温馨提示】本站为演示环境，所有数据均为模拟。请仅通过站内收银台充值，切勿向任何个人账户转账；如遇异常，请第一时间联系在线客服。理性娱乐，量力而行。',
  },
  common: {
    customerServiceUrl: '/app/customer',
    withdrawPassword: true,
    allowedHosts: ['localhost', '127.0.0.1', 'yhgj.localhost', 'm.yinxing.example'],
    currency: { kind: 'icon', iconUrl: '/static/brands/yhgj/coin.svg', label: '杏币' },
    items: [...APP_DOWNLOAD_ITEMS],
  },
  statistics: {
    scriptsList: {
      default: [{ kind: 'counter', value: 'yhgj-main' }],
    },
  },
  theme: {
    primary: '#A16207',
    onPrimary: '#FFFFFF',
    accent: '#16A34A',
    background: '#FDFBF2',
    surface: '#FFFFFF',
    text: '#272108',
    textMuted: '#665E3F',
    headerFrom: '#854D0E',
    headerTo: '#CA8A04',
    mode: 'light',
  },
};
