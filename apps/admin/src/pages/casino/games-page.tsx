import { type ActionType, type ProColumns, ProTable } from '@ant-design/pro-components';
import { Alert, Space, Switch, Tag } from 'antd';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { useAction } from '../../lib/actions.tsx';
import { useConsole } from '../../lib/console-context.tsx';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { ExportCsvButton, useServerRequest } from '../../lib/table.tsx';
import { GameAssignForm, GameRegisterForm } from './game-add-forms.tsx';
import { GameCategories } from './game-categories.tsx';
import { GameForm, gameEditOf } from './game-forms.tsx';
import { type CategoryRow, type GameRow, gamesService } from './games-service.ts';

const BADGE_COLOR = { hot: 'red', new: 'green' } as const;

function flagTag(t: Translate, row: GameRow) {
  if (row.badge === '') return <span data-testid={`game-flag-${row.id}`}>-</span>;
  return (
    <Tag color={BADGE_COLOR[row.badge]} data-testid={`game-flag-${row.id}`}>
      {t(`games.badge.${row.badge}`)}
    </Tag>
  );
}

function maintenanceTag(t: Translate, row: GameRow) {
  if (row.maintenance) return <Tag color="orange">{t('games.maintenance.game')}</Tag>;
  if (row.venueMaintenance) return <Tag color="orange">{t('games.maintenance.venue')}</Tag>;
  return <Tag>{t('games.maintenance.no')}</Tag>;
}

function columnsOf(
  t: Translate,
  categories: CategoryRow[],
  toggle: ((row: GameRow, enabled: boolean) => void) | undefined,
  edit: ((row: GameRow) => ReactNode) | undefined,
): ProColumns<GameRow>[] {
  const choice = (keys: readonly string[], prefix: 'games.state' | 'games.badge') =>
    Object.fromEntries(keys.map((k) => [k, { text: t(`${prefix}.${k}` as 'games.state.on') }]));
  const columns: ProColumns<GameRow>[] = [
    { title: t('games.id'), dataIndex: 'id', search: false, width: 70 },
    { title: t('games.name'), dataIndex: 'name', fieldProps: { maxLength: 32 } },
    {
      title: t('games.category'),
      dataIndex: 'categoryId',
      valueType: 'select',
      valueEnum: Object.fromEntries(
        categories.filter((c) => c.licensed).map((c) => [String(c.id), { text: c.name }]),
      ),
      render: (_, r) => r.categoryName,
    },
    {
      title: t('games.inCategories'),
      dataIndex: 'categoryIds',
      search: false,
      render: (_, r) => (
        <span data-testid={`game-categories-${r.id}`}>
          {r.categoryIds.map((id) => (
            <Tag key={id} color="purple">
              {categories.find((c) => c.id === id)?.name ?? id}
            </Tag>
          ))}
        </span>
      ),
    },
    { title: t('games.venue'), dataIndex: 'venue' },
    { title: t('games.seq'), dataIndex: 'seq', search: false, align: 'right' },
    {
      title: t('games.layouts'),
      dataIndex: 'showH5',
      search: false,
      render: (_, r) => (
        <Space size={4}>
          {r.showH5 ? <Tag color="blue">{t('games.showH5')}</Tag> : null}
          {r.showPc ? <Tag color="geekblue">{t('games.showPc')}</Tag> : null}
        </Space>
      ),
    },
    {
      title: t('games.badge'),
      dataIndex: 'badge',
      valueType: 'select',
      valueEnum: choice(['hot', 'new', 'none'], 'games.badge'),
      render: (_, r) => flagTag(t, r),
    },
    {
      title: t('games.maintenance'),
      dataIndex: 'maintenance',
      search: false,
      render: (_, r) => maintenanceTag(t, r),
    },
    {
      title: t('games.state'),
      dataIndex: 'state',
      valueType: 'select',
      valueEnum: choice(['on', 'off'], 'games.state'),
      render: (_, r) => (
        <Switch
          size="small"
          checked={r.enabled}
          disabled={!toggle}
          data-testid={`game-enabled-${r.id}`}
          onChange={(on) => toggle?.(r, on)}
        />
      ),
    },
    { title: t('games.updatedAt'), dataIndex: 'updatedAt', valueType: 'dateTime', search: false },
  ];
  if (!edit) return columns;
  return [
    ...columns,
    {
      title: t('common.actions'),
      valueType: 'option',
      fixed: 'right',
      width: 130,
      render: (_, r) => edit(r),
    },
  ];
}

/**
 * Casino → 游戏管理 (issue 24): the brand's categories (on/off within its licence, order) and its
 * games, paged and filtered on the server (on/off, order, phone/PC, maintenance, 热门/新游 flag);
 * the brand's own categories, the games in them and venue games registered by code (decision 0090).
 * Content and admin change them, support reads; the member lobby reads the same rows on every call.
 */
export default function GamesPage() {
  const { client, access, siteCode } = useConsole();
  const { t } = useI18n();
  const run = useAction();
  const service = useMemo(() => gamesService(client), [client]);
  const categoriesTable = useRef<ActionType>(undefined);
  const gamesTable = useRef<ActionType>(undefined);
  const [categories, setCategories] = useState<CategoryRow[]>([]);
  const lastQuery = useRef<Record<string, unknown>>({});
  const editable = access['games.edit'];
  const reload = () => gamesTable.current?.reload();
  // A game put in a category changes that category's count too.
  const reloadAll = () => {
    reload();
    categoriesTable.current?.reload();
  };
  const toggle = editable
    ? (row: GameRow, enabled: boolean) => void run(() => service.update(gameEditOf(row, { enabled })), reload)
    : undefined;
  const edit = editable
    ? (row: GameRow) => (
        <Space size={4}>
          <GameForm row={row} service={service} run={run} onSaved={reload} />
          <GameAssignForm row={row} categories={categories} service={service} run={run} onSaved={reloadAll} />
        </Space>
      )
    : undefined;
  const fetchPage = (query: Record<string, unknown>) => {
    // The brand rides in the header; `siteCode` is only there to reload the table on a switch.
    const { siteCode: _brand, ...filters } = query;
    lastQuery.current = filters;
    return service.games(filters);
  };
  const request = useServerRequest(fetchPage);
  const columns = columnsOf(t, categories, toggle, edit);
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Alert type="info" showIcon message={t('games.categoriesHelp')} />
      <GameCategories
        service={service}
        editable={editable}
        run={run}
        table={categoriesTable}
        onLoaded={setCategories}
        onChanged={reload}
      />
      <ProTable<GameRow>
        rowKey="id"
        headerTitle={t('games.list')}
        actionRef={gamesTable}
        columns={columns}
        params={{ siteCode }}
        request={request}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        search={{ labelWidth: 'auto' }}
        options={{ setting: true, density: true, reload: true }}
        toolBarRender={() => [
          editable ? (
            <GameRegisterForm
              key="register"
              categories={categories}
              service={service}
              run={run}
              onSaved={reload}
            />
          ) : null,
          <ExportCsvButton
            key="csv"
            fileName="games.csv"
            columns={columns}
            filters={() => lastQuery.current}
            fetchPage={(query) => service.games(query)}
          />,
        ]}
        scroll={{ x: 'max-content' }}
      />
    </Space>
  );
}
