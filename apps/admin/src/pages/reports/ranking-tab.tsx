import { ProCard, type ProColumns, ProTable } from '@ant-design/pro-components';
import { REPORT_PRODUCTS } from '@houseline/shared/reports/report-options';
import { Typography } from 'antd';
import { Link } from 'react-router';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { formatAmount } from '../../lib/money.ts';
import { ExportCsvButton } from '../../lib/table.tsx';
import { RankingChart } from './member-report-charts.tsx';
import { rangeColumn } from './report-range.ts';
import type { RankingReport, RankingRow } from './service.ts';
import { useReportRequest } from './use-report-request.ts';

function columnsOf(t: Translate, locale: string): ProColumns<RankingRow>[] {
  const money = (key: 'stake' | 'payout', title: string): ProColumns<RankingRow> => ({
    title,
    dataIndex: key,
    align: 'right',
    search: false,
    render: (_, r) => formatAmount(r[key], locale),
  });
  return [
    rangeColumn<RankingRow>(t),
    {
      title: t('report.order'),
      dataIndex: 'order',
      valueType: 'select',
      hideInTable: true,
      initialValue: 'winners',
      fieldProps: { allowClear: false },
      valueEnum: {
        winners: { text: t('report.order.winners') },
        losers: { text: t('report.order.losers') },
      },
    },
    {
      title: t('report.product'),
      dataIndex: 'product',
      valueType: 'select',
      hideInTable: true,
      valueEnum: Object.fromEntries(REPORT_PRODUCTS.map((p) => [p, { text: t(`report.product.${p}`) }])),
    },
    { title: t('report.rank'), dataIndex: 'rank', search: false, width: 72 },
    {
      title: t('report.member'),
      dataIndex: 'username',
      search: false,
      render: (_, r) => <Link to={`/players/${r.memberId}`}>{r.username}</Link>,
    },
    { title: t('report.vipLevel'), dataIndex: 'vipLevel', search: false, align: 'right' },
    { title: t('report.bets'), dataIndex: 'bets', search: false, align: 'right' },
    money('stake', t('report.stake')),
    money('payout', t('report.payout')),
    {
      title: t('report.net'),
      dataIndex: 'net',
      align: 'right',
      search: false,
      tooltip: t('report.netHelp'),
      render: (_, r) => (
        <Typography.Text type={Number(r.net) >= 0 ? 'danger' : 'success'}>
          {formatAmount(r.net, locale)}
        </Typography.Text>
      ),
    },
  ];
}

/** The members of the brand by net win or loss over a range, by product, paged on the server. */
export function RankingTab() {
  const { t, locale } = useI18n();
  const columns = columnsOf(t, locale);
  const { service, filters, last, request } = useReportRequest<RankingRow, RankingReport>((reports, query) =>
    reports.ranking(query),
  );
  return (
    <ProCard direction="column" ghost gutter={[0, 16]}>
      <ProTable<RankingRow>
        rowKey="memberId"
        headerTitle={t('report.rankingTitle', { currency: last?.currency ?? '' })}
        columns={columns}
        request={request}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        search={{ labelWidth: 'auto', defaultCollapsed: false }}
        options={{ setting: true, density: true, reload: true }}
        scroll={{ x: 'max-content' }}
        tableExtraRender={() =>
          last ? (
            <ProCard
              title={t('report.rankingChart')}
              extra={
                <Typography.Text type="secondary" data-testid="ranking-totals">
                  {t('report.rankingTotals', {
                    members: last.total,
                    bets: last.totals.bets,
                    stake: formatAmount(last.totals.stake, locale),
                    payout: formatAmount(last.totals.payout, locale),
                    net: formatAmount(last.totals.net, locale),
                  })}
                </Typography.Text>
              }
            >
              <RankingChart rows={last.list} />
            </ProCard>
          ) : null
        }
        toolBarRender={() => [
          <ExportCsvButton
            key="csv"
            fileName="report-ranking.csv"
            columns={columns}
            filters={() => filters.current}
            fetchPage={service.ranking}
          />,
        ]}
      />
    </ProCard>
  );
}
