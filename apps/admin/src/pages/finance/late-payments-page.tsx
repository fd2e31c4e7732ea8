import {
  type ActionType,
  ModalForm,
  type ProColumns,
  ProFormRadio,
  ProFormTextArea,
  ProTable,
} from '@ant-design/pro-components';
import type { LatePaymentStatus } from '@houseline/shared/api/contract/money-ops';
import { Button } from 'antd';
import { type ReactNode, useMemo, useRef } from 'react';
import { useAction } from '../../lib/actions.tsx';
import { useConsole } from '../../lib/console-context.tsx';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { formatAmount } from '../../lib/money.ts';
import { ExportCsvButton, useServerRequest } from '../../lib/table.tsx';
import { financeService, type LatePaymentRow } from './service.ts';

const BADGES: Record<LatePaymentStatus, 'Warning' | 'Success' | 'Default'> = {
  held: 'Warning',
  credited: 'Success',
  refunded_outside: 'Default',
};

function statusEnum(t: Translate) {
  return Object.fromEntries(
    (Object.keys(BADGES) as LatePaymentStatus[]).map((s) => [
      s,
      { text: t(`late.status.${s}`), status: BADGES[s] },
    ]),
  );
}

function columnsOf(
  t: Translate,
  locale: string,
  actions: (row: LatePaymentRow) => ReactNode,
): ProColumns<LatePaymentRow>[] {
  return [
    { title: t('common.orderNo'), dataIndex: 'orderNo', copyable: true, search: false },
    { title: t('common.memberId'), dataIndex: 'memberId', search: false },
    { title: t('late.gateway'), dataIndex: 'gateway', search: false },
    {
      title: t('late.paidAmount'),
      dataIndex: 'paidAmount',
      search: false,
      align: 'right',
      render: (_, r) => `${formatAmount(r.paidAmount, locale)} ${r.currency}`,
    },
    { title: t('late.orderStatus'), dataIndex: 'orderStatus', search: false },
    { title: t('common.status'), dataIndex: 'status', valueType: 'select', valueEnum: statusEnum(t) },
    { title: t('late.note'), dataIndex: 'note', search: false, ellipsis: true },
    { title: t('common.createdAt'), dataIndex: 'createdAt', valueType: 'dateTime', search: false },
    { title: t('late.resolvedAt'), dataIndex: 'resolvedAt', valueType: 'dateTime', search: false },
    {
      title: t('common.actions'),
      valueType: 'option',
      fixed: 'right',
      width: 200,
      render: (_, row) => actions(row),
    },
  ];
}

/** Gateway payments that came for a failed or expired order: finance credits them or records a refund. */
export default function LatePaymentsPage() {
  const { client } = useConsole();
  const { t, locale } = useI18n();
  const run = useAction();
  const table = useRef<ActionType>(undefined);
  const filters = useRef<Record<string, unknown>>({});
  const service = useMemo(() => financeService(client), [client]);

  const actions = (row: LatePaymentRow) =>
    row.status !== 'held' ? null : (
      <ModalForm<{ action: 'credit' | 'refund_outside'; reason: string }>
        title={t('late.resolveTitle', { orderNo: row.orderNo })}
        width={460}
        trigger={<Button size="small">{t('common.actions')}</Button>}
        initialValues={{ action: 'credit' }}
        modalProps={{ destroyOnHidden: true, okText: t('common.confirm'), cancelText: t('common.cancel') }}
        onFinish={(v) =>
          run(
            () => service.resolveLatePayment(row.orderNo, v.action, v.reason),
            () => table.current?.reload(),
          )
        }
      >
        <ProFormRadio.Group
          name="action"
          options={[
            { value: 'credit', label: t('late.credit') },
            { value: 'refund_outside', label: t('late.refund') },
          ]}
        />
        <ProFormTextArea
          name="reason"
          label={t('common.reason')}
          placeholder={t('common.reasonHint')}
          rules={[{ required: true, min: 2, max: 200, message: t('common.reasonHint') }]}
        />
      </ModalForm>
    );
  const columns = columnsOf(t, locale, actions);

  const request = useServerRequest((query) => {
    filters.current = query;
    return service.latePayments(query);
  });
  return (
    <ProTable<LatePaymentRow>
      rowKey="orderNo"
      headerTitle={t('menu.latePayments')}
      actionRef={table}
      columns={columns}
      request={request}
      pagination={{ defaultPageSize: 20, showSizeChanger: true }}
      search={{ labelWidth: 'auto' }}
      options={{ setting: true, density: true, reload: true }}
      toolBarRender={() => [
        <ExportCsvButton
          key="csv"
          fileName="late-payments.csv"
          columns={columns}
          filters={() => filters.current}
          fetchPage={service.latePayments}
        />,
      ]}
      scroll={{ x: 'max-content' }}
    />
  );
}
