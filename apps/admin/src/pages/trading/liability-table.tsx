import { type ProColumns, ProTable } from '@ant-design/pro-components';
import { useCallback, useEffect, useState } from 'react';
import { useConsole } from '../../lib/console-context.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { formatAmount } from '../../lib/money.ts';
import { MarketToggle } from './match-actions.tsx';
import type { LiabilityMarket, TradingService } from './service.ts';

type SelectionRow = LiabilityMarket['selections'][number] & {
  key: string;
  marketId: number;
  market: string;
  status: string;
  first: boolean;
  span: number;
};

/** How often the open match's prices and liability are read again while the trader watches. */
const LIABILITY_REFRESH_MS = 5_000;

/** Every market of a match with its prices, bets, stakes and the house's result per outcome. */
export function LiabilityTable(props: { matchId: number; service: TradingService }) {
  const { access } = useConsole();
  const { t, locale } = useI18n();
  const [rows, setRows] = useState<SelectionRow[]>();
  const load = useCallback(async () => {
    const liability = await props.service.liability(props.matchId);
    setRows(
      liability.markets.flatMap((m) =>
        m.selections.map((s, i) => ({
          ...s,
          key: `${m.marketId}:${s.selectionId}`,
          marketId: m.marketId,
          market: `${m.type} · ${m.period}${m.line === null ? '' : ` · ${m.line}`}`,
          status: m.status,
          first: i === 0,
          span: m.selections.length,
        })),
      ),
    );
  }, [props.service, props.matchId]);
  useEffect(() => {
    void load().catch(() => undefined);
    const timer = setInterval(() => void load().catch(() => undefined), LIABILITY_REFRESH_MS);
    return () => clearInterval(timer);
  }, [load]);
  const span = (r: SelectionRow) => ({ rowSpan: r.first ? r.span : 0 });
  const columns: ProColumns<SelectionRow>[] = [
    { title: t('trading.market'), dataIndex: 'market', onCell: span },
    { title: t('common.status'), dataIndex: 'status', onCell: span },
    { title: t('trading.selection'), dataIndex: 'code' },
    { title: t('trading.odds'), dataIndex: 'odds', align: 'right' },
    { title: t('report.bets'), dataIndex: 'bets', align: 'right' },
    {
      title: t('report.stake'),
      dataIndex: 'stake',
      align: 'right',
      render: (_, r) => formatAmount(r.stake, locale),
    },
    {
      title: t('report.payout'),
      dataIndex: 'payout',
      align: 'right',
      render: (_, r) => formatAmount(r.payout, locale),
    },
    {
      title: t('trading.houseNet'),
      dataIndex: 'houseNet',
      align: 'right',
      render: (_, r) => (
        <span style={{ color: r.houseNet.startsWith('-') ? '#cf1322' : undefined }}>
          {formatAmount(r.houseNet, locale)}
        </span>
      ),
    },
    {
      title: t('common.actions'),
      valueType: 'option',
      onCell: span,
      hideInTable: !access['sports.trade'],
      render: (_, r) => (
        <MarketToggle marketId={r.marketId} status={r.status} service={props.service} onDone={load} />
      ),
    },
  ];
  return (
    <ProTable<SelectionRow>
      rowKey="key"
      size="small"
      loading={rows === undefined}
      dataSource={rows ?? []}
      columns={columns}
      search={false}
      options={false}
      pagination={false}
      bordered
    />
  );
}
