import type { ComponentType } from 'react';
import type { Permission } from '../access.ts';
import type { MessageKey } from '../locales/zh-CN.ts';

/** A screen of the console: its path under /admin, its menu name, its access key and its page. */
export interface ConsoleRoute {
  path: string;
  nameKey: MessageKey;
  access: Permission;
  icon:
    | 'dashboard'
    | 'user'
    | 'bank'
    | 'swap'
    | 'clock'
    | 'alert'
    | 'audit'
    | 'book'
    | 'chart'
    | 'trophy'
    | 'team'
    | 'appstore';
  /** A screen reached from another (a player's 360 page from the search), not listed in the menu. */
  hideInMenu?: boolean;
  /** The page module, loaded when first opened (each domain its own chunk). */
  page: () => Promise<{ default: ComponentType }>;
}

export interface ConsoleRouteGroup {
  path: string;
  nameKey: MessageKey;
  icon: ConsoleRoute['icon'];
  children: ConsoleRoute[];
}

/**
 * The one route config (ant-design-pro's config/routes.ts): the menu, the router and the access
 * checks all read it. Only screens that work against the server are listed; none is a placeholder.
 */
export const CONSOLE_ROUTES: (ConsoleRoute | ConsoleRouteGroup)[] = [
  {
    path: '/dashboard',
    nameKey: 'menu.dashboard',
    access: 'dashboard.read',
    icon: 'dashboard',
    page: () => import('../pages/dashboard/dashboard-page.tsx'),
  },
  {
    path: '/players',
    nameKey: 'menu.players',
    access: 'players.search',
    icon: 'user',
    page: () => import('../pages/players/players-page.tsx'),
  },
  // console: player 360, reports, trading room (issue 24)
  {
    path: '/players/:id',
    nameKey: 'player.title',
    access: 'players.view',
    icon: 'user',
    hideInMenu: true,
    page: () => import('../pages/players/player-page.tsx'),
  },
  {
    path: '/reports',
    nameKey: 'menu.reports',
    access: 'reports.read',
    icon: 'chart',
    page: () => import('../pages/reports/reports-page.tsx'),
  },
  {
    path: '/trading',
    nameKey: 'menu.trading',
    access: 'sports.read',
    icon: 'trophy',
    page: () => import('../pages/trading/trading-page.tsx'),
  },
  {
    path: '/content',
    nameKey: 'menu.content',
    icon: 'book',
    children: [
      {
        path: '/content/notices',
        nameKey: 'menu.notices',
        access: 'notices.write',
        icon: 'book',
        page: () => import('../pages/content/notices-page.tsx'),
      },
      // content and feedback screens (issue 24)
      {
        path: '/content/home',
        nameKey: 'menu.home',
        access: 'home.write',
        icon: 'appstore',
        page: () => import('../pages/content/home-page.tsx'),
      },
      {
        path: '/content/promos',
        nameKey: 'menu.promos',
        access: 'promos.write',
        icon: 'trophy',
        page: () => import('../pages/content/promos-page.tsx'),
      },
      {
        path: '/content/promo-applications',
        nameKey: 'menu.promoApplications',
        access: 'promos.review',
        icon: 'audit',
        page: () => import('../pages/content/promo-applications-page.tsx'),
      },
      {
        path: '/content/articles',
        nameKey: 'menu.articles',
        access: 'articles.write',
        icon: 'book',
        page: () => import('../pages/content/articles-page.tsx'),
      },
      // the brand's tasks (issue 24): on or off, target, reward, points and multiple per task.
      {
        path: '/content/tasks',
        nameKey: 'menu.tasks',
        access: 'tasks.view',
        icon: 'trophy',
        page: () => import('../pages/tasks/tasks-page.tsx'),
      },
      {
        path: '/content/feedback',
        nameKey: 'menu.feedback',
        access: 'feedback.handle',
        icon: 'user',
        page: () => import('../pages/feedback/feedback-page.tsx'),
      },
    ],
  },
  // the VIP ladder (issue 24): every level's thresholds and privileges, edited by finance.
  {
    path: '/vip',
    nameKey: 'menu.vip',
    access: 'vip.view',
    icon: 'trophy',
    page: () => import('../pages/vip/vip-page.tsx'),
  },
  // protection (issue 25): a member's limits and exclusions, and the register of exclusions.
  {
    path: '/protection',
    nameKey: 'menu.protection',
    access: 'protection.read',
    icon: 'user',
    page: () => import('../pages/protection/protection-page.tsx'),
  },
  {
    path: '/finance',
    nameKey: 'menu.finance',
    icon: 'bank',
    children: [
      {
        path: '/finance/deposits',
        nameKey: 'menu.deposits',
        access: 'deposits.handle',
        icon: 'bank',
        page: () => import('../pages/finance/deposits-page.tsx'),
      },
      {
        path: '/finance/withdrawals',
        nameKey: 'menu.withdrawals',
        access: 'withdrawals.handle',
        icon: 'swap',
        page: () => import('../pages/finance/withdrawals-page.tsx'),
      },
      {
        path: '/finance/late-payments',
        nameKey: 'menu.latePayments',
        access: 'latePayments.handle',
        icon: 'clock',
        page: () => import('../pages/finance/late-payments-page.tsx'),
      },
      // the agent commission rates (issue 24): per brand, edited by finance.
      {
        path: '/finance/agent-rates',
        nameKey: 'menu.agentRates',
        access: 'agentRates.view',
        icon: 'team',
        page: () => import('../pages/agent/agent-rates-page.tsx'),
      },
      // the brand's deposit channels and withdrawal rules (issue 24, decision 0082).
      {
        path: '/finance/payment-settings',
        nameKey: 'menu.paymentSettings',
        access: 'payments.view',
        icon: 'bank',
        page: () => import('../pages/finance/payment-settings-page.tsx'),
      },
    ],
  },
  // ── verification (issue 25): the KYC queue and the risk alert queue.
  {
    path: '/verification',
    nameKey: 'menu.verification',
    icon: 'user',
    children: [
      {
        path: '/verification/kyc',
        nameKey: 'menu.kyc',
        access: 'kyc.handle',
        icon: 'user',
        page: () => import('../pages/verification/kyc-queue-page.tsx'),
      },
      {
        path: '/verification/risk',
        nameKey: 'menu.riskAlerts',
        access: 'risk.handle',
        icon: 'alert',
        page: () => import('../pages/verification/risk-alerts-page.tsx'),
      },
    ],
  },
  // service-desk (issue 26)
  {
    path: '/service-desk',
    nameKey: 'menu.serviceDesk',
    access: 'desk.chat',
    icon: 'user',
    page: () => import('../pages/service-desk/service-desk-page.tsx'),
  },
  // casino venues (issue 24): status, totals, maintenance and re-pulling bet records.
  {
    path: '/casino',
    nameKey: 'menu.casino',
    icon: 'appstore',
    children: [
      {
        path: '/casino/venues',
        nameKey: 'menu.venues',
        access: 'venues.read',
        icon: 'appstore',
        page: () => import('../pages/casino/venues-page.tsx'),
      },
      // the brand's games (issue 24): categories and games on/off, order, phone/PC, hot/new flag.
      {
        path: '/casino/games',
        nameKey: 'menu.games',
        access: 'games.view',
        icon: 'appstore',
        page: () => import('../pages/casino/games-page.tsx'),
      },
      // the house's live tables (issue 24): open/close, limits, the round under way, shoes, verification.
      {
        path: '/casino/live-tables',
        nameKey: 'menu.liveTables',
        access: 'live.view',
        icon: 'appstore',
        page: () => import('../pages/casino/live-tables-page.tsx'),
      },
    ],
  },
  {
    path: '/system',
    nameKey: 'menu.system',
    icon: 'alert',
    children: [
      {
        path: '/system/alerts',
        nameKey: 'menu.alerts',
        access: 'alerts.handle',
        icon: 'alert',
        page: () => import('../pages/system/alerts-page.tsx'),
      },
      {
        path: '/system/books-audit',
        nameKey: 'menu.booksAudit',
        access: 'books.audit',
        icon: 'book',
        page: () => import('../pages/system/books-audit-page.tsx'),
      },
      {
        path: '/system/audit-log',
        nameKey: 'menu.audit',
        access: 'audit.read',
        icon: 'audit',
        page: () => import('../pages/audit/audit-log-page.tsx'),
      },
      // operator accounts (issue 24): until now only `npm run admin`.
      {
        path: '/system/operators',
        nameKey: 'menu.operators',
        access: 'operators.manage',
        icon: 'team',
        page: () => import('../pages/system/operators-page.tsx'),
      },
      // the brand's name, short name and slogan (issue 24, decision 0081)
      {
        path: '/system/brand',
        nameKey: 'menu.brand',
        access: 'brand.view',
        icon: 'appstore',
        page: () => import('../pages/system/brand-page.tsx'),
      },
    ],
  },
];

export function isGroup(route: ConsoleRoute | ConsoleRouteGroup): route is ConsoleRouteGroup {
  return 'children' in route;
}

export function flatRoutes(routes: (ConsoleRoute | ConsoleRouteGroup)[]): ConsoleRoute[] {
  return routes.flatMap((r) => (isGroup(r) ? r.children : [r]));
}
