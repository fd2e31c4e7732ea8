import { type ActionType, type ProColumns, ProTable } from '@ant-design/pro-components';
import { Button, Popconfirm, Space } from 'antd';
import { type ReactNode, useMemo, useRef } from 'react';
import { ReasonAction, useAction } from '../../lib/actions.tsx';
import { useConsole } from '../../lib/console-context.tsx';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { formatAmount } from '../../lib/money.ts';
import { useServerRequest } from '../../lib/table.tsx';
import { type ApplicationRow, contentService } from './service.ts';

const STATES: readonly ApplicationRow['state'][] = ['pending', 'approved', 'rejected'];
const BADGES = { pending: 'Warning', approved: 'Success', rejected: 'Error' } as const;

function columnsOf(
  t: Translate,
  locale: string,
  actions: (row: ApplicationRow) => ReactNode,
): ProColumns<ApplicationRow>[] {
  const states = Object.fromEntries(
    STATES.map((s) => [s, { text: t(`application.state.${s}`), status: BADGES[s] }]),
  );
  return [
    { title: t('application.id'), dataIndex: 'id', search: false, width: 100 },
    { title: t('promo.id'), dataIndex: 'promoId', width: 90 },
    { title: t('common.member'), dataIndex: 'username', search: false, copyable: true },
    {
      title: t('application.state'),
      dataIndex: 'state',
      valueType: 'select',
      valueEnum: states,
      width: 110,
    },
    {
      title: t('promo.bonus'),
      dataIndex: 'bonus',
      search: false,
      align: 'right',
      render: (_, r) => (r.bonus === null ? '-' : formatAmount(r.bonus, locale)),
    },
    { title: t('application.createdAt'), dataIndex: 'createdAt', valueType: 'dateTime', search: false },
    { title: t('application.decidedAt'), dataIndex: 'decidedAt', valueType: 'dateTime', search: false },
    {
      title: t('common.actions'),
      valueType: 'option',
      fixed: 'right',
      width: 150,
      render: (_, r) => actions(r),
    },
  ];
}

/**
 * Applications for the brand's reviewed promotions, pending first by default: approving pays the
 * bonus once (the server's books decide), rejecting records a reason.
 */
export default function PromoApplicationsPage() {
  const { client, siteCode } = useConsole();
  const { t, locale } = useI18n();
  const run = useAction();
  const table = useRef<ActionType>(undefined);
  const service = useMemo(() => contentService(client, siteCode), [client, siteCode]);
  const reload = () => table.current?.reload();
  const actions = (row: ApplicationRow) =>
    row.state !== 'pending' ? null : (
      <Space size={4}>
        <Popconfirm
          title={t('application.approveTitle', { username: row.username })}
          okText={t('common.confirm')}
          cancelText={t('common.cancel')}
          onConfirm={() => run(() => service.review(row.id, 'approve'), reload)}
        >
          <Button size="small" type="primary">
            {t('application.approve')}
          </Button>
        </Popconfirm>
        <ReasonAction
          label={t('application.reject')}
          title={t('application.rejectTitle', { username: row.username })}
          onSubmit={(reason) => run(() => service.review(row.id, 'reject', reason), reload)}
        />
      </Space>
    );
  const request = useServerRequest((query) => service.applications(query));
  return (
    <ProTable<ApplicationRow>
      rowKey="id"
      headerTitle={t('menu.promoApplications')}
      actionRef={table}
      columns={columnsOf(t, locale, actions)}
      form={{ initialValues: { state: 'pending' } }}
      params={{ siteCode }}
      request={request}
      search={{ labelWidth: 'auto' }}
      pagination={{ defaultPageSize: 20, showSizeChanger: true }}
      options={{ setting: true, density: true, reload: true }}
      scroll={{ x: 'max-content' }}
    />
  );
}
