import { type ProColumns, ProTable } from '@ant-design/pro-components';
import { Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useRef } from 'react';
import { useConsole } from '../../lib/console-context.tsx';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { ExportCsvButton, useServerRequest } from '../../lib/table.tsx';
import { type AuditRow, auditService } from './service.ts';

function columnsOf(t: Translate): ProColumns<AuditRow>[] {
  return [
    { title: t('audit.time'), dataIndex: 'createdAt', valueType: 'dateTime', search: false, width: 180 },
    {
      title: t('audit.time'),
      dataIndex: 'range',
      valueType: 'dateTimeRange',
      hideInTable: true,
      search: {
        transform: (value: [Dayjs | string, Dayjs | string]) => ({ from: iso(value[0]), to: iso(value[1]) }),
      },
    },
    { title: t('audit.operator'), dataIndex: 'operator', width: 140 },
    {
      title: t('audit.action'),
      dataIndex: 'action',
      width: 200,
      // An action is an identifier the search filters on (`deposit.confirm`), shown as code.
      render: (_, row) => <Typography.Text code>{row.action}</Typography.Text>,
    },
    { title: t('audit.target'), dataIndex: 'target', copyable: true, width: 220 },
    {
      title: t('audit.detail'),
      dataIndex: 'detail',
      search: false,
      render: (_, row) => (
        <Typography.Text code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {JSON.stringify(row.detail)}
        </Typography.Text>
      ),
    },
  ];
}

function iso(value: Dayjs | string): string {
  return typeof value === 'string' ? new Date(value).toISOString() : value.toDate().toISOString();
}

/** The append-only log of operator actions: who, what, on what, when, with its detail; filters on the server. */
export default function AuditLogPage() {
  const { client } = useConsole();
  const { t } = useI18n();
  const filters = useRef<Record<string, unknown>>({});
  const service = useMemo(() => auditService(client), [client]);
  const columns = columnsOf(t);
  const request = useServerRequest((query) => {
    filters.current = query;
    return service.search(query);
  });
  return (
    <ProTable<AuditRow>
      rowKey="id"
      headerTitle={t('menu.audit')}
      columns={columns}
      request={request}
      pagination={{ defaultPageSize: 20, showSizeChanger: true }}
      search={{ labelWidth: 'auto' }}
      options={{ setting: true, density: true, reload: true }}
      toolBarRender={() => [
        <ExportCsvButton
          key="csv"
          fileName="audit-log.csv"
          columns={columns}
          filters={() => filters.current}
          fetchPage={service.search}
        />,
      ]}
    />
  );
}
