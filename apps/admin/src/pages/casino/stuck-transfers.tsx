import { type ActionType, type ProColumns, ProTable } from '@ant-design/pro-components';
import { Button, Popconfirm } from 'antd';
import { type ReactNode, useRef } from 'react';
import { useAction } from '../../lib/actions.tsx';
import { type Translate, useI18n, valueText } from '../../lib/i18n.tsx';
import { formatAmount } from '../../lib/money.ts';
import { useServerRequest } from '../../lib/table.tsx';
import type { CasinoService, StuckTransferRow } from './service.ts';

function columnsOf(
  t: Translate,
  locale: string,
  actions: (row: StuckTransferRow) => ReactNode,
): ProColumns<StuckTransferRow>[] {
  return [
    { title: t('venues.transferId'), dataIndex: 'transferId', copyable: true },
    { title: t('common.memberId'), dataIndex: 'memberId' },
    { title: t('venues.code'), dataIndex: 'venue' },
    {
      title: t('venues.direction'),
      dataIndex: 'direction',
      render: (_, row) => valueText(t, 'venues.direction', row.direction),
    },
    {
      title: t('common.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (_, row) => `${formatAmount(row.amount, locale)} ${row.currency}`,
    },
    { title: t('venues.attempts'), dataIndex: 'attempts', align: 'right' },
    { title: t('venues.lastError'), dataIndex: 'lastError', ellipsis: true },
    { title: t('venues.stuckAt'), dataIndex: 'stuckAt', valueType: 'dateTime' },
    { title: t('common.actions'), valueType: 'option', fixed: 'right', render: (_, row) => actions(row) },
  ];
}

/**
 * Venue transfers stuck past the reconciler's attempt cap (still pending, the money in clearing):
 * once the cause is fixed, an operator sends one back to the reconciler.
 */
export function StuckTransfers(props: { service: CasinoService }) {
  const { t, locale } = useI18n();
  const run = useAction();
  const table = useRef<ActionType>(undefined);
  const { service } = props;
  const actions = (row: StuckTransferRow) => (
    <Popconfirm
      title={t('venues.confirmRetry', { transferId: row.transferId })}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      onConfirm={() =>
        run(
          () => service.retryTransfer(row.transferId),
          () => table.current?.reload(),
        )
      }
    >
      <Button size="small" type="primary">
        {t('venues.retry')}
      </Button>
    </Popconfirm>
  );
  const request = useServerRequest((query) => service.stuckTransfers(query));
  return (
    <ProTable<StuckTransferRow>
      rowKey="transferId"
      headerTitle={t('venues.stuckTitle')}
      actionRef={table}
      columns={columnsOf(t, locale, actions)}
      request={request}
      search={false}
      pagination={{ defaultPageSize: 10 }}
      options={{ reload: true, density: false, setting: false }}
      scroll={{ x: 'max-content' }}
    />
  );
}
