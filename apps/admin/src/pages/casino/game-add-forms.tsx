import {
  ModalForm,
  ProFormDigit,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
} from '@ant-design/pro-components';
import { Alert, App, Button, Popconfirm } from 'antd';
import { useI18n } from '../../lib/i18n.tsx';
import { CategoryNameFields, modalProps, trigger } from './game-forms.tsx';
import type { CategoryRow, GameRow, GamesService } from './games-service.ts';

type Run = (action: () => Promise<unknown>, after?: () => void) => Promise<boolean>;

interface CategoryValues {
  name: string;
  title?: string;
  nameEn?: string;
  sort: number;
  enabled: boolean;
}

/** A new category of the brand's own (decision 0090): names, order, on or off. */
export function CategoryCreateForm(props: { service: GamesService; run: Run; onSaved: () => void }) {
  const { t } = useI18n();
  return (
    <ModalForm<CategoryValues>
      name="category-create"
      title={t('games.createCategory')}
      width={460}
      trigger={
        <Button type="primary" data-testid="create-category">
          {t('games.createCategory')}
        </Button>
      }
      initialValues={{ sort: 0, enabled: true }}
      modalProps={modalProps(t)}
      onFinish={(v) =>
        props.run(
          () =>
            props.service.createCategory({
              name: v.name ?? '',
              title: v.title ?? '',
              nameEn: v.nameEn ?? '',
              sort: v.sort,
              enabled: Boolean(v.enabled),
            }),
          props.onSaved,
        )
      }
    >
      <Alert type="info" showIcon message={t('games.createCategoryHelp')} style={{ marginBottom: 16 }} />
      <CategoryNameFields />
      <ProFormDigit
        name="sort"
        label={t('games.sort')}
        fieldProps={{ precision: 0, id: 'new-category-sort' }}
      />
      <ProFormSwitch name="enabled" label={t('games.enabled')} />
    </ModalForm>
  );
}

/** Deletes an operator's category; the server refuses one with games, in the operator's language. */
export function CategoryDeleteButton(props: {
  row: CategoryRow;
  service: GamesService;
  run: Run;
  onSaved: () => void;
}) {
  const { t } = useI18n();
  const { row } = props;
  return (
    <Popconfirm
      title={t('games.deleteCategoryConfirm', { name: row.name })}
      description={t('games.deleteCategoryHelp')}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      onConfirm={() => props.run(() => props.service.deleteCategory(row.id), props.onSaved)}
    >
      <Button size="small" danger data-testid={`delete-category-${row.id}`}>
        {t('games.deleteCategory')}
      </Button>
    </Popconfirm>
  );
}

/** The operator categories a game is in (several, or none). */
export function GameAssignForm(props: {
  row: GameRow;
  categories: CategoryRow[];
  service: GamesService;
  run: Run;
  onSaved: () => void;
}) {
  const { t } = useI18n();
  const { row } = props;
  return (
    <ModalForm<{ categoryIds: number[] }>
      name={`game-assign-${row.id}`}
      title={t('games.assignTitle', { name: row.name })}
      width={460}
      trigger={trigger(`assign-game-${row.id}`, t('games.assign'))}
      initialValues={{ categoryIds: row.categoryIds }}
      modalProps={modalProps(t)}
      onFinish={(v) => props.run(() => props.service.assign(row.id, v.categoryIds ?? []), props.onSaved)}
    >
      <Alert type="info" showIcon message={t('games.assignHelp')} style={{ marginBottom: 16 }} />
      <ProFormSelect
        name="categoryIds"
        label={t('games.assignField')}
        mode="multiple"
        fieldProps={{ id: 'game-assign-categories' }}
        options={props.categories.filter((c) => c.custom).map((c) => ({ label: c.name, value: c.id }))}
      />
    </ModalForm>
  );
}

interface RegisterValues {
  venue: string;
  gameCode: string;
  name: string;
  categoryId: number;
  imgUrl?: string;
}

/**
 * A venue's game into the lobby by its venue code (decision 0090: the venue adapters have no
 * catalogue call). The server launches it at the venue first; it starts off; twice is once.
 */
export function GameRegisterForm(props: {
  categories: CategoryRow[];
  service: GamesService;
  run: Run;
  onSaved: () => void;
}) {
  const { t } = useI18n();
  const { message } = App.useApp();
  // The game's own kind: a licensed default category that is not a sportsbook tab.
  const kinds = props.categories.filter((c) => !c.custom && c.licensed && c.id !== 1 && c.id !== 6);
  return (
    <ModalForm<RegisterValues>
      name="game-register"
      title={t('games.registerTitle')}
      width={520}
      trigger={
        <Button key="register" data-testid="register-game">
          {t('games.register')}
        </Button>
      }
      modalProps={modalProps(t)}
      onFinish={async (v) => {
        let note = '';
        const ok = await props.run(async () => {
          const result = await props.service.register({
            venue: (v.venue ?? '').trim(),
            gameCode: v.gameCode ?? '',
            name: v.name ?? '',
            categoryId: v.categoryId,
            imgUrl: v.imgUrl ?? '',
          });
          note = t(result.created ? 'games.registered' : 'games.registeredAgain', { name: result.game.name });
        }, props.onSaved);
        if (ok) message.info(note);
        return ok;
      }}
    >
      <Alert type="info" showIcon message={t('games.registerHelp')} style={{ marginBottom: 16 }} />
      <ProFormText
        name="venue"
        label={t('games.venue')}
        placeholder="demo_slot"
        fieldProps={{ id: 'register-venue' }}
        rules={[{ required: true, message: t('games.venue') }]}
      />
      <ProFormText
        name="gameCode"
        label={t('games.gameCode')}
        fieldProps={{ id: 'register-code' }}
        rules={[{ required: true, message: t('games.gameCode') }]}
      />
      <ProFormText
        name="name"
        label={t('games.name')}
        fieldProps={{ maxLength: 32, id: 'register-name' }}
        rules={[{ required: true, message: t('games.name') }]}
      />
      <ProFormSelect
        name="categoryId"
        label={t('games.gameKind')}
        fieldProps={{ id: 'register-kind' }}
        options={kinds.map((c) => ({ label: c.name, value: c.id }))}
        rules={[{ required: true, message: t('games.gameKind') }]}
      />
      <ProFormText
        name="imgUrl"
        label={t('games.imgUrl')}
        placeholder={t('games.imgUrlHint')}
        fieldProps={{ id: 'register-img' }}
      />
    </ModalForm>
  );
}
