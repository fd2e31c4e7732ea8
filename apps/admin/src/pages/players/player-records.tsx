import { type ProColumns, ProTable } from '@ant-design/pro-components';
import type { PlayerRecordKind } from '@houseline/shared/api/contract/reports';
import { useMemo, useRef } from 'react';
import { useConsole } from '../../lib/console-context.tsx';
import { type Translate, useI18n, valueText } from '../../lib/i18n.tsx';
import { formatAmount } from '../../lib/money.ts';
import { ExportCsvButton, useServerRequest } from '../../lib/table.tsx';
import { type PlayerRecord, playerService } from './player-service.ts';

type Column = 'ref' | 'amount' | 'status' | 'detail' | 'ip' | 'by';
/** The columns each kind of record fills (the others stay empty for it, so they are not shown). */
const COLUMNS: Record<PlayerRecordKind, Column[]> = {
  deposits: ['ref', 'amount', 'status', 'detail'],
  withdrawals: ['ref', 'amount', 'status', 'detail'],
  sportsBets: ['ref', 'amount', 'status', 'detail'],
  venueBets: ['ref', 'amount', 'status', 'detail'],
  ledger: ['ref', 'amount', 'status', 'detail'],
  logins: ['ref', 'status', 'ip', 'detail'],
  notes: ['detail', 'by'],
  audit: ['status', 'ref', 'detail', 'by', 'ip'],
};

/** The catalogue prefix of each kind's status column (a server code the console names). */
const STATUS_TEXT: Partial<Record<PlayerRecordKind, string>> = {
  deposits: 'deposit.status',
  withdrawals: 'withdrawal.status',
  ledger: 'player.wallet',
};

function columnsOf(t: Translate, locale: string, kind: PlayerRecordKind): ProColumns<PlayerRecord>[] {
  const all: Record<Column, ProColumns<PlayerRecord>> = {
    ref: { title: t(`player.col.ref.${kind}`), dataIndex: 'ref', copyable: true, ellipsis: true },
    amount: {
      title: t('common.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (_, r) => (r.amount === null ? '-' : `${formatAmount(r.amount, locale)} ${r.currency ?? ''}`),
    },
    status: {
      title: t(`player.col.status.${kind}`),
      dataIndex: 'status',
      render: (_, r) => {
        const prefix = STATUS_TEXT[kind];
        return r.status === null ? '-' : prefix ? valueText(t, prefix, r.status) : r.status;
      },
    },
    detail: { title: t(`player.col.detail.${kind}`), dataIndex: 'detail', ellipsis: true },
    ip: { title: t('player.col.ip'), dataIndex: 'ip' },
    by: { title: t('audit.operator'), dataIndex: 'by' },
  };
  return [
    { title: t('audit.time'), dataIndex: 'at', valueType: 'dateTime', width: 170 },
    ...COLUMNS[kind].map((c) => all[c]),
  ];
}

/** One kind of a player's records, paged on the server, with a CSV export of every page. */
export function PlayerRecordsTable(props: { memberId: string; kind: PlayerRecordKind; version?: number }) {
  const { client } = useConsole();
  const { t, locale } = useI18n();
  const service = useMemo(() => playerService(client), [client]);
  const filters = useRef<Record<string, unknown>>({});
  const fetchPage = (query: Record<string, unknown>) => service.records(props.memberId, props.kind, query);
  const request = useServerRequest((query) => {
    filters.current = query;
    return fetchPage(query);
  });
  const columns = columnsOf(t, locale, props.kind);
  return (
    <ProTable<PlayerRecord>
      rowKey="id"
      columns={columns}
      request={request}
      // A new version (an action on the page) re-reads the records.
      params={{ version: props.version ?? 0 }}
      search={false}
      pagination={{ defaultPageSize: 10, showSizeChanger: true }}
      options={{ reload: true, density: false, setting: true }}
      toolBarRender={() => [
        <ExportCsvButton
          key="csv"
          fileName={`player-${props.memberId}-${props.kind}.csv`}
          columns={columns}
          filters={() => filters.current}
          fetchPage={fetchPage}
        />,
      ]}
      scroll={{ x: 'max-content' }}
      data-testid={`player-records-${props.kind}`}
    />
  );
}
