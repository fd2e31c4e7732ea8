import { type ProColumns, ProTable } from '@ant-design/pro-components';
import { Alert, Card, Descriptions, Input, Space, Table, Tabs, Tag } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAction } from '../../lib/actions.tsx';
import { useConsole } from '../../lib/console-context.tsx';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { serverRequest } from '../../lib/table.tsx';
import { type ProtectionMember, protectionService, type RegisterRow } from './service.ts';

type Key = Parameters<Translate>[0];
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

function exclusionColumns(t: Translate) {
  return [
    {
      title: t('protection.kind'),
      dataIndex: 'kind',
      render: (k: string) => t(`protection.excl.${k}` as Key),
    },
    { title: t('protection.allBrands'), dataIndex: 'allBrands', render: (v: boolean) => (v ? '✓' : '—') },
    { title: t('protection.startedAt'), dataIndex: 'startedAt', render: when },
    { title: t('protection.endsAt'), dataIndex: 'endsAt', render: when },
    { title: t('protection.reopensAt'), dataIndex: 'reopensAt', render: when },
    {
      title: t('protection.active'),
      dataIndex: 'active',
      render: (v: boolean) => (v ? <Tag color="red">{t('protection.active')}</Tag> : '—'),
    },
  ];
}

/** One member's limits (with pending raises), their history, and breaks and exclusions. Read-only. */
function MemberState({ state, t }: { state: ProtectionMember; t: Translate }) {
  const kind = (k: string) => t(`protection.kind.${k}` as Key);
  const period = (p: string) => t(`protection.period.${p}` as Key);
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Descriptions size="small" bordered column={2}>
        <Descriptions.Item label={t('protection.username')}>{state.username}</Descriptions.Item>
        <Descriptions.Item label={t('protection.realityCheck')}>
          {state.realityCheckMinutes}
        </Descriptions.Item>
      </Descriptions>
      <Alert type="info" showIcon message={t('protection.noEarlyLift')} />
      <Card size="small" title={t('protection.limits')}>
        <Table
          size="small"
          rowKey={(r) => `${r.kind}-${r.period}`}
          pagination={false}
          dataSource={state.limits}
          columns={[
            { title: t('protection.kind'), dataIndex: 'kind', render: kind },
            { title: t('protection.period'), dataIndex: 'period', render: period },
            { title: t('protection.amount'), dataIndex: 'amount', render: (v: string | null) => v ?? '—' },
            {
              title: t('protection.pending'),
              render: (_: unknown, r: ProtectionMember['limits'][number]) =>
                r.pendingRemove ? '×' : (r.pendingAmount ?? '—'),
            },
            { title: t('protection.pendingFrom'), dataIndex: 'pendingFrom', render: when },
          ]}
        />
      </Card>
      <Card size="small" title={t('protection.history')}>
        <Table
          size="small"
          rowKey="id"
          pagination={{ pageSize: 10 }}
          dataSource={state.history}
          columns={[
            { title: t('protection.createdAt'), dataIndex: 'createdAt', render: when },
            { title: t('protection.kind'), dataIndex: 'kind', render: kind },
            { title: t('protection.period'), dataIndex: 'period', render: period },
            { title: t('protection.action'), dataIndex: 'action' },
            { title: t('protection.old'), dataIndex: 'oldAmount', render: (v: string | null) => v ?? '—' },
            { title: t('protection.new'), dataIndex: 'newAmount', render: (v: string | null) => v ?? '—' },
            { title: t('protection.effective'), dataIndex: 'effectiveAt', render: when },
          ]}
        />
      </Card>
      <Card size="small" title={t('protection.exclusions')}>
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={state.exclusions}
          columns={exclusionColumns(t)}
        />
      </Card>
    </Space>
  );
}

/** /protection: a member's protection state (from the player search's link) and the brand's register. */
export default function ProtectionPage() {
  const { client } = useConsole();
  const { t } = useI18n();
  const run = useAction();
  const [params, setParams] = useSearchParams();
  const [state, setState] = useState<ProtectionMember | null>(null);
  const service = useMemo(() => protectionService(client), [client]);
  const [username, setUsername] = useState(params.get('username') ?? '');
  const search = (name: string) => {
    if (!name.trim()) return;
    setParams({ username: name.trim() });
    void run(async () => setState(await service.member(name.trim())));
  };
  // Opened from the player search with ?username=: show that member at once.
  const first = useRef(params.get('username'));
  useEffect(() => {
    if (!first.current) return;
    const name = first.current;
    first.current = null;
    void service.member(name).then(setState, () => setState(null));
  }, [service]);
  const columns: ProColumns<RegisterRow>[] = [
    { title: t('protection.username'), dataIndex: 'username', copyable: true, search: false },
    ...(exclusionColumns(t).map((c) => ({ ...c, search: false })) as ProColumns<RegisterRow>[]),
    {
      title: t('protection.activeOnly'),
      dataIndex: 'active',
      hideInTable: true,
      valueType: 'switch',
      initialValue: true,
    },
  ];
  return (
    <Tabs
      items={[
        {
          key: 'member',
          label: t('protection.member'),
          children: (
            <Space direction="vertical" style={{ width: '100%' }}>
              <Input.Search
                aria-label={t('protection.username')}
                placeholder={t('protection.username')}
                enterButton={t('protection.search')}
                value={username}
                onChange={(e) => setUsername(e.target.value)}
                onSearch={search}
                style={{ maxWidth: 360 }}
              />
              {state ? <MemberState state={state} t={t} /> : null}
            </Space>
          ),
        },
        {
          key: 'register',
          label: t('protection.register'),
          children: (
            <ProTable<RegisterRow>
              rowKey="id"
              headerTitle={t('protection.register')}
              columns={columns}
              request={serverRequest((query) => service.register(query))}
              pagination={{ defaultPageSize: 20 }}
              search={{ labelWidth: 'auto' }}
            />
          ),
        },
      ]}
    />
  );
}
