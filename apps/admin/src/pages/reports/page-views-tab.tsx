import { ProCard, type ProColumns, ProTable } from '@ant-design/pro-components';
import { Typography } from 'antd';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { ExportCsvButton } from '../../lib/table.tsx';
import { PageViewsChart } from './member-report-charts.tsx';
import { rangeColumn } from './report-range.ts';
import type { PageViewRow, PageViewsReport } from './service.ts';
import { useReportRequest } from './use-report-request.ts';

function columnsOf(t: Translate): ProColumns<PageViewRow>[] {
  const count = (key: keyof PageViewRow, title: string): ProColumns<PageViewRow> => ({
    title,
    dataIndex: key,
    align: 'right',
    search: false,
  });
  return [
    rangeColumn<PageViewRow>(t),
    {
      title: t('report.route'),
      dataIndex: 'route',
      search: false,
      render: (_, r) => <Typography.Text code>{r.route}</Typography.Text>,
    },
    count('views', t('report.views')),
    count('visitors', t('report.visitors')),
    count('h5', t('report.h5')),
    count('desktop', t('report.desktop')),
  ];
}

/** The member site's page views over a range: per day (the chart) and per route (the table). */
export function PageViewsTab() {
  const { t } = useI18n();
  const columns = columnsOf(t);
  const { service, filters, last, request } = useReportRequest<PageViewRow, PageViewsReport>(
    (reports, query) => reports.pageViews(query),
  );
  return (
    <ProTable<PageViewRow>
      rowKey="route"
      headerTitle={t('report.pageViewsTitle', {
        views: last?.totals.views ?? 0,
        visitors: last?.totals.visitors ?? 0,
      })}
      columns={columns}
      request={request}
      pagination={{ defaultPageSize: 20, showSizeChanger: true }}
      search={{ labelWidth: 'auto', defaultCollapsed: false }}
      options={{ setting: true, density: true, reload: true }}
      tableExtraRender={() =>
        last ? (
          <ProCard title={t('report.pageViewsChart')}>
            <PageViewsChart report={last} />
          </ProCard>
        ) : null
      }
      toolBarRender={() => [
        <ExportCsvButton
          key="csv"
          fileName="report-page-views.csv"
          columns={columns}
          filters={() => filters.current}
          fetchPage={service.pageViews}
        />,
      ]}
    />
  );
}
