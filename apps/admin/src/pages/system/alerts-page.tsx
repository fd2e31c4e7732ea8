import { type ActionType, type ProColumns, ProTable } from '@ant-design/pro-components';
import { Button } from 'antd';
import { type ReactNode, useMemo, useRef } from 'react';
import { useAction } from '../../lib/actions.tsx';
import { useConsole } from '../../lib/console-context.tsx';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { ExportCsvButton, useServerRequest } from '../../lib/table.tsx';
import { type AlertRow, systemService } from './service.ts';

function columnsOf(t: Translate, actions: (row: AlertRow) => ReactNode): ProColumns<AlertRow>[] {
  return [
    {
      title: t('alerts.state'),
      dataIndex: 'state',
      valueType: 'radioButton',
      hideInTable: true,
      valueEnum: { open: { text: t('alerts.state.open') }, all: { text: t('alerts.state.all') } },
    },
    { title: 'ID', dataIndex: 'id', search: false, width: 80 },
    { title: t('alerts.job'), dataIndex: 'job', search: false },
    { title: t('alerts.subject'), dataIndex: 'subject', search: false, copyable: true },
    { title: t('alerts.detail'), dataIndex: 'detail', search: false, ellipsis: true },
    { title: t('common.createdAt'), dataIndex: 'createdAt', valueType: 'dateTime', search: false },
    { title: t('alerts.resolvedAt'), dataIndex: 'resolvedAt', valueType: 'dateTime', search: false },
    {
      title: t('common.actions'),
      valueType: 'option',
      fixed: 'right',
      width: 200,
      render: (_, row) => actions(row),
    },
  ];
}

/** The background jobs' alerts (stuck items, failing jobs, books mismatches); an admin marks them handled. */
export default function AlertsPage() {
  const { client } = useConsole();
  const { t } = useI18n();
  const run = useAction();
  const table = useRef<ActionType>(undefined);
  const filters = useRef<Record<string, unknown>>({ state: 'open' });
  const service = useMemo(() => systemService(client), [client]);
  const actions = (row: AlertRow) =>
    row.resolvedAt ? null : (
      <Button
        size="small"
        onClick={() =>
          run(
            () => service.resolveAlert(row.id),
            () => table.current?.reload(),
          )
        }
      >
        {t('alerts.resolve')}
      </Button>
    );
  const columns = columnsOf(t, actions);
  const request = useServerRequest((query) => {
    filters.current = query;
    return service.alerts(query);
  });
  return (
    <ProTable<AlertRow>
      rowKey="id"
      headerTitle={t('menu.alerts')}
      actionRef={table}
      columns={columns}
      form={{ initialValues: { state: 'open' } }}
      request={request}
      pagination={{ defaultPageSize: 20, showSizeChanger: true }}
      search={{ labelWidth: 'auto' }}
      options={{ setting: true, density: true, reload: true }}
      toolBarRender={() => [
        <ExportCsvButton
          key="csv"
          fileName="job-alerts.csv"
          columns={columns}
          filters={() => filters.current}
          fetchPage={service.alerts}
        />,
      ]}
      scroll={{ x: 'max-content' }}
    />
  );
}
