import { type ActionType, type ProColumns, ProTable } from '@ant-design/pro-components';
import type { DepositStatus } from '@houseline/shared/api/contract/wallet';
import { Button, Popconfirm, Space } from 'antd';
import { useMemo, useRef } from 'react';
import { ReasonAction, useAction } from '../../lib/actions.tsx';
import { useConsole } from '../../lib/console-context.tsx';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { formatAmount } from '../../lib/money.ts';
import { ExportCsvButton, useServerRequest } from '../../lib/table.tsx';
import { type DepositRow, financeService } from './service.ts';

type Badge = 'Default' | 'Processing' | 'Success' | 'Error' | 'Warning';
const BADGES: Record<DepositStatus, Badge> = {
  created: 'Default',
  pending: 'Processing',
  succeeded: 'Success',
  failed: 'Error',
  expired: 'Warning',
};

export function depositStatusEnum(t: Translate) {
  return Object.fromEntries(
    (Object.keys(BADGES) as DepositStatus[]).map((s) => [
      s,
      { text: t(`deposit.status.${s}`), status: BADGES[s] },
    ]),
  );
}

function columnsOf(
  t: Translate,
  locale: string,
  actions: (row: DepositRow) => React.ReactNode,
): ProColumns<DepositRow>[] {
  return [
    { title: t('common.orderNo'), dataIndex: 'orderNo', copyable: true, search: false, width: 210 },
    { title: t('common.member'), dataIndex: 'username', search: false },
    { title: t('common.memberId'), dataIndex: 'memberId', search: false, hideInTable: true },
    { title: t('deposit.channel'), dataIndex: 'channelKind', search: false },
    {
      title: t('common.amount'),
      dataIndex: 'amount',
      search: false,
      align: 'right',
      render: (_, row) => `${formatAmount(row.amount, locale)} ${row.currency}`,
    },
    { title: t('deposit.payerName'), dataIndex: 'payerName', search: false },
    { title: t('common.status'), dataIndex: 'status', valueType: 'select', valueEnum: depositStatusEnum(t) },
    { title: t('common.reason'), dataIndex: 'reason', search: false, ellipsis: true, hideInTable: true },
    { title: t('common.createdAt'), dataIndex: 'createdAt', valueType: 'dateTime', search: false },
    {
      title: t('common.updatedAt'),
      dataIndex: 'updatedAt',
      valueType: 'dateTime',
      search: false,
      hideInTable: true,
    },
    {
      title: t('common.actions'),
      valueType: 'option',
      fixed: 'right',
      width: 190,
      render: (_, row) => actions(row),
    },
  ];
}

/** The deposit queue: bank transfers wait here for finance to confirm (credits once) or reject. */
export default function DepositsPage() {
  const { client } = useConsole();
  const { t, locale } = useI18n();
  const run = useAction();
  const table = useRef<ActionType>(undefined);
  const filters = useRef<Record<string, unknown>>({ status: 'pending' });
  const service = useMemo(() => financeService(client), [client]);
  const reload = () => table.current?.reload();

  const actions = (row: DepositRow) =>
    row.status === 'pending' || row.status === 'created' ? (
      <Space size={4}>
        {row.status === 'pending' ? (
          <Popconfirm
            title={t('deposit.confirmTitle', { orderNo: row.orderNo })}
            description={t('deposit.confirmBody', {
              username: row.username,
              amount: `${formatAmount(row.amount, locale)} ${row.currency}`,
            })}
            okText={t('common.confirm')}
            cancelText={t('common.cancel')}
            onConfirm={() => run(() => service.confirmDeposit(row.orderNo), reload)}
          >
            <Button size="small" type="primary" data-testid={`confirm-${row.orderNo}`}>
              {t('deposit.confirm')}
            </Button>
          </Popconfirm>
        ) : null}
        <ReasonAction
          label={t('deposit.reject')}
          title={t('deposit.rejectTitle', { orderNo: row.orderNo })}
          onSubmit={(reason) => run(() => service.rejectDeposit(row.orderNo, reason), reload)}
        />
      </Space>
    ) : null;
  const columns = columnsOf(t, locale, actions);

  const request = useServerRequest((query) => {
    filters.current = query;
    return service.deposits(query);
  });
  return (
    <ProTable<DepositRow>
      rowKey="orderNo"
      headerTitle={t('menu.deposits')}
      actionRef={table}
      columns={columns}
      form={{ initialValues: { status: 'pending' } }}
      request={request}
      pagination={{ defaultPageSize: 20, showSizeChanger: true }}
      search={{ labelWidth: 'auto' }}
      options={{ setting: true, density: true, reload: true }}
      columnsState={{ persistenceKey: 'console.deposits.columns', persistenceType: 'localStorage' }}
      toolBarRender={() => [
        <ExportCsvButton
          key="csv"
          fileName="deposits.csv"
          columns={columns}
          filters={() => filters.current}
          fetchPage={service.deposits}
        />,
      ]}
      scroll={{ x: 1100 }}
    />
  );
}
