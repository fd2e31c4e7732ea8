import { type BrandConfig, FEATURE, GAME_CATEGORY } from '../types.ts';

// 云帆竞技: an invented demo brand for site code betwin.
export const brand: BrandConfig = {
  siteCode: 'betwin',
  siteName: '云帆竞技',
  shortName: '云帆',
  slogan: '乘风破浪，竞技无界',
  defaultLocale: 'zh-CN',
  enabledGameIds: [GAME_CATEGORY.esports, GAME_CATEGORY.sports, GAME_CATEGORY.slots],
  enabledFeatureIds: [FEATURE.vip, FEATURE.tasks, FEATURE.virtualWallet, FEATURE.activities],
  home: {
    variant: 'standard',
    tabBar: ['home', 'activity', 'customer', 'center'],
    banners: [
      {
        id: 1,
        title: '周末赛事精选',
        subtitle: '热门联赛实时赔率，一屏尽览',
        imageUrl: '/static/brands/betwin/banner-1.webp',
        link: '/app/home',
      },
      {
        id: 2,
        title: '每日任务 轻松领奖',
        subtitle: '完成签到与小任务，奖励即时到账',
        imageUrl: '/static/brands/betwin/banner-2.webp',
        link: '/task',
      },
    ],
    notice:
      '【账户安全】云帆竞技工作人员不会以任何理由索要您的登录密码或取款密码。请勿点击来历不明的链接，建议通过原始入口并使用 4G/5G 网络访问本站。',
  },
  common: {
    customerServiceUrl: '/app/customer',
    withdrawPassword: true,
    allowedHosts: ['localhost', '127.0.0.1', 'betwin.localhost', 'm.yunfan.example'],
    currency: { kind: 'icon', iconUrl: '/static/brands/betwin/coin.svg', label: '帆币' },
    items: [{ name: '网页版', url: '/app/home', platform_ck: 'h5' }],
  },
  statistics: {
    scriptsList: {
      default: [{ kind: 'counter', value: 'betwin-main' }],
    },
  },
  theme: {
    primary: '#22D3EE',
    onPrimary: '#062A33',
    accent: '#A78BFA',
    background: '#0B1220',
    surface: '#131C2E',
    text: '#E6EDF7',
    textMuted: '#9AA8BD',
    headerFrom: '#0E7490',
    headerTo: '#1E293B',
    mode: 'dark',
  },
};
