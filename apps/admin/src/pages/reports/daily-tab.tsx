import { DownloadOutlined } from '@ant-design/icons';
import {
  ProCard,
  type ProColumns,
  ProFormDateRangePicker,
  ProTable,
  QueryFilter,
} from '@ant-design/pro-components';
import { Alert, App, Button } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useConsole } from '../../lib/console-context.tsx';
import { downloadCsv, toCsv } from '../../lib/csv.ts';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { formatAmount } from '../../lib/money.ts';
import { csvColumnsOf } from '../../lib/table.tsx';
import { DaysChart, ProductsChart } from './report-charts.tsx';
import { defaultRange } from './report-range.ts';
import { type DailyReport, type ReportDay, type ReportProduct, reportsService } from './service.ts';

function dayColumns(t: Translate, locale: string): ProColumns<ReportDay>[] {
  const m = (key: keyof ReportDay, title: string): ProColumns<ReportDay> => ({
    title,
    dataIndex: key,
    align: 'right',
    render: (_, r) => formatAmount(String(r[key]), locale),
  });
  return [
    { title: t('report.day'), dataIndex: 'day', fixed: 'left', width: 110 },
    m('deposits', t('dashboard.deposits')),
    { title: t('report.depositCount'), dataIndex: 'depositCount', align: 'right' },
    m('withdrawals', t('dashboard.withdrawals')),
    { title: t('report.withdrawalCount'), dataIndex: 'withdrawalCount', align: 'right' },
    m('turnover', t('dashboard.turnover')),
    m('ggr', t('dashboard.ggr')),
    m('bonus', t('report.bonus')),
    m('ngr', t('report.ngr')),
    { title: t('dashboard.activeMembers'), dataIndex: 'activeMembers', align: 'right' },
    { title: t('dashboard.newMembers'), dataIndex: 'newMembers', align: 'right' },
  ];
}

function productColumns(t: Translate, locale: string): ProColumns<ReportProduct>[] {
  const m = (key: 'stake' | 'payout' | 'ggr', title: string): ProColumns<ReportProduct> => ({
    title,
    dataIndex: key,
    align: 'right',
    render: (_, r) => formatAmount(r[key], locale),
  });
  return [
    { title: t('report.product'), dataIndex: 'product' },
    { title: t('report.bets'), dataIndex: 'bets', align: 'right' },
    m('stake', t('report.stake')),
    m('payout', t('report.payout')),
    m('ggr', t('dashboard.ggr')),
  ];
}

/** The daily report: a brand's days over a chosen range (GGR, bonus, NGR, money, players) and bets by product. */
export function DailyTab() {
  const { client } = useConsole();
  const { t, locale } = useI18n();
  const { message } = App.useApp();
  const service = useMemo(() => reportsService(client), [client]);
  const [range, setRange] = useState<[string, string]>(() => defaultRange(14));
  const [report, setReport] = useState<DailyReport>();
  const [error, setError] = useState<string>();
  const load = useCallback(
    async (from: string, to: string) => {
      try {
        setReport(await service.daily(from, to));
        setError(undefined);
      } catch (caught) {
        setError(caught instanceof Error ? caught.message : String(caught));
      }
    },
    [service],
  );
  useEffect(() => {
    void load(range[0], range[1]);
  }, [load, range]);
  const days = dayColumns(t, locale);
  const products = productColumns(t, locale);
  const exportCsv = () => {
    if (!report) return;
    downloadCsv(`report-${range[0]}-${range[1]}.csv`, toCsv(csvColumnsOf(days), report.days));
    message.success(t('common.done'));
  };
  return (
    <ProCard direction="column" ghost gutter={[0, 16]}>
      <ProCard>
        <QueryFilter<{ range: [Dayjs, Dayjs] }>
          initialValues={{ range: [dayjs(range[0]), dayjs(range[1])] }}
          onFinish={async (values) => {
            const [from, to] = values.range ?? [];
            if (from && to) setRange([from.format('YYYY-MM-DD'), to.format('YYYY-MM-DD')]);
          }}
          submitter={{ searchConfig: { submitText: t('common.search'), resetText: t('common.reset') } }}
        >
          <ProFormDateRangePicker name="range" label={t('report.range')} />
        </QueryFilter>
      </ProCard>
      {error ? <Alert type="error" showIcon message={error} data-testid="report-error" /> : null}
      {report ? (
        <>
          <ProCard title={`${t('menu.reports')} · ${report.currency} · ${report.timeZone}`}>
            <DaysChart report={report} />
          </ProCard>
          <ProTable<ReportDay>
            rowKey="day"
            headerTitle={t('report.days')}
            columns={days}
            dataSource={report.days}
            search={false}
            pagination={false}
            options={{ setting: true, density: true, reload: () => void load(range[0], range[1]) }}
            toolBarRender={() => [
              <Button key="csv" icon={<DownloadOutlined />} onClick={exportCsv}>
                {t('common.exportCsv')}
              </Button>,
            ]}
            scroll={{ x: 'max-content' }}
          />
          <ProCard split="vertical">
            <ProCard colSpan="60%">
              <ProTable<ReportProduct>
                rowKey="product"
                headerTitle={t('report.products')}
                columns={products}
                dataSource={report.products}
                search={false}
                pagination={false}
                options={false}
              />
            </ProCard>
            <ProCard>
              <ProductsChart report={report} />
            </ProCard>
          </ProCard>
        </>
      ) : null}
    </ProCard>
  );
}
