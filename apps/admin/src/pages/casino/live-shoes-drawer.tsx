import { type ProColumns, ProTable } from '@ant-design/pro-components';
import { App, Button, Drawer, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { formatAmount } from '../../lib/money.ts';
import { ExportCsvButton, useServerRequest, withCsv } from '../../lib/table.tsx';
import type { LiveRoundRow, LiveService, LiveShoeRow, LiveTableRow, LiveVerdict } from './live-service.ts';

const hash = (text: string | null) => (text ? `${text.slice(0, 10)}…${text.slice(-4)}` : null);

/** The verdict of a shoe's verification in the operator's words. */
export function verdictText(t: Translate, v: LiveVerdict): string {
  if (v.verified) return t('live.verified', { count: v.handsChecked });
  if (!v.seedHashOk || !v.mismatch) return t('live.verifyHashFailed');
  return t('live.verifyFailed', {
    hand: v.mismatch.handNo,
    field: t(`live.verifyField.${v.mismatch.field}`),
    expected: v.mismatch.expected,
    stored: v.mismatch.stored,
  });
}

function roundColumns(t: Translate, locale: string): ProColumns<LiveRoundRow>[] {
  return [
    { title: t('live.handNo'), dataIndex: 'handNo', width: 70 },
    { title: t('live.phase'), dataIndex: 'phase', render: (_, r) => t(`live.phase.${r.phase}`) },
    withCsv<LiveRoundRow>(
      {
        title: t('live.result'),
        dataIndex: 'outcome',
        render: (_, r) => (r.outcome ? t(`live.winner.${r.outcome.winner}`) : '-'),
      },
      (r) => (r.outcome ? t(`live.winner.${r.outcome.winner}`) : ''),
    ),
    withCsv<LiveRoundRow>(
      { title: t('live.playerCards'), dataIndex: 'playerCards', render: (_, r) => r.playerCards.join(' ') },
      (r) => r.playerCards.join(' '),
    ),
    withCsv<LiveRoundRow>(
      { title: t('live.bankerCards'), dataIndex: 'bankerCards', render: (_, r) => r.bankerCards.join(' ') },
      (r) => r.bankerCards.join(' '),
    ),
    withCsv<LiveRoundRow>(
      {
        title: t('live.points'),
        key: 'points',
        render: (_, r) => (r.outcome ? `${r.outcome.playerTotal}:${r.outcome.bankerTotal}` : '-'),
      },
      (r) => (r.outcome ? `${r.outcome.playerTotal}:${r.outcome.bankerTotal}` : ''),
    ),
    { title: t('live.betsCount'), dataIndex: 'betsCount', align: 'right' },
    {
      title: t('live.staked'),
      dataIndex: 'staked',
      align: 'right',
      render: (_, r) => formatAmount(r.staked, locale),
    },
    {
      title: t('live.paid'),
      dataIndex: 'paid',
      align: 'right',
      render: (_, r) => formatAmount(r.paid, locale),
    },
    { title: t('live.settledAt'), dataIndex: 'settledAt', valueType: 'dateTime' },
  ];
}

/** A shoe's rounds, paged by the server, in hand order. */
function ShoeRounds(props: { shoe: LiveShoeRow; service: LiveService }) {
  const { t, locale } = useI18n();
  const { shoe, service } = props;
  const fetchPage = (query: Record<string, unknown>) => service.rounds(shoe.id, query);
  const request = useServerRequest(fetchPage);
  const columns = roundColumns(t, locale);
  return (
    <ProTable<LiveRoundRow>
      rowKey="roundId"
      headerTitle={t('live.roundsTitle', { no: shoe.shoeNo })}
      columns={columns}
      request={request}
      search={false}
      options={false}
      pagination={{ defaultPageSize: 10, showSizeChanger: false }}
      toolBarRender={() => [
        <ExportCsvButton
          key="csv"
          fileName={`live-shoe-${shoe.shoeNo}-rounds.csv`}
          columns={columns}
          filters={() => ({})}
          fetchPage={fetchPage}
        />,
      ]}
      scroll={{ x: 'max-content' }}
      data-testid="live-rounds"
    />
  );
}

function shoeColumns(
  t: Translate,
  open: (shoe: LiveShoeRow) => void,
  verify: (shoe: LiveShoeRow) => void,
): ProColumns<LiveShoeRow>[] {
  return [
    { title: t('live.shoeNo'), dataIndex: 'shoeNo', width: 70 },
    {
      title: t('live.shoeStatus'),
      dataIndex: 'status',
      render: (_, s) => (
        <Tag color={s.status === 'ended' ? 'default' : 'processing'}>{t(`live.shoe.${s.status}`)}</Tag>
      ),
    },
    { title: t('live.startedAt'), dataIndex: 'startedAt', valueType: 'dateTime' },
    { title: t('live.endedAt'), dataIndex: 'endedAt', valueType: 'dateTime' },
    { title: t('live.handsDealt'), dataIndex: 'handsDealt', align: 'right' },
    {
      title: t('live.seedHash'),
      dataIndex: 'seedHash',
      render: (_, s) => <Typography.Text copyable={{ text: s.seedHash }}>{hash(s.seedHash)}</Typography.Text>,
    },
    { title: t('live.nonce'), dataIndex: 'nonce' },
    {
      title: t('live.seed'),
      dataIndex: 'seed',
      render: (_, s) =>
        s.seed ? (
          <Typography.Text copyable={{ text: s.seed }}>{hash(s.seed)}</Typography.Text>
        ) : (
          <Typography.Text type="secondary">{t('live.seedHidden')}</Typography.Text>
        ),
    },
    {
      title: t('common.actions'),
      valueType: 'option',
      fixed: 'right',
      render: (_, s) => (
        <Space size={4}>
          <Button size="small" data-testid={`live-rounds-${s.shoeNo}`} onClick={() => open(s)}>
            {t('live.rounds')}
          </Button>
          {s.status === 'ended' ? (
            <Button
              size="small"
              type="primary"
              data-testid={`live-verify-${s.shoeNo}`}
              onClick={() => verify(s)}
            >
              {t('live.verify')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];
}

/**
 * A table's shoe history (newest first, paged by the server): each shoe's seed hash, and for an
 * ended one its seed and nonce; its rounds below; "verify" has the server re-deal the shoe from
 * its seed and compare every recorded round.
 */
export function LiveShoesDrawer(props: {
  table: LiveTableRow | undefined;
  service: LiveService;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const { modal, message } = App.useApp();
  const { table, service } = props;
  const [shoe, setShoe] = useState<LiveShoeRow>();
  const fetchPage = (query: Record<string, unknown>) => service.shoes(table?.id ?? 0, query);
  const request = useServerRequest(fetchPage);
  const columns = shoeColumns(t, setShoe, async (s) => {
    try {
      const verdict = await service.verify(s.id);
      const show = verdict.verified ? modal.success : modal.error;
      show({
        title: t('live.verifyTitle', { no: s.shoeNo }),
        content: <span data-testid="live-verdict">{verdictText(t, verdict)}</span>,
        okText: t('common.confirm'),
      });
    } catch (caught) {
      message.error(caught instanceof Error ? caught.message : String(caught));
    }
  });
  return (
    <Drawer
      open={table !== undefined}
      width="min(1280px, 96vw)"
      title={table ? t('live.historyTitle', { name: table.name }) : ''}
      onClose={() => {
        setShoe(undefined);
        props.onClose();
      }}
      destroyOnHidden
    >
      {table ? (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <ProTable<LiveShoeRow>
            rowKey="id"
            columns={columns}
            request={request}
            search={false}
            options={false}
            pagination={{ defaultPageSize: 10, showSizeChanger: false }}
            toolBarRender={() => [
              <ExportCsvButton
                key="csv"
                fileName={`live-${table.code}-shoes.csv`}
                columns={columns}
                filters={() => ({})}
                fetchPage={fetchPage}
              />,
            ]}
            scroll={{ x: 'max-content' }}
          />
          {shoe ? <ShoeRounds key={shoe.id} shoe={shoe} service={service} /> : null}
        </Space>
      ) : null}
    </Drawer>
  );
}
