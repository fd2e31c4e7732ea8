import { ProCard, StatisticCard } from '@ant-design/pro-components';
import { Alert, Badge, Button, Col, Row, Space, Spin, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useConsole } from '../../lib/console-context.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { changePercent, formatAmount } from '../../lib/money.ts';
import type { MessageKey } from '../../locales/zh-CN.ts';
import { DailyChart } from './daily-chart.tsx';
import { type Dashboard, fetchDashboard } from './service.ts';

type MoneyField = 'deposits' | 'withdrawals' | 'ggr' | 'turnover';
type CountField = 'newMembers' | 'activeMembers';

const MONEY: [MoneyField, MessageKey][] = [
  ['deposits', 'dashboard.deposits'],
  ['withdrawals', 'dashboard.withdrawals'],
  ['ggr', 'dashboard.ggr'],
  ['turnover', 'dashboard.turnover'],
];
const COUNTS: [CountField, MessageKey][] = [
  ['newMembers', 'dashboard.newMembers'],
  ['activeMembers', 'dashboard.activeMembers'],
];

function Trend({ today, yesterday }: { today: string; yesterday: string }) {
  const { t } = useI18n();
  const change = changePercent(today, yesterday);
  if (change === undefined) return null;
  return (
    <StatisticCard.Statistic
      title={t('dashboard.vsYesterday')}
      value={`${Math.abs(change)}%`}
      trend={change >= 0 ? 'up' : 'down'}
    />
  );
}

function MoneyCard({ data, field, label }: { data: Dashboard; field: MoneyField; label: MessageKey }) {
  const { t, locale } = useI18n();
  const countOf =
    field === 'deposits'
      ? data.today.depositCount
      : field === 'withdrawals'
        ? data.today.withdrawalCount
        : undefined;
  return (
    <StatisticCard
      data-testid={`stat-${field}`}
      statistic={{
        title: `${t(label)} · ${t('dashboard.today')}`,
        value: formatAmount(data.today[field], locale),
        suffix: data.currency,
        description: (
          <Space direction="vertical" size={0}>
            <span>
              {t('dashboard.yesterday')} {formatAmount(data.yesterday[field], locale)}
              {countOf === undefined ? '' : ` · ${t('dashboard.count', { n: countOf })}`}
            </span>
            <Trend today={data.today[field]} yesterday={data.yesterday[field]} />
          </Space>
        ),
      }}
    />
  );
}

function CountCard({ data, field, label }: { data: Dashboard; field: CountField; label: MessageKey }) {
  const { t } = useI18n();
  return (
    <StatisticCard
      statistic={{
        title: `${t(label)} · ${t('dashboard.today')}`,
        value: data.today[field],
        description: `${t('dashboard.yesterday')} ${data.yesterday[field]}`,
      }}
    />
  );
}

function Queues({ data }: { data: Dashboard }) {
  const { t } = useI18n();
  const { access } = useConsole();
  const items: [MessageKey, number, string, boolean][] = [
    ['dashboard.pendingDeposits', data.pending.deposits, '/finance/deposits', access['deposits.handle']],
    [
      'dashboard.pendingWithdrawals',
      data.pending.withdrawals,
      '/finance/withdrawals',
      access['withdrawals.handle'],
    ],
    [
      'dashboard.latePayments',
      data.pending.latePayments,
      '/finance/late-payments',
      access['latePayments.handle'],
    ],
    ['dashboard.openAlerts', data.openAlerts, '/system/alerts', access['alerts.handle']],
  ];
  return (
    <ProCard title={t('dashboard.pending')} data-testid="queues" style={{ height: '100%' }}>
      <Space size={40} wrap>
        {items.map(([label, n, path, open]) => (
          <Space key={label} direction="vertical" size={4}>
            <Typography.Text type="secondary">{t(label)}</Typography.Text>
            <Badge count={n} showZero color={n > 0 ? '#fa541c' : '#52c41a'} overflowCount={9999} />
            {open && n > 0 ? <Link to={path}>{t('common.actions')} →</Link> : null}
          </Space>
        ))}
      </Space>
    </ProCard>
  );
}

/** Today against yesterday for the brand, the queues that wait for an operator, and the last two weeks. */
export default function DashboardPage() {
  const { client } = useConsole();
  const { t } = useI18n();
  const [data, setData] = useState<Dashboard>();
  const [error, setError] = useState<string>();
  const load = useCallback(() => {
    setError(undefined);
    fetchDashboard(client)
      .then(setData)
      .catch((caught: Error) => setError(caught.message));
  }, [client]);
  useEffect(load, [load]);

  if (error) return <Alert type="error" showIcon message={error} />;
  if (!data) return <Spin style={{ display: 'block', margin: '120px auto' }} />;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Row gutter={[16, 16]}>
        {MONEY.map(([field, label]) => (
          <Col key={field} xs={24} md={12} xl={6}>
            <MoneyCard data={data} field={field} label={label} />
          </Col>
        ))}
        {COUNTS.map(([field, label]) => (
          <Col key={field} xs={24} md={12} xl={6}>
            <CountCard data={data} field={field} label={label} />
          </Col>
        ))}
        <Col xs={24} xl={12}>
          <Queues data={data} />
        </Col>
      </Row>
      <ProCard
        title={t('dashboard.perDay', { currency: data.currency })}
        subTitle={t('dashboard.timeZone', { zone: data.timeZone })}
        extra={<Button onClick={load}>{t('common.refresh')}</Button>}
      >
        <DailyChart data={data} />
      </ProCard>
    </Space>
  );
}
