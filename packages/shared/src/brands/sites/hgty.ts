import { APP_AND_WEB_ITEMS } from '../download-links.ts';
import { type BrandConfig, FEATURE, GAME_CATEGORY } from '../types.ts';

// 金穗体育: an invented demo brand for site code hgty.
export const brand: BrandConfig = {
  siteCode: 'hgty',
  siteName: '金穗体育',
  shortName: '金穗',
  slogan: '金穗满仓，赛场称心',
  defaultLocale: 'zh-CN',
  enabledGameIds: [GAME_CATEGORY.sports, GAME_CATEGORY.esports, GAME_CATEGORY.live, GAME_CATEGORY.lottery],
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
    variant: 'sports',
    tabBar: ['home', 'activity', 'customer', 'sponsor', 'center'],
    banners: [
      {
        id: 1,
        title: '周末赛事精选',
        subtitle: '热门联赛实时赔率，一屏尽览',
        imageUrl: '/static/brands/hgty/banner-1.webp',
        link: '/app/home',
      },
      {
        id: 2,
        title: '赛场同行',
        subtitle: '我们与热爱运动的你站在一起',
        imageUrl: '/static/brands/hgty/banner-2.webp',
        link: '/app/sponsor',
      },
      {
        id: 3,
        title: '安全存款指南',
        subtitle: '只通过站内收银台充值，谨防陌生转账',
        imageUrl: '/static/brands/hgty/banner-3.webp',
        link: '/tutorial/deposit',
      },
    ],
    notice:
      '【账户安全】金穗体育工作人员不会以任何理由索要您的登录密码或取款密码。请勿点击来历不明的链接，建议通过原始入口并使用 4G/5G 网络访问本站。',
  },
  common: {
    customerServiceUrl: '/app/customer',
    withdrawPassword: true,
    allowedHosts: ['localhost', '127.0.0.1', 'hgty.localhost', 'm.jinsui.example'],
    currency: { kind: 'icon', iconUrl: '/static/brands/hgty/coin.svg', label: '金穗币' },
    items: [...APP_AND_WEB_ITEMS],
  },
  statistics: {
    scriptsList: {
      default: [{ kind: 'counter', value: 'hgty-main' }],
      'hgty.localhost': [{ kind: 'counter', value: 'hgty-alt' }],
    },
  },
  theme: {
    primary: '#EAB308',
    onPrimary: '#1A1405',
    accent: '#22C55E',
    background: '#0F0F12',
    surface: '#1A1A20',
    text: '#F4F1E8',
    textMuted: '#A8A397',
    headerFrom: '#1A1A20',
    headerTo: '#3F3410',
    mode: 'dark',
  },
};
