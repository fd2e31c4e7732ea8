import { type ActionType, type ProColumns, ProTable } from '@ant-design/pro-components';
import { App, Button, Popconfirm, Space, Tag } from 'antd';
import { type ReactNode, useMemo, useRef } from 'react';
import { useAction } from '../../lib/actions.tsx';
import { useConsole } from '../../lib/console-context.tsx';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { useServerRequest } from '../../lib/table.tsx';
import { CreateOperatorForm, type OperatorDraft, ResetPasswordForm } from './operator-forms.tsx';
import { type OperatorRow, systemService } from './service.ts';

function totpTag(t: Translate, row: OperatorRow): ReactNode {
  if (row.totpEnabled) return <Tag color="green">{t('operators.totpOn')}</Tag>;
  if (row.totpRequired) return <Tag color="orange">{t('operators.totpRequired')}</Tag>;
  return <Tag>{t('operators.totpOff')}</Tag>;
}

function columnsOf(
  t: Translate,
  self: string | undefined,
  actions: (row: OperatorRow) => ReactNode,
): ProColumns<OperatorRow>[] {
  return [
    {
      title: t('operators.username'),
      dataIndex: 'username',
      copyable: true,
      render: (_, row) => (
        <Space size={4}>
          <span>{row.username}</span>
          {row.username === self ? <Tag color="blue">{t('operators.self')}</Tag> : null}
        </Space>
      ),
    },
    { title: t('operators.role'), dataIndex: 'role', render: (_, row) => t(`role.${row.role}`) },
    {
      title: t('operators.brands'),
      dataIndex: 'brands',
      render: (_, row) =>
        row.brands === null
          ? t('operators.allBrands')
          : row.brands.map((site) => <Tag key={site}>{site}</Tag>),
    },
    {
      title: t('operators.status'),
      dataIndex: 'disabled',
      render: (_, row) =>
        row.disabled ? (
          <Tag color="red">{t('operators.disabled')}</Tag>
        ) : (
          <Tag color="green">{t('operators.active')}</Tag>
        ),
    },
    { title: t('operators.totp'), dataIndex: 'totpEnabled', render: (_, row) => totpTag(t, row) },
    // Null (never logged in): the table's empty text, "-".
    { title: t('operators.lastLoginAt'), dataIndex: 'lastLoginAt', valueType: 'dateTime' },
    { title: t('operators.lastLoginIp'), dataIndex: 'lastLoginIp', copyable: true },
    { title: t('common.createdAt'), dataIndex: 'createdAt', valueType: 'dateTime' },
    { title: t('common.actions'), valueType: 'option', fixed: 'right', render: (_, row) => actions(row) },
  ];
}

/** A small button that acts only once the operator confirms what it does. */
function Confirmed(props: { label: string; title: string; danger?: boolean; onConfirm(): Promise<unknown> }) {
  const { t } = useI18n();
  return (
    <Popconfirm
      title={props.title}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      onConfirm={props.onConfirm}
    >
      <Button size="small" danger={props.danger}>
        {props.label}
      </Button>
    </Popconfirm>
  );
}

/**
 * The operator accounts (admin only; the server decides): create one with a role and its brands,
 * disable or enable it, reset its password, require a second factor, end its sessions.
 */
export default function OperatorsPage() {
  const { client, session } = useConsole();
  const { t } = useI18n();
  const { message } = App.useApp();
  const run = useAction();
  const table = useRef<ActionType>(undefined);
  const service = useMemo(() => systemService(client), [client]);
  const reload = () => table.current?.reload();

  const create = (draft: OperatorDraft) =>
    // No brand chosen: the operator serves every brand (the server's default when none is sent).
    run(
      () => service.createOperator({ ...draft, brands: draft.brands?.length ? draft.brands : undefined }),
      reload,
    );
  const endSessions = async (username: string) => {
    try {
      const result = await service.endOperatorSessions(username);
      message.success(t('operators.sessionsEnded', { count: result.sessionsEnded }));
    } catch (caught) {
      message.error(caught instanceof Error ? caught.message : String(caught));
    }
  };
  const actions = (row: OperatorRow) => {
    // One's own account is not disabled, reset or cut off from here (the server would do it and end
    // this very session); the console's logout ends one's own session.
    if (row.username === session?.username) return null;
    const name = { username: row.username };
    return (
      <Space size={4}>
        {row.disabled ? (
          <Confirmed
            label={t('operators.enable')}
            title={t('operators.confirmEnable', name)}
            onConfirm={() => run(() => service.enableOperator(row.username), reload)}
          />
        ) : (
          <Confirmed
            danger
            label={t('operators.disable')}
            title={t('operators.confirmDisable', name)}
            onConfirm={() => run(() => service.disableOperator(row.username), reload)}
          />
        )}
        <ResetPasswordForm
          username={row.username}
          onSubmit={(password) => run(() => service.resetOperatorPassword(row.username, password), reload)}
        />
        {row.totpEnabled || row.totpRequired ? null : (
          <Confirmed
            label={t('operators.forceTotp')}
            title={t('operators.confirmForceTotp', name)}
            onConfirm={() => run(() => service.forceOperatorTotp(row.username), reload)}
          />
        )}
        <Confirmed
          label={t('operators.endSessions')}
          title={t('operators.confirmEndSessions', name)}
          onConfirm={() => endSessions(row.username)}
        />
      </Space>
    );
  };
  const columns = columnsOf(t, session?.username, actions);
  const request = useServerRequest((query) => service.operators(query));
  return (
    <ProTable<OperatorRow>
      rowKey="username"
      headerTitle={t('menu.operators')}
      actionRef={table}
      columns={columns}
      request={request}
      search={false}
      columnEmptyText="-"
      pagination={{ defaultPageSize: 20, showSizeChanger: true }}
      options={{ setting: true, density: true, reload: true }}
      toolBarRender={() => [<CreateOperatorForm key="create" onSubmit={create} />]}
      scroll={{ x: 'max-content' }}
    />
  );
}
