import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Button, Popconfirm, Space, Switch, Tag, Typography } from 'antd';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useAction } from '../../lib/actions.tsx';
import { useConsole } from '../../lib/console-context.tsx';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { formatAmount } from '../../lib/money.ts';
import { SettingsTable } from '../../lib/settings-table.tsx';
import { withCsv } from '../../lib/table.tsx';
import { type LiveTableRow, liveService } from './live-service.ts';
import { LiveShoesDrawer } from './live-shoes-drawer.tsx';
import { LiveTableForm, liveEditOf } from './live-table-form.tsx';

/** How often the screen asks the server again (the round under way moves on its own). */
const POLL_MS = 3_000;

/** Seconds left to a moment, ticking every half second. */
function Countdown({ to }: { to: string }) {
  const { t } = useI18n();
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.ceil((Date.parse(to) - now) / 1000));
  return <Typography.Text type="warning">{t('live.countdown', { seconds })}</Typography.Text>;
}

/** The round under way: its hand, phase and countdown, and below what the members have on it. */
function roundCell(t: Translate, locale: string, r: LiveTableRow): ReactNode {
  if (!r.round) return <Typography.Text type="secondary">{t('live.noRound')}</Typography.Text>;
  const { round } = r;
  return (
    <Space direction="vertical" size={0} data-testid={`live-round-${r.code}`}>
      <Space size={6}>
        <span>{t('live.roundText', { hand: round.handNo })}</span>
        <Tag color={round.phase === 'betting' ? 'green' : round.phase === 'dealing' ? 'blue' : 'default'}>
          {t(`live.phase.${round.phase}`)}
        </Tag>
        {round.phase === 'betting' ? <Countdown to={round.bettingClosesAt} /> : null}
      </Space>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('live.roundBetsText', { count: round.betsCount, staked: formatAmount(round.staked, locale) })}
      </Typography.Text>
    </Space>
  );
}

function amount(
  t: Translate,
  locale: string,
  key: 'minBet' | 'maxBet' | 'maxPerRound',
): ProColumns<LiveTableRow> {
  return {
    title: t(`live.${key}`),
    dataIndex: key,
    align: 'right',
    render: (_, r) => (
      <span data-testid={`live-${key}-${r.code}`}>{formatAmount(r[key], locale).replace(/\.00$/, '')}</span>
    ),
  };
}

function columnsOf(
  t: Translate,
  locale: string,
  toggle: ((row: LiveTableRow, active: boolean) => void) | undefined,
  actions: (row: LiveTableRow) => ReactNode,
): ProColumns<LiveTableRow>[] {
  return [
    {
      title: t('live.name'),
      dataIndex: 'name',
      render: (_, r) => (
        <Space size={6}>
          <span>{r.name}</span>
          <Typography.Text type="secondary">{r.code}</Typography.Text>
          {r.noCommission ? <Tag color="gold">{t('live.kind.noCommission')}</Tag> : null}
        </Space>
      ),
    },
    {
      title: t('live.active'),
      dataIndex: 'active',
      render: (_, r) => (
        <Space size={8}>
          <Tag color={r.active ? 'green' : 'default'} data-testid={`live-status-${r.code}`}>
            {t(r.active ? 'live.status.open' : 'live.status.closed')}
          </Tag>
          {toggle ? (
            <Popconfirm
              title={t(r.active ? 'live.confirmClose' : 'live.confirmOpen', { name: r.name })}
              okText={t('common.confirm')}
              cancelText={t('common.cancel')}
              onConfirm={() => toggle(r, !r.active)}
            >
              <Switch size="small" checked={r.active} data-testid={`live-active-${r.code}`} />
            </Popconfirm>
          ) : null}
        </Space>
      ),
    },
    amount(t, locale, 'minBet'),
    amount(t, locale, 'maxBet'),
    amount(t, locale, 'maxPerRound'),
    {
      title: t('live.bettingSeconds'),
      dataIndex: 'bettingSeconds',
      align: 'right',
      render: (_, r) =>
        r.bettingSeconds === 0
          ? t('live.secondsDefault', { seconds: r.effectiveBettingSeconds })
          : r.bettingSeconds,
    },
    withCsv<LiveTableRow>(
      { title: t('live.round'), dataIndex: 'round', render: (_, r) => roundCell(t, locale, r) },
      (r) =>
        r.round
          ? [
              t('live.roundText', { hand: r.round.handNo }),
              t(`live.phase.${r.round.phase}`),
              t('live.roundBetsText', {
                count: r.round.betsCount,
                staked: formatAmount(r.round.staked, locale),
              }),
            ].join(' · ')
          : t('live.noRound'),
    ),
    withCsv<LiveTableRow>(
      {
        title: t('live.shoe'),
        dataIndex: 'shoe',
        render: (_, r) =>
          r.shoe ? (
            <Typography.Text copyable={{ text: r.shoe.seedHash }} title={r.shoe.seedHash}>
              {t('live.shoeText', { no: r.shoe.shoeNo, hands: r.shoe.handsDealt })}
            </Typography.Text>
          ) : (
            '-'
          ),
      },
      (r) =>
        r.shoe
          ? `${t('live.shoeText', { no: r.shoe.shoeNo, hands: r.shoe.handsDealt })} · ${r.shoe.seedHash}`
          : '',
    ),
    { title: t('common.actions'), valueType: 'option', fixed: 'right', render: (_, r) => actions(r) },
  ];
}

/**
 * The house's live baccarat tables (issue 24, decision 0084): each table open or closed, its
 * limits and countdown, the round under way and its shoe. Traders and admins open or close a
 * table (confirmed) and change its limits (from the next round); every role that reads sees the
 * shoe history with its rounds and can have the server verify an ended shoe.
 */
export default function LiveTablesPage() {
  const { client, access } = useConsole();
  const { t, locale } = useI18n();
  const run = useAction();
  const table = useRef<ActionType>(undefined);
  const service = useMemo(() => liveService(client), [client]);
  const [currency, setCurrency] = useState('');
  const [history, setHistory] = useState<LiveTableRow>();
  const reload = () => table.current?.reload();
  const editable = access['live.edit'];
  const toggle = editable
    ? (row: LiveTableRow, active: boolean) =>
        void run(() => service.update(liveEditOf(row, { active })), reload)
    : undefined;
  const actions = (row: LiveTableRow) => (
    <Space size={4}>
      {editable ? <LiveTableForm row={row} service={service} run={run} onSaved={reload} /> : null}
      <Button size="small" data-testid={`live-history-${row.code}`} onClick={() => setHistory(row)}>
        {t('live.history')}
      </Button>
    </Space>
  );
  const fetchRows = async () => {
    const answer = await service.tables();
    setCurrency(answer.list[0]?.currency ?? '');
    return { list: answer.list, total: answer.total };
  };
  return (
    <>
      <SettingsTable<LiveTableRow>
        rowKey="id"
        title={t('live.title', { currency })}
        actionRef={table}
        columns={columnsOf(t, locale, toggle, actions)}
        fetchRows={fetchRows}
        readOnly={editable ? undefined : t('live.readOnly')}
        csvFileName="live-tables.csv"
        polling={POLL_MS}
      />
      <LiveShoesDrawer table={history} service={service} onClose={() => setHistory(undefined)} />
    </>
  );
}
