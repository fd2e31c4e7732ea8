import { type ActionType, type ProColumns, ProTable } from '@ant-design/pro-components';
import { Badge, Button } from 'antd';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { useConsole } from '../../lib/console-context.tsx';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { useServerRequest } from '../../lib/table.tsx';
import type { MessageKey } from '../../locales/zh-CN.ts';
import { FeedbackThreadDrawer } from './feedback-thread.tsx';
import { type FeedbackRow, feedbackService } from './service.ts';

/** The contract's values, as data here: the console imports only types from it (zod stays out). */
const STATUSES: readonly FeedbackRow['status'][] = ['open', 'replied', 'closed'];
const BADGES = { open: 'Warning', replied: 'Processing', closed: 'Default' } as const;

function columnsOf(t: Translate, open: (row: FeedbackRow) => ReactNode): ProColumns<FeedbackRow>[] {
  const statuses = Object.fromEntries(
    STATUSES.map((s) => [s, { text: t(`feedback.status.${s}`), status: BADGES[s] }]),
  );
  return [
    { title: t('feedback.id'), dataIndex: 'id', search: false, width: 90 },
    { title: t('common.member'), dataIndex: 'username', search: false, copyable: true },
    {
      title: t('feedback.category'),
      dataIndex: 'category',
      search: false,
      render: (_, r) => t(`feedback.category.${r.category}` as MessageKey),
    },
    { title: t('feedback.excerpt'), dataIndex: 'excerpt', search: false, ellipsis: true, width: 320 },
    { title: t('feedback.messageCount'), dataIndex: 'messageCount', search: false, width: 80 },
    { title: t('common.status'), dataIndex: 'status', valueType: 'select', valueEnum: statuses, width: 110 },
    {
      title: t('feedback.unread'),
      dataIndex: 'unread',
      search: false,
      render: (_, r) => (r.unread ? <Badge status="processing" text={t('promo.yes')} /> : t('promo.no')),
    },
    { title: t('common.createdAt'), dataIndex: 'createdAt', valueType: 'dateTime', search: false },
    { title: t('common.updatedAt'), dataIndex: 'updatedAt', valueType: 'dateTime', search: false },
    { title: t('common.actions'), valueType: 'option', fixed: 'right', width: 80, render: (_, r) => open(r) },
  ];
}

/** The brand's feedback inbox: threads waiting for the desk first by filter; open one to reply or close. */
export default function FeedbackPage() {
  const { client, siteCode } = useConsole();
  const { t } = useI18n();
  const table = useRef<ActionType>(undefined);
  const service = useMemo(() => feedbackService(client), [client]);
  const [openId, setOpenId] = useState<string | undefined>();
  const open = (row: FeedbackRow) => (
    <Button size="small" data-testid={`open-feedback-${row.id}`} onClick={() => setOpenId(row.id)}>
      {t('feedback.view')}
    </Button>
  );
  const request = useServerRequest((query) => service.list(query));
  return (
    <>
      <ProTable<FeedbackRow>
        rowKey="id"
        headerTitle={t('menu.feedback')}
        actionRef={table}
        columns={columnsOf(t, open)}
        params={{ siteCode }}
        request={request}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        options={{ setting: true, density: true, reload: true }}
        scroll={{ x: 'max-content' }}
      />
      <FeedbackThreadDrawer
        id={openId}
        service={service}
        onChanged={() => table.current?.reload()}
        onClose={() => setOpenId(undefined)}
      />
    </>
  );
}
