import 'antd-mobile/es/global';
import TabBar from 'antd-mobile/es/components/tab-bar';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { brand } from '../../config/brand.ts';
import { activeTab, TAB_ITEMS, visibleTabs } from './tab-items.tsx';
import './mobile-layout.h5.css';

/**
 * The H5 layout: the page above, the brand's tab bar (brand.home.tabBar) at the bottom on tab
 * pages. The column is at most 750 px wide, centred on wide screens.
 */
export function MobileLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tabs = visibleTabs(brand.home.tabBar, brand.enabledFeatureIds);
  const current = activeTab(pathname, tabs);
  return (
    <div className={`h5-app${current ? ' has-tab-bar' : ''}`}>
      <main className="h5-app__main">
        <Outlet />
      </main>
      {current ? (
        <nav className="h5-app__tab-bar" aria-label={t('tab.label')}>
          <TabBar
            activeKey={current}
            onChange={(key) => navigate(TAB_ITEMS[key as keyof typeof TAB_ITEMS].path)}
            safeArea
          >
            {tabs.map((key) => (
              <TabBar.Item key={key} icon={TAB_ITEMS[key].icon} title={t(`tab.${key}`)} />
            ))}
          </TabBar>
        </nav>
      ) : null}
    </div>
  );
}
