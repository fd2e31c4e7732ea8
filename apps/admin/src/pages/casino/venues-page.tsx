import { type ActionType, type ProColumns, ProTable } from '@ant-design/pro-components';
import { DATE_RANGE_PRESETS } from '@houseline/shared/dates/date-range-preset';
import { Space, Tag } from 'antd';
import { type ReactNode, useMemo, useRef } from 'react';
import { useAction } from '../../lib/actions.tsx';
import { useConsole } from '../../lib/console-context.tsx';
import { isMessageKey, type Translate, useI18n, valueText } from '../../lib/i18n.tsx';
import { formatAmount } from '../../lib/money.ts';
import { useServerRequest } from '../../lib/table.tsx';
import { casinoService, type VenueRow } from './service.ts';
import { StuckTransfers } from './stuck-transfers.tsx';
import { VenueActions } from './venue-actions.tsx';

/** The periods the totals are counted over (the contract's presets but "none"). */
const PRESETS = DATE_RANGE_PRESETS.filter((p) => p.id >= 0);

function presetEnum(t: Translate) {
  return Object.fromEntries(
    PRESETS.map((p) => [String(p.id), { text: isMessageKey(p.i18nKey) ? t(p.i18nKey) : p.i18nKey }]),
  );
}

function amountColumn(t: Translate, locale: string, key: 'stake' | 'validStake' | 'payout' | 'houseWin') {
  return {
    title: t(`venues.${key}`),
    dataIndex: key,
    search: false,
    align: 'right',
    render: (_: unknown, row: VenueRow) => formatAmount(row[key], locale),
  } satisfies ProColumns<VenueRow>;
}

function columnsOf(
  t: Translate,
  locale: string,
  actions: ((row: VenueRow) => ReactNode) | undefined,
): ProColumns<VenueRow>[] {
  const columns: ProColumns<VenueRow>[] = [
    {
      title: t('venues.preset'),
      dataIndex: 'preset',
      valueType: 'radioButton',
      hideInTable: true,
      // Four buttons: room for them on one line in either language.
      colSize: 2,
      valueEnum: presetEnum(t),
    },
    { title: t('venues.venue'), dataIndex: 'venueName', search: false },
    { title: t('venues.code'), dataIndex: 'venue', search: false, copyable: true },
    {
      title: t('venues.walletMode'),
      dataIndex: 'walletMode',
      search: false,
      render: (_, row) => valueText(t, 'venues.walletMode', row.walletMode),
    },
    {
      title: t('venues.state'),
      dataIndex: 'maintenance',
      search: false,
      render: (_, row) =>
        row.maintenance ? (
          <Tag color="orange" data-testid={`venue-state-${row.venue}`}>
            {t('venues.maintenance')}
          </Tag>
        ) : (
          <Tag color="green" data-testid={`venue-state-${row.venue}`}>
            {t('venues.open')}
          </Tag>
        ),
    },
    { title: t('venues.rounds'), dataIndex: 'rounds', search: false, align: 'right' },
    { title: t('venues.members'), dataIndex: 'members', search: false, align: 'right' },
    amountColumn(t, locale, 'stake'),
    amountColumn(t, locale, 'validStake'),
    amountColumn(t, locale, 'payout'),
    amountColumn(t, locale, 'houseWin'),
    { title: t('venues.lastPulledTo'), dataIndex: 'lastPulledTo', valueType: 'dateTime', search: false },
  ];
  // A role that reads the venues but may not act on them (finance) gets no empty actions column.
  if (!actions) return columns;
  return [
    ...columns,
    { title: t('common.actions'), valueType: 'option', fixed: 'right', render: (_, row) => actions(row) },
  ];
}

/** The casino venues of the brand: status and totals over a period, maintenance, re-pulling bet records. */
export default function VenuesPage() {
  const { client, access } = useConsole();
  const { t, locale } = useI18n();
  const run = useAction();
  const table = useRef<ActionType>(undefined);
  const service = useMemo(() => casinoService(client), [client]);
  const reload = () => table.current?.reload();
  const actions = (row: VenueRow) => <VenueActions venue={row} service={service} run={run} after={reload} />;
  const columns = columnsOf(t, locale, access['venues.act'] ? actions : undefined);
  const request = useServerRequest((query) => service.venues(query));
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <ProTable<VenueRow>
        rowKey="venue"
        headerTitle={t('menu.venues')}
        actionRef={table}
        columns={columns}
        form={{ initialValues: { preset: '0' } }}
        request={request}
        pagination={false}
        search={{ labelWidth: 'auto' }}
        options={{ setting: true, density: true, reload: true }}
        scroll={{ x: 'max-content' }}
      />
      {access['transfers.retry'] ? <StuckTransfers service={service} /> : null}
    </Space>
  );
}
