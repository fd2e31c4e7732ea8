import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import { AgentsTab } from './agents-tab.tsx';
import { DailyTab } from './daily-tab.tsx';
import { PageViewsTab } from './page-views-tab.tsx';
import { RankingTab } from './ranking-tab.tsx';

const TABS = ['daily', 'ranking', 'agents', 'pageViews'] as const;
type Tab = (typeof TABS)[number];

/**
 * Reports (issue 24): the daily report, the member win/loss ranking, the agents and the member
 * site's page views, one tab each. The tab is in the address (`?tab=ranking`), so a link or a
 * reload opens the same one; only the open tab is mounted and asks the server.
 */
export default function ReportsPage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = TABS.includes(asked as Tab) ? (asked as Tab) : 'daily';
  const pane = { daily: DailyTab, ranking: RankingTab, agents: AgentsTab, pageViews: PageViewsTab };
  return (
    <Tabs
      activeKey={tab}
      destroyOnHidden
      onChange={(key) => setParams(key === 'daily' ? {} : { tab: key })}
      items={TABS.map((key) => {
        const Pane = pane[key];
        return { key, label: t(`report.tab.${key}`), children: <Pane /> };
      })}
    />
  );
}
