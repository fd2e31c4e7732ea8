import {
  type ActionType,
  ModalForm,
  type ProColumns,
  ProFormDigit,
  ProFormText,
  ProTable,
} from '@ant-design/pro-components';
import { SPORTS } from '@houseline/shared/sportsbook/markets';
import { Button, Tag } from 'antd';
import { useMemo, useRef } from 'react';
import { useAction } from '../../lib/actions.tsx';
import { useConsole } from '../../lib/console-context.tsx';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { useServerRequest } from '../../lib/table.tsx';
import { LiabilityTable } from './liability-table.tsx';
import { MatchActions } from './match-actions.tsx';
import { type MatchRow, tradingService } from './service.ts';

/** The match list's prices are read again this often (the trading room's live view). */
const PRICES_REFRESH_MS = 5_000;
const STATUSES = ['scheduled', 'live', 'finished', 'postponed', 'cancelled'] as const;

function columnsOf(
  t: Translate,
  actions: (m: MatchRow) => React.ReactNode,
  trade: boolean,
): ProColumns<MatchRow>[] {
  const main = (m: MatchRow) => m.markets.find((k) => k.main && k.period === 'ft') ?? m.markets[0];
  return [
    {
      title: t('trading.sport'),
      dataIndex: 'sport',
      valueType: 'select',
      hideInTable: true,
      valueEnum: Object.fromEntries(SPORTS.map((s) => [s, { text: s }])),
      fieldProps: { allowClear: false },
    },
    { title: 'ID', dataIndex: 'id', search: false, width: 80 },
    { title: t('trading.league'), dataIndex: 'leagueName', search: false, ellipsis: true },
    { title: t('trading.match'), search: false, render: (_, m) => `${m.home} - ${m.away}` },
    { title: t('trading.kickoff'), dataIndex: 'kickoffAt', valueType: 'dateTime', search: false },
    {
      title: t('common.status'),
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: Object.fromEntries(STATUSES.map((s) => [s, { text: t(`trading.status.${s}`) }])),
      render: (_, m) => (
        <>
          {t(`trading.status.${m.status}`)}
          {m.suspended ? (
            <Tag color="orange" style={{ marginLeft: 6 }}>
              {t('trading.suspended')}
            </Tag>
          ) : null}
        </>
      ),
    },
    {
      title: t('trading.score'),
      search: false,
      render: (_, m) => (m.live ? `${m.live.home}:${m.live.away}` : '-'),
    },
    {
      title: t('trading.mainPrices'),
      search: false,
      render: (_, m) => {
        const market = main(m);
        return market ? market.selections.map((s) => `${s.code} ${s.odds}`).join('  ') : '-';
      },
    },
    { title: t('trading.markets'), dataIndex: 'marketCount', search: false, width: 80 },
    ...(trade
      ? [
          {
            title: t('common.actions'),
            valueType: 'option' as const,
            fixed: 'right' as const,
            width: 250,
            render: (_: unknown, m: MatchRow) => actions(m),
          },
        ]
      : []),
  ];
}

/**
 * The sportsbook trading room: matches by sport and status with their main prices (read again every
 * few seconds); a row opens every market with its liability, where a trader suspends or reopens it;
 * per match a trader suspends, enters or corrects the result (bets settle), or voids it.
 */
export default function TradingPage() {
  const { client, siteCode, access } = useConsole();
  const { t } = useI18n();
  const run = useAction();
  const table = useRef<ActionType>(undefined);
  const service = useMemo(() => tradingService(client, siteCode), [client, siteCode]);
  const reload = () => table.current?.reload();
  const request = useServerRequest((query) => service.matches(query));
  const columns = columnsOf(
    t,
    (m) => <MatchActions match={m} service={service} onDone={reload} />,
    access['sports.trade'],
  );
  return (
    <ProTable<MatchRow>
      rowKey="id"
      headerTitle={t('menu.trading')}
      actionRef={table}
      columns={columns}
      form={{ initialValues: { sport: 'football' } }}
      request={request}
      polling={PRICES_REFRESH_MS}
      pagination={{ defaultPageSize: 20, showSizeChanger: true, pageSizeOptions: [10, 20, 50] }}
      search={{ labelWidth: 'auto' }}
      options={{ setting: true, density: true, reload: true }}
      expandable={{ expandedRowRender: (m) => <LiabilityTable matchId={m.id} service={service} /> }}
      toolBarRender={() =>
        access['sports.trade']
          ? [
              <ModalForm<{ minStake: string; maxStake: string; maxPayout: string; liveDelayMs: number }>
                key="limits"
                title={t('trading.limitsTitle', { site: siteCode })}
                width={460}
                trigger={<Button>{t('trading.limits')}</Button>}
                modalProps={{
                  destroyOnHidden: true,
                  okText: t('common.confirm'),
                  cancelText: t('common.cancel'),
                }}
                onFinish={(v) => run(() => service.limits(v))}
              >
                <ProFormText name="minStake" label={t('trading.minStake')} rules={[{ required: true }]} />
                <ProFormText name="maxStake" label={t('trading.maxStake')} rules={[{ required: true }]} />
                <ProFormText name="maxPayout" label={t('trading.maxPayout')} rules={[{ required: true }]} />
                <ProFormDigit
                  name="liveDelayMs"
                  label={t('trading.liveDelay')}
                  rules={[{ required: true }]}
                />
              </ModalForm>,
            ]
          : []
      }
      scroll={{ x: 'max-content' }}
    />
  );
}
