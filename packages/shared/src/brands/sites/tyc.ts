import { APP_AND_WEB_ITEMS } from '../download-links.ts';
import { type BrandConfig, FEATURE, GAME_CATEGORY } from '../types.ts';

// 天枢体育: an invented demo brand for site code tyc.
export const brand: BrandConfig = {
  siteCode: 'tyc',
  siteName: '天枢体育',
  shortName: '天枢',
  slogan: '北斗天枢，指引赛事',
  defaultLocale: 'zh-CN',
  enabledGameIds: [GAME_CATEGORY.sports, GAME_CATEGORY.esports, GAME_CATEGORY.lottery, GAME_CATEGORY.live],
  enabledFeatureIds: [
    FEATURE.vip,
    FEATURE.tasks,
    FEATURE.agent,
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
        imageUrl: '/static/brands/tyc/banner-1.webp',
        link: '/app/home',
      },
      {
        id: 2,
        title: 'VIP 成长计划',
        subtitle: '等级越高，专属礼遇越多',
        imageUrl: '/static/brands/tyc/banner-2.webp',
        link: '/user/vip/privilege',
      },
      {
        id: 3,
        title: '理性娱乐 量力而行',
        subtitle: '设置每日限额，给快乐留一点余地',
        imageUrl: '/static/brands/tyc/banner-3.webp',
        link: '/help/center',
      },
    ],
    notice:
      '【账户安全】天枢体育工作人员不会以任何理由索要您的登录密码或取款密码。请勿点击来历不明的链接，建议通过原始入口并使用 4G/5G 网络访问本站。',
  },
  common: {
    customerServiceUrl: '/app/customer',
    withdrawPassword: true,
    allowedHosts: ['localhost', '127.0.0.1', 'tyc.localhost', 'm.tianshu.example'],
    currency: { kind: 'yuan', symbol: '¥' },
    items: [...APP_AND_WEB_ITEMS],
  },
  statistics: {
    scriptsList: {
      default: [{ kind: 'counter', value: 'tyc-main' }],
    },
  },
  theme: {
    primary: '#60A5FA',
    onPrimary: '#0A1024',
    accent: '#FBBF24',
    background: '#0A1024',
    surface: '#121A33',
    text: '#E8ECF8',
    textMuted: '#9CA6C4',
    headerFrom: '#0F1E4A',
    headerTo: '#1E3A8A',
    mode: 'dark',
  },
};
