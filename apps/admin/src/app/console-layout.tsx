import {
  AlertOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BookOutlined,
  ClockCircleOutlined,
  DashboardOutlined,
  LogoutOutlined,
  SwapOutlined,
  TeamOutlined,
  TranslationOutlined,
  TrophyOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { type MenuDataItem, ProLayout } from '@ant-design/pro-components';
import { Button, Select, Space, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import type { Access } from '../access.ts';
import { useConsole } from '../lib/console-context.tsx';
import { useI18n } from '../lib/i18n.tsx';
import { CONSOLE_SITES } from '../lib/sites.ts';
import type { MessageKey } from '../locales/zh-CN.ts';
import { CONSOLE_ROUTES, type ConsoleRoute, isGroup } from './routes-config.ts';

const ICONS: Record<ConsoleRoute['icon'], ReactNode> = {
  dashboard: <DashboardOutlined />,
  user: <UserOutlined />,
  bank: <BankOutlined />,
  swap: <SwapOutlined />,
  clock: <ClockCircleOutlined />,
  alert: <AlertOutlined />,
  audit: <AuditOutlined />,
  book: <BookOutlined />,
  chart: <BarChartOutlined />,
  trophy: <TrophyOutlined />,
  team: <TeamOutlined />,
  appstore: <AppstoreOutlined />,
};

/** The menu of the routes this role may open; a group with no such route is left out. */
export function menuOf(access: Access, t: (key: MessageKey) => string): MenuDataItem[] {
  const item = (r: ConsoleRoute): MenuDataItem => ({ path: r.path, name: t(r.nameKey), icon: ICONS[r.icon] });
  return CONSOLE_ROUTES.flatMap((route): MenuDataItem[] => {
    if (!isGroup(route)) return access[route.access] && !route.hideInMenu ? [item(route)] : [];
    const children = route.children.filter((c) => access[c.access] && !c.hideInMenu).map(item);
    return children.length
      ? [{ path: route.path, name: t(route.nameKey), icon: ICONS[route.icon], children }]
      : [];
  });
}

/** ProLayout around every screen: the menu, the brand switch, the language switch and sign-out. */
export function ConsoleLayout() {
  const { session, signOut, siteCode, setSiteCode, access, client } = useConsole();
  const { t, locale, setLocale } = useI18n();
  const location = useLocation();
  const logout = async () => {
    await client.call('adminLogout', {}).catch(() => undefined);
    signOut();
  };
  return (
    <ProLayout
      title={t('app.title')}
      logo={false}
      layout="mix"
      fixSiderbar
      fixedHeader
      location={{ pathname: location.pathname }}
      route={{ path: '/', routes: menuOf(access, t) }}
      menu={{ locale: false, defaultOpenAll: true }}
      menuItemRender={(item, dom) => (item.path ? <Link to={item.path}>{dom}</Link> : dom)}
      actionsRender={() => [
        <Space key="brand" size={4}>
          <span>{t('app.brand')}</span>
          <Select
            size="small"
            value={siteCode}
            style={{ width: 110 }}
            aria-label={t('app.brand')}
            options={CONSOLE_SITES.map((code) => ({ value: code, label: code }))}
            onChange={setSiteCode}
            showSearch
          />
        </Space>,
        <Button
          key="lang"
          type="text"
          icon={<TranslationOutlined />}
          onClick={() => setLocale(locale === 'zh-CN' ? 'en-US' : 'zh-CN')}
        >
          {t('app.language')}
        </Button>,
        <Space key="who" size={4}>
          <span data-testid="operator-name">{session?.username}</span>
          {session ? <Tag color="blue">{t(`role.${session.role}` as MessageKey)}</Tag> : null}
        </Space>,
        <Button key="out" type="text" icon={<LogoutOutlined />} onClick={logout}>
          {t('app.logout')}
        </Button>,
      ]}
    >
      <Outlet key={siteCode} />
    </ProLayout>
  );
}
