import { type ActionType, type ProColumns, ProTable } from '@ant-design/pro-components';
import type { KycStatus } from '@houseline/shared/api/contract/verification';
import { Button, Popconfirm, Space } from 'antd';
import { type ReactNode, useMemo, useRef } from 'react';
import { ReasonAction, useAction } from '../../lib/actions.tsx';
import { useConsole } from '../../lib/console-context.tsx';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { serverRequest } from '../../lib/table.tsx';
import type { MessageKey } from '../../locales/zh-CN.ts';
import { KycDocuments } from './kyc-document.tsx';
import { type KycRow, verificationService } from './service.ts';

/** The states, as data here: the console imports only types from the contract (zod stays out). */
const KYC_STATUSES: readonly KycStatus[] = ['pending', 'resubmit', 'verified', 'rejected', 'unverified'];

function columnsOf(t: Translate, actions: (row: KycRow) => ReactNode): ProColumns<KycRow>[] {
  const statuses = Object.fromEntries(
    KYC_STATUSES.map((s) => [s, { text: t(`kyc.status.${s}` as MessageKey) }]),
  );
  return [
    { title: t('kyc.status'), dataIndex: 'status', valueType: 'select', valueEnum: statuses, width: 110 },
    { title: t('kyc.brand'), dataIndex: 'siteCode', search: false, width: 80 },
    { title: t('kyc.member'), dataIndex: 'username', copyable: true },
    { title: t('kyc.realName'), dataIndex: 'realName', search: false },
    { title: t('kyc.birthDate'), dataIndex: 'birthDate', search: false, width: 110 },
    { title: t('kyc.submittedAt'), dataIndex: 'submittedAt', valueType: 'dateTime', search: false },
    {
      title: t('kyc.documents'),
      dataIndex: 'documents',
      search: false,
      render: (_, row) => <KycDocuments row={row} />,
    },
    { title: t('common.reason'), dataIndex: 'reason', search: false, ellipsis: true },
    { title: t('common.actions'), valueType: 'option', render: (_, row) => actions(row) },
  ];
}

/** The KYC queue: pending submissions first; approve, reject with a reason or ask to resubmit. */
export default function KycQueuePage() {
  const { client } = useConsole();
  const { t } = useI18n();
  const run = useAction();
  const table = useRef<ActionType>(undefined);
  const service = useMemo(() => verificationService(client), [client]);
  const reload = () => table.current?.reload();
  const actions = (row: KycRow) =>
    row.status !== 'pending' ? null : (
      <Space size={4} wrap>
        <Popconfirm
          title={t('kyc.verify')}
          onConfirm={() => run(() => service.decide({ memberId: row.memberId, decision: 'verify' }), reload)}
        >
          <Button size="small" type="primary">
            {t('kyc.verify')}
          </Button>
        </Popconfirm>
        <ReasonAction
          label={t('kyc.resubmit')}
          title={t('kyc.resubmitTitle')}
          danger={false}
          onSubmit={(reason) =>
            run(() => service.decide({ memberId: row.memberId, decision: 'resubmit', reason }), reload)
          }
        />
        <ReasonAction
          label={t('kyc.reject')}
          title={t('kyc.rejectTitle')}
          onSubmit={(reason) =>
            run(() => service.decide({ memberId: row.memberId, decision: 'reject', reason }), reload)
          }
        />
      </Space>
    );
  return (
    <ProTable<KycRow>
      rowKey="memberId"
      headerTitle={t('menu.kyc')}
      actionRef={table}
      columns={columnsOf(t, actions)}
      form={{ initialValues: { status: 'pending' } }}
      request={serverRequest((query) => service.kycList(query))}
      pagination={{ defaultPageSize: 20, showSizeChanger: true }}
      search={{ labelWidth: 'auto' }}
      options={{ setting: true, density: true, reload: true }}
    />
  );
}
