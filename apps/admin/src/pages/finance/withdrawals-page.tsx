import { type ActionType, type ProColumns, ProTable } from '@ant-design/pro-components';
import type { WithdrawStatus } from '@houseline/shared/api/contract/wallet';
import { Button, Popconfirm, Space } from 'antd';
import { type ReactNode, useMemo, useRef } from 'react';
import { ReasonAction, useAction } from '../../lib/actions.tsx';
import { useConsole } from '../../lib/console-context.tsx';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { formatAmount } from '../../lib/money.ts';
import { ExportCsvButton, useServerRequest } from '../../lib/table.tsx';
import { financeService, type WithdrawalRow } from './service.ts';

type Badge = 'Default' | 'Processing' | 'Success' | 'Error' | 'Warning';
const BADGES: Record<WithdrawStatus, Badge> = {
  requested: 'Warning',
  reviewing: 'Processing',
  approved: 'Processing',
  paid: 'Success',
  rejected: 'Error',
};

function statusEnum(t: Translate) {
  return Object.fromEntries(
    (Object.keys(BADGES) as WithdrawStatus[]).map((s) => [
      s,
      { text: t(`withdrawal.status.${s}`), status: BADGES[s] },
    ]),
  );
}

function columnsOf(
  t: Translate,
  locale: string,
  actions: (row: WithdrawalRow) => ReactNode,
): ProColumns<WithdrawalRow>[] {
  const money = (v: string, row: WithdrawalRow) => `${formatAmount(v, locale)} ${row.currency}`;
  return [
    { title: t('common.orderNo'), dataIndex: 'orderNo', copyable: true, search: false, width: 210 },
    { title: t('common.member'), dataIndex: 'username', search: false },
    { title: t('common.memberId'), dataIndex: 'memberId', search: false, hideInTable: true },
    {
      title: t('common.amount'),
      dataIndex: 'amount',
      search: false,
      align: 'right',
      render: (_, r) => money(r.amount, r),
    },
    {
      title: t('withdrawal.fee'),
      dataIndex: 'fee',
      search: false,
      align: 'right',
      render: (_, r) => money(r.fee, r),
    },
    { title: t('withdrawal.account'), dataIndex: 'accountLabel', search: false, ellipsis: true },
    { title: t('common.status'), dataIndex: 'status', valueType: 'select', valueEnum: statusEnum(t) },
    { title: t('common.reason'), dataIndex: 'reason', search: false, ellipsis: true },
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
      width: 220,
      render: (_, row) => actions(row),
    },
  ];
}

/**
 * Withdrawal review: requested → in review → approved → paid, or rejected with a reason at any open
 * step (the held money goes back). Each button is the next step the server allows from the row's state.
 */
export default function WithdrawalsPage() {
  const { client } = useConsole();
  const { t, locale } = useI18n();
  const run = useAction();
  const table = useRef<ActionType>(undefined);
  const filters = useRef<Record<string, unknown>>({});
  const service = useMemo(() => financeService(client), [client]);
  const reload = () => table.current?.reload();

  const step = (row: WithdrawalRow): ReactNode => {
    if (row.status === 'requested')
      return (
        <Button size="small" onClick={() => run(() => service.reviewWithdrawal(row.orderNo), reload)}>
          {t('withdrawal.review')}
        </Button>
      );
    if (row.status === 'reviewing')
      return (
        <Button
          size="small"
          type="primary"
          onClick={() => run(() => service.approveWithdrawal(row.orderNo), reload)}
        >
          {t('withdrawal.approve')}
        </Button>
      );
    if (row.status === 'approved')
      return (
        <Popconfirm
          title={t('withdrawal.payTitle', { orderNo: row.orderNo })}
          okText={t('common.confirm')}
          cancelText={t('common.cancel')}
          onConfirm={() => run(() => service.payWithdrawal(row.orderNo), reload)}
        >
          <Button size="small" type="primary">
            {t('withdrawal.pay')}
          </Button>
        </Popconfirm>
      );
    return null;
  };
  const actions = (row: WithdrawalRow) =>
    row.status === 'paid' || row.status === 'rejected' ? null : (
      <Space size={4}>
        {step(row)}
        <ReasonAction
          label={t('withdrawal.reject')}
          title={t('withdrawal.rejectTitle', { orderNo: row.orderNo })}
          onSubmit={(reason) => run(() => service.rejectWithdrawal(row.orderNo, reason), reload)}
        />
      </Space>
    );
  const columns = columnsOf(t, locale, actions);

  const request = useServerRequest((query) => {
    filters.current = query;
    return service.withdrawals(query);
  });
  return (
    <ProTable<WithdrawalRow>
      rowKey="orderNo"
      headerTitle={t('menu.withdrawals')}
      actionRef={table}
      columns={columns}
      request={request}
      pagination={{ defaultPageSize: 20, showSizeChanger: true }}
      search={{ labelWidth: 'auto' }}
      options={{ setting: true, density: true, reload: true }}
      columnsState={{ persistenceKey: 'console.withdrawals.columns', persistenceType: 'localStorage' }}
      toolBarRender={() => [
        <ExportCsvButton
          key="csv"
          fileName="withdrawals.csv"
          columns={columns}
          filters={() => filters.current}
          fetchPage={service.withdrawals}
        />,
      ]}
      scroll={{ x: 1200 }}
    />
  );
}
