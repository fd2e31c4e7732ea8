import {
  ModalForm,
  ProFormDigit,
  ProFormRadio,
  ProFormSwitch,
  ProFormText,
} from '@ant-design/pro-components';
import { Alert, Button } from 'antd';
import { useI18n } from '../../lib/i18n.tsx';
import type { CategoryEdit, CategoryRow, GameEdit, GameRow, GamesService } from './games-service.ts';

type Run = (action: () => Promise<unknown>, after?: () => void) => Promise<boolean>;
type GameValues = Omit<GameEdit, 'id'>;

/** A game's values as the server takes them, with `change` on top (the table's switch). */
export function gameEditOf(row: GameRow, change: Partial<GameValues> = {}): GameEdit {
  return {
    id: row.id,
    enabled: row.enabled,
    seq: row.seq,
    showH5: row.showH5,
    showPc: row.showPc,
    maintenance: row.maintenance,
    badge: row.badge,
    ...change,
  };
}

/** A category's values as the server takes them, with `change` on top. */
export function categoryEditOf(
  row: CategoryRow,
  change: Partial<Omit<CategoryEdit, 'id'>> = {},
): CategoryEdit {
  return { id: row.id, enabled: row.enabled, sort: row.sort, ...change };
}

/** The names of a category form: the Chinese name, the desktop title and the English name. */
export function CategoryNameFields() {
  const { t } = useI18n();
  return (
    <>
      <ProFormText
        name="name"
        label={t('games.categoryName')}
        fieldProps={{ maxLength: 12, id: 'category-name' }}
        rules={[{ required: true, message: t('games.categoryName') }]}
      />
      <ProFormText
        name="title"
        label={t('games.categoryTitle')}
        placeholder={t('games.categoryTitleHint')}
        fieldProps={{ maxLength: 12, id: 'category-title' }}
      />
      <ProFormText
        name="nameEn"
        label={t('games.nameEn')}
        fieldProps={{ maxLength: 24, id: 'category-name-en' }}
      />
    </>
  );
}

// ModalForm's trigger is the element itself (it clones it with its own onClick), not a wrapper.
export const trigger = (testId: string, label: string) => (
  <Button size="small" data-testid={testId}>
    {label}
  </Button>
);

export const modalProps = (t: ReturnType<typeof useI18n>['t']) => ({
  destroyOnHidden: true,
  closable: false,
  okText: t('common.save'),
  cancelText: t('common.cancel'),
});

/**
 * One game's form: on or off, order, phone/PC, maintenance and the 热门/新游 flag. The order is not
 * bounded here: the server checks it and its refusal, in the operator's language, keeps the form open.
 */
export function GameForm(props: { row: GameRow; service: GamesService; run: Run; onSaved: () => void }) {
  const { t } = useI18n();
  const { row } = props;
  return (
    <ModalForm<GameValues>
      title={t('games.editTitle', { name: row.name })}
      width={520}
      trigger={trigger(`edit-game-${row.id}`, t('games.edit'))}
      initialValues={gameEditOf(row)}
      modalProps={modalProps(t)}
      onFinish={(v) =>
        props.run(
          () =>
            props.service.update({
              id: row.id,
              enabled: Boolean(v.enabled),
              seq: v.seq as number,
              showH5: Boolean(v.showH5),
              showPc: Boolean(v.showPc),
              maintenance: Boolean(v.maintenance),
              badge: v.badge ?? '',
            }),
          props.onSaved,
        )
      }
    >
      <Alert type="info" showIcon message={t('games.editHelp')} style={{ marginBottom: 16 }} />
      <ProFormSwitch name="enabled" label={t('games.enabled')} />
      <ProFormDigit name="seq" label={t('games.seq')} fieldProps={{ precision: 0, id: 'game-seq' }} />
      <ProFormRadio.Group
        name="badge"
        label={t('games.badge')}
        radioType="button"
        options={[
          { label: t('games.badge.none'), value: '' },
          { label: t('games.badge.hot'), value: 'hot' },
          { label: t('games.badge.new'), value: 'new' },
        ]}
      />
      <ProFormSwitch name="showH5" label={t('games.showH5')} />
      <ProFormSwitch name="showPc" label={t('games.showPc')} />
      <ProFormSwitch name="maintenance" label={t('games.maintenance')} />
    </ModalForm>
  );
}

/** One category's form: its names, on or off (a licensed one only) and its place among the tabs. */
export function CategoryForm(props: {
  row: CategoryRow;
  service: GamesService;
  run: Run;
  onSaved: () => void;
}) {
  const { t } = useI18n();
  const { row } = props;
  return (
    <ModalForm<Omit<CategoryEdit, 'id'>>
      title={t('games.editCategoryTitle', { name: row.name })}
      width={460}
      trigger={trigger(`edit-category-${row.id}`, t('games.edit'))}
      initialValues={{ ...categoryEditOf(row), name: row.name, title: row.title, nameEn: row.nameEn }}
      modalProps={modalProps(t)}
      onFinish={(v) =>
        props.run(
          () =>
            props.service.updateCategory({
              id: row.id,
              enabled: Boolean(v.enabled),
              sort: v.sort as number,
              name: v.name ?? '',
              title: v.title ?? '',
              nameEn: v.nameEn ?? '',
            }),
          props.onSaved,
        )
      }
    >
      <CategoryNameFields />
      <ProFormSwitch name="enabled" label={t('games.enabled')} disabled={!row.licensed} />
      <ProFormDigit name="sort" label={t('games.sort')} fieldProps={{ precision: 0, id: 'category-sort' }} />
    </ModalForm>
  );
}
