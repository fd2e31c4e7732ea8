import {
  type ActionType,
  ModalForm,
  type ProColumns,
  ProFormTextArea,
  ProTable,
} from '@ant-design/pro-components';
import type { RiskSignal } from '@houseline/shared/api/contract/verification';
import { Button } from 'antd';
import { type ReactNode, useMemo, useRef } from 'react';
import { useAction } from '../../lib/actions.tsx';
import { useConsole } from '../../lib/console-context.tsx';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { serverRequest } from '../../lib/table.tsx';
import type { MessageKey } from '../../locales/zh-CN.ts';
import { type RiskAlertRow, verificationService } from './service.ts';

/** The signals, as data here: the console imports only types from the contract (zod stays out). */
const RISK_SIGNALS: readonly RiskSignal[] = [
  'net_deposits',
  'deposit_after_loss',
  'limit_increases',
  'shared_device',
  'withdraw_without_play',
];

function columnsOf(t: Translate, actions: (row: RiskAlertRow) => ReactNode): ProColumns<RiskAlertRow>[] {
  const signals = Object.fromEntries(
    RISK_SIGNALS.map((s) => [s, { text: t(`risk.signal.${s}` as MessageKey) }]),
  );
  return [
    {
      title: t('alerts.state'),
      dataIndex: 'state',
      valueType: 'radioButton',
      hideInTable: true,
      valueEnum: { open: { text: t('alerts.state.open') }, all: { text: t('alerts.state.all') } },
    },
    { title: 'ID', dataIndex: 'id', search: false, width: 70 },
    { title: t('risk.signal'), dataIndex: 'signal', valueType: 'select', valueEnum: signals },
    {
      title: t('risk.member'),
      dataIndex: 'username',
      search: false,
      copyable: true,
      render: (_, row) => `${row.username} (#${row.memberId})`,
    },
    { title: t('risk.detail'), dataIndex: 'detail', search: false, ellipsis: true },
    { title: t('common.createdAt'), dataIndex: 'createdAt', valueType: 'dateTime', search: false },
    { title: t('risk.note'), dataIndex: 'resolutionNote', search: false, ellipsis: true },
    { title: t('alerts.resolvedAt'), dataIndex: 'resolvedAt', valueType: 'dateTime', search: false },
    { title: t('common.actions'), valueType: 'option', render: (_, row) => actions(row) },
  ];
}

/** The risk alerts of the brand with the member linked; an operator records what was done. */
export default function RiskAlertsPage() {
  const { client } = useConsole();
  const { t } = useI18n();
  const run = useAction();
  const table = useRef<ActionType>(undefined);
  const service = useMemo(() => verificationService(client), [client]);
  const actions = (row: RiskAlertRow) =>
    row.resolvedAt ? null : (
      <ModalForm<{ note: string }>
        title={t('risk.resolveTitle')}
        width={480}
        trigger={<Button size="small">{t('risk.resolve')}</Button>}
        modalProps={{ destroyOnHidden: true, okText: t('common.confirm'), cancelText: t('common.cancel') }}
        onFinish={async ({ note }) =>
          run(
            () => service.resolve(row.id, note),
            () => table.current?.reload(),
          )
        }
      >
        <ProFormTextArea
          name="note"
          label={t('risk.note')}
          placeholder={t('risk.noteHint')}
          fieldProps={{ maxLength: 500, showCount: true }}
          rules={[{ required: true, whitespace: true, message: t('risk.noteHint') }]}
        />
      </ModalForm>
    );
  return (
    <ProTable<RiskAlertRow>
      rowKey="id"
      headerTitle={t('menu.riskAlerts')}
      actionRef={table}
      columns={columnsOf(t, actions)}
      form={{ initialValues: { state: 'open' } }}
      request={serverRequest((query) => service.riskAlerts(query))}
      pagination={{ defaultPageSize: 20, showSizeChanger: true }}
      search={{ labelWidth: 'auto' }}
      options={{ setting: true, density: true, reload: true }}
    />
  );
}
