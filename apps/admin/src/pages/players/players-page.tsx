import { type ActionType, type ProColumns, ProTable } from '@ant-design/pro-components';
import type { PlayerSearchField } from '@houseline/shared/api/contract/reports';
import { type ReactNode, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { ReasonAction, useAction } from '../../lib/actions.tsx';
import { useConsole } from '../../lib/console-context.tsx';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { ExportCsvButton, useServerRequest } from '../../lib/table.tsx';
import { type PlayerRow, playersService } from './service.ts';

/** Every field of the server's search, with its label (a Record: tsc refuses a missing one). */
const FIELDS: Record<PlayerSearchField, true> = {
  username: true,
  phone: true,
  email: true,
  memberId: true,
  bankCard: true,
  ip: true,
  inviteCode: true,
};

function columnsOf(
  t: Translate,
  actions: (row: PlayerRow) => ReactNode,
  link: boolean,
): ProColumns<PlayerRow>[] {
  const fieldEnum = Object.fromEntries(
    (Object.keys(FIELDS) as PlayerSearchField[]).map((f) => [f, { text: t(`players.field.${f}`) }]),
  );
  return [
    {
      title: t('players.field'),
      dataIndex: 'field',
      valueType: 'select',
      valueEnum: fieldEnum,
      hideInTable: true,
      fieldProps: { allowClear: false },
    },
    { title: t('players.q'), dataIndex: 'q', hideInTable: true },
    { title: t('common.memberId'), dataIndex: 'memberId', search: false, width: 100 },
    {
      title: t('common.member'),
      dataIndex: 'username',
      search: false,
      copyable: true,
      render: (_, row) => (link ? <Link to={`/players/${row.memberId}`}>{row.username}</Link> : row.username),
    },
    { title: t('players.phone'), dataIndex: 'phone', search: false },
    { title: t('players.email'), dataIndex: 'email', search: false, ellipsis: true },
    { title: t('players.vip'), dataIndex: 'vipLevel', search: false, width: 90 },
    {
      title: t('common.status'),
      dataIndex: 'status',
      search: false,
      valueEnum: {
        active: { text: t('players.status.active'), status: 'Success' },
        disabled: { text: t('players.status.disabled'), status: 'Error' },
      },
    },
    { title: t('common.createdAt'), dataIndex: 'createdAt', valueType: 'dateTime', search: false },
    { title: t('players.lastLogin'), dataIndex: 'lastLoginAt', valueType: 'dateTime', search: false },
    {
      title: t('common.actions'),
      valueType: 'option',
      fixed: 'right',
      width: 200,
      render: (_, row) => actions(row),
    },
  ];
}

/** The player search of the brand: one field at a time, paged on the server; admins disable and enable. */
export default function PlayersPage() {
  const { client, access } = useConsole();
  const { t } = useI18n();
  const run = useAction();
  const table = useRef<ActionType>(undefined);
  const filters = useRef<Record<string, unknown>>({ field: 'username' });
  const service = useMemo(() => playersService(client), [client]);
  const reload = () => table.current?.reload();
  const actions = (row: PlayerRow) => {
    // protection (issue 25): the member's limits and exclusions.
    const protection = access['protection.read'] ? (
      <Link key="protection" to={`/protection?username=${encodeURIComponent(row.username)}`}>
        {t('protection.open')}
      </Link>
    ) : null;
    if (!access['players.status']) return protection;
    const disabling = row.status !== 'disabled';
    return [
      protection,
      <ReasonAction
        key="status"
        danger={disabling}
        label={t(disabling ? 'players.disable' : 'players.enable')}
        title={t(disabling ? 'players.disableTitle' : 'players.enableTitle', { username: row.username })}
        onSubmit={(reason) =>
          run(() => (disabling ? service.disable : service.enable)(row.username, reason), reload)
        }
      />,
    ];
  };
  const columns = columnsOf(t, actions, access['players.view']);
  const request = useServerRequest((query) => {
    filters.current = query;
    return service.search(query);
  });
  return (
    <ProTable<PlayerRow>
      rowKey="memberId"
      headerTitle={t('menu.players')}
      actionRef={table}
      columns={columns}
      form={{ initialValues: { field: 'username' } }}
      request={request}
      pagination={{ defaultPageSize: 20, showSizeChanger: true }}
      search={{ labelWidth: 'auto' }}
      options={{ setting: true, density: true, reload: true }}
      columnsState={{ persistenceKey: 'console.players.columns', persistenceType: 'localStorage' }}
      toolBarRender={() => [
        <ExportCsvButton
          key="csv"
          fileName="players.csv"
          columns={columns}
          filters={() => filters.current}
          fetchPage={service.search}
        />,
      ]}
      scroll={{ x: 1200 }}
    />
  );
}
