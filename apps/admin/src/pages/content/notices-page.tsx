import {
  type ActionType,
  ModalForm,
  type ProColumns,
  ProFormDigit,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
  ProTable,
} from '@ant-design/pro-components';
import { Button, Popconfirm, Tag } from 'antd';
import { useMemo, useRef } from 'react';
import { useAction } from '../../lib/actions.tsx';
import { useConsole } from '../../lib/console-context.tsx';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { ExportCsvButton, useServerRequest } from '../../lib/table.tsx';
import { contentService, type NoticeRow } from './service.ts';

function columnsOf(t: Translate, withdraw: (row: NoticeRow) => React.ReactNode): ProColumns<NoticeRow>[] {
  return [
    { title: 'ID', dataIndex: 'id', width: 70 },
    { title: t('notice.title'), dataIndex: 'title', ellipsis: true },
    { title: t('notice.body'), dataIndex: 'body', ellipsis: true },
    { title: t('notice.minVip'), dataIndex: 'minVipLevel', width: 100 },
    {
      title: t('notice.kind'),
      dataIndex: 'marketing',
      width: 100,
      render: (_, r) =>
        r.marketing ? <Tag color="orange">{t('notice.marketing')}</Tag> : <Tag>{t('notice.service')}</Tag>,
    },
    { title: t('notice.publishedAt'), dataIndex: 'publishedAt', valueType: 'dateTime' },
    {
      title: t('common.status'),
      dataIndex: 'withdrawnAt',
      render: (_, r) =>
        r.withdrawnAt ? <Tag>{t('notice.withdrawn')}</Tag> : <Tag color="green">{t('notice.live')}</Tag>,
    },
    {
      title: t('common.actions'),
      valueType: 'option',
      fixed: 'right',
      width: 120,
      render: (_, r) => withdraw(r),
    },
  ];
}

/** The brand's notices (the member site's notice bar and inbox): publish one, withdraw one. */
export default function NoticesPage() {
  const { client, siteCode } = useConsole();
  const { t } = useI18n();
  const run = useAction();
  const table = useRef<ActionType>(undefined);
  const filters = useRef<Record<string, unknown>>({});
  const service = useMemo(() => contentService(client, siteCode), [client, siteCode]);
  const reload = () => table.current?.reload();
  const withdraw = (row: NoticeRow) =>
    row.withdrawnAt ? null : (
      <Popconfirm
        title={t('notice.withdrawTitle', { title: row.title })}
        okText={t('common.confirm')}
        cancelText={t('common.cancel')}
        onConfirm={() => run(() => service.withdraw(row.id), reload)}
      >
        <Button size="small" danger>
          {t('notice.withdraw')}
        </Button>
      </Popconfirm>
    );
  const columns = columnsOf(t, withdraw);
  const request = useServerRequest((query) => {
    filters.current = query;
    return service.notices(query);
  });
  return (
    <ProTable<NoticeRow>
      rowKey="id"
      headerTitle={t('menu.notices')}
      actionRef={table}
      columns={columns}
      request={request}
      search={false}
      pagination={{ defaultPageSize: 20, showSizeChanger: true }}
      options={{ setting: true, density: true, reload: true }}
      toolBarRender={() => [
        <ModalForm<{ title: string; body: string; minVipLevel: number; marketing: boolean }>
          key="publish"
          title={t('notice.publishTitle', { site: siteCode })}
          width={560}
          trigger={<Button type="primary">{t('notice.publish')}</Button>}
          initialValues={{ minVipLevel: 0, marketing: false }}
          modalProps={{ destroyOnHidden: true, okText: t('common.confirm'), cancelText: t('common.cancel') }}
          onFinish={(v) =>
            run(() => service.publish({ ...v, title: v.title ?? '', body: v.body ?? '' }), reload)
          }
        >
          {/* Lengths are the server's to check: its Chinese message is what the operator reads. */}
          <ProFormText name="title" label={t('notice.title')} />
          <ProFormTextArea name="body" label={t('notice.body')} fieldProps={{ rows: 5 }} />
          <ProFormDigit name="minVipLevel" label={t('notice.minVip')} min={0} max={100} />
          <ProFormSwitch name="marketing" label={t('notice.marketing')} extra={t('notice.marketingHelp')} />
        </ModalForm>,
        <ExportCsvButton
          key="csv"
          fileName="notices.csv"
          columns={columns}
          filters={() => filters.current}
          fetchPage={service.notices}
        />,
      ]}
      scroll={{ x: 'max-content' }}
    />
  );
}
