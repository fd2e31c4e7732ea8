import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Space, Switch, Tag } from 'antd';
import type { RefObject } from 'react';
import type { useAction } from '../../lib/actions.tsx';
import type { Translate } from '../../lib/i18n.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { actionsColumn, SettingsTable } from '../../lib/settings-table.tsx';
import { CategoryCreateForm, CategoryDeleteButton } from './game-add-forms.tsx';
import { CategoryForm, categoryEditOf } from './game-forms.tsx';
import type { CategoryRow, GamesService } from './games-service.ts';

function columnsOf(
  t: Translate,
  toggle: ((row: CategoryRow, enabled: boolean) => void) | undefined,
  edit: ((row: CategoryRow) => React.ReactNode) | undefined,
): ProColumns<CategoryRow>[] {
  const columns: ProColumns<CategoryRow>[] = [
    { title: t('games.category'), dataIndex: 'name' },
    { title: t('games.categoryTitle'), dataIndex: 'title' },
    {
      title: t('games.nameEn'),
      dataIndex: 'nameEn',
      // The members' English name, marked as English for screen readers (and the gallery's check).
      render: (_, r) => (r.nameEn ? <span lang="en">{r.nameEn}</span> : '-'),
    },
    {
      title: t('games.custom'),
      dataIndex: 'custom',
      render: (_, r) =>
        r.custom ? <Tag color="purple">{t('games.custom.yes')}</Tag> : <Tag>{t('games.custom.no')}</Tag>,
    },
    {
      title: t('games.licensed'),
      dataIndex: 'licensed',
      render: (_, r) =>
        r.licensed ? (
          <Tag color="green">{t('games.licensed.yes')}</Tag>
        ) : (
          <Tag data-testid={`category-unlicensed-${r.id}`}>{t('games.licensed.no')}</Tag>
        ),
    },
    { title: t('games.count'), dataIndex: 'games', align: 'right' },
    { title: t('games.sort'), dataIndex: 'sort', align: 'right' },
    {
      title: t('games.enabled'),
      dataIndex: 'enabled',
      render: (_, r) => (
        <Switch
          size="small"
          checked={r.enabled}
          // An unlicensed category cannot be turned on (the server refuses it too).
          disabled={!toggle || !r.licensed}
          data-testid={`category-enabled-${r.id}`}
          onChange={(on) => toggle?.(r, on)}
        />
      ),
    },
  ];
  return [...columns, ...actionsColumn(t, edit)];
}

/**
 * The brand's categories: licensed or not, on or off, their order (issue 24); an operator creates,
 * renames and deletes (when empty) the brand's own (decision 0090).
 */
export function GameCategories(props: {
  service: GamesService;
  editable: boolean;
  run: ReturnType<typeof useAction>;
  table: RefObject<ActionType | undefined>;
  /** The categories as loaded (the games table's filter offers them). */
  onLoaded: (rows: CategoryRow[]) => void;
  /** A category changed: the games table shows its games' state again. */
  onChanged: () => void;
}) {
  const { t } = useI18n();
  const { service, run } = props;
  const reload = () => {
    props.table.current?.reload();
    props.onChanged();
  };
  const toggle = props.editable
    ? (row: CategoryRow, enabled: boolean) =>
        void run(() => service.updateCategory(categoryEditOf(row, { enabled })), reload)
    : undefined;
  const edit = props.editable
    ? (row: CategoryRow) => (
        <Space size={4}>
          <CategoryForm row={row} service={service} run={run} onSaved={reload} />
          {row.custom ? (
            <CategoryDeleteButton row={row} service={service} run={run} onSaved={reload} />
          ) : null}
        </Space>
      )
    : undefined;
  const fetchRows = async () => {
    const answer = await service.categories();
    props.onLoaded(answer.list);
    return answer;
  };
  return (
    <SettingsTable<CategoryRow>
      rowKey="id"
      title={t('games.categories')}
      actionRef={props.table}
      columns={columnsOf(t, toggle, edit)}
      fetchRows={fetchRows}
      readOnly={props.editable ? undefined : t('games.readOnly')}
      csvFileName="game-categories.csv"
      toolbar={
        props.editable ? <CategoryCreateForm service={service} run={run} onSaved={reload} /> : undefined
      }
    />
  );
}
