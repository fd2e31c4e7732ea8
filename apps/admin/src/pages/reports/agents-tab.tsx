import { ProCard, type ProColumns, ProTable } from '@ant-design/pro-components';
import { AGENT_REPORT_SORTS } from '@houseline/shared/reports/report-options';
import { Link } from 'react-router';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { formatAmount } from '../../lib/money.ts';
import { ExportCsvButton } from '../../lib/table.tsx';
import { AgentsChart } from './member-report-charts.tsx';
import { rangeColumn } from './report-range.ts';
import type { AgentRow, AgentsReport } from './service.ts';
import { useReportRequest } from './use-report-request.ts';

function columnsOf(t: Translate, locale: string): ProColumns<AgentRow>[] {
  const money = (
    key: 'deposits' | 'turnover' | 'ggr' | 'commission',
    title: string,
  ): ProColumns<AgentRow> => ({
    title,
    dataIndex: key,
    align: 'right',
    search: false,
    render: (_, r) => formatAmount(r[key], locale),
  });
  const count = (key: keyof AgentRow, title: string): ProColumns<AgentRow> => ({
    title,
    dataIndex: key,
    align: 'right',
    search: false,
  });
  return [
    rangeColumn<AgentRow>(t),
    {
      title: t('report.sort'),
      dataIndex: 'sort',
      valueType: 'select',
      hideInTable: true,
      initialValue: 'turnover',
      fieldProps: { allowClear: false },
      valueEnum: Object.fromEntries(AGENT_REPORT_SORTS.map((s) => [s, { text: t(`report.sort.${s}`) }])),
    },
    {
      title: t('report.agent'),
      dataIndex: 'username',
      search: false,
      fixed: 'left',
      render: (_, r) => <Link to={`/players/${r.memberId}`}>{r.username}</Link>,
    },
    { title: t('report.inviteCode'), dataIndex: 'inviteCode', search: false },
    count('directMembers', t('report.directMembers')),
    count('indirectMembers', t('report.indirectMembers')),
    count('newMembers', t('report.newMembers')),
    money('deposits', t('report.teamDeposits')),
    money('turnover', t('report.teamTurnover')),
    money('ggr', t('report.teamGgr')),
    money('commission', t('report.commission')),
    count('commissionCount', t('report.commissionCount')),
  ];
}

/** Every agent of the brand (a member who invited others) with its team's figures over a range. */
export function AgentsTab() {
  const { t, locale } = useI18n();
  const columns = columnsOf(t, locale);
  const { service, filters, last, request } = useReportRequest<AgentRow, AgentsReport>((reports, query) =>
    reports.agents(query),
  );
  return (
    <ProTable<AgentRow>
      rowKey="memberId"
      headerTitle={t('report.agentsTitle', { currency: last?.currency ?? '' })}
      columns={columns}
      request={request}
      pagination={{ defaultPageSize: 20, showSizeChanger: true }}
      search={{ labelWidth: 'auto', defaultCollapsed: false }}
      options={{ setting: true, density: true, reload: true }}
      scroll={{ x: 'max-content' }}
      tableExtraRender={() =>
        last && last.list.length > 0 ? (
          <ProCard title={t('report.agentsChart')}>
            <AgentsChart rows={last.list} />
          </ProCard>
        ) : null
      }
      toolBarRender={() => [
        <ExportCsvButton
          key="csv"
          fileName="report-agents.csv"
          columns={columns}
          filters={() => filters.current}
          fetchPage={service.agents}
        />,
      ]}
    />
  );
}
