import { ModalForm, ProFormDigit, ProFormSwitch, ProFormText } from '@ant-design/pro-components';
import { Alert, Button } from 'antd';
import { useI18n } from '../../lib/i18n.tsx';
import type { ChestEdit, ChestRow, TasksService } from './service.ts';
import { plain } from './task-form.tsx';

type ChestValues = Omit<ChestEdit, 'tier'>;

/** The values of a chest as the server takes them, with `change` on top (the table's switch). */
export function chestEditOf(row: ChestRow, change: Partial<ChestValues> = {}): ChestEdit {
  return { tier: row.tier, enabled: row.enabled, points: row.points, reward: plain(row.reward), ...change };
}

/**
 * One chest's form: on or off, the activity points that open it and its reward. The server checks
 * the values and the set (enabled chests' points rise by tier); its refusal keeps the form open.
 */
export function ChestForm(props: {
  row: ChestRow;
  service: TasksService;
  run: (action: () => Promise<unknown>, after?: () => void) => Promise<boolean>;
  onSaved: () => void;
}) {
  const { t } = useI18n();
  const { row } = props;
  const { defaults } = row;
  const hint = (value: string | number) => t('tasks.default', { value: String(value) });
  return (
    <ModalForm<ChestValues>
      name={`chest-${row.tier}`}
      title={t('tasks.chestEditTitle', { tier: String(row.tier) })}
      width={520}
      trigger={
        <Button size="small" data-testid={`edit-chest-${row.tier}`}>
          {t('tasks.edit')}
        </Button>
      }
      initialValues={chestEditOf(row)}
      modalProps={{
        destroyOnHidden: true,
        closable: false,
        okText: t('common.save'),
        cancelText: t('common.cancel'),
      }}
      onFinish={(v) =>
        props.run(
          () =>
            props.service.updateChest({
              tier: row.tier,
              enabled: Boolean(v.enabled),
              points: Number(v.points),
              reward: String(v.reward ?? ''),
            }),
          props.onSaved,
        )
      }
    >
      <Alert type="info" showIcon message={t('tasks.chestEditHelp')} style={{ marginBottom: 16 }} />
      <ProFormSwitch name="enabled" label={t('tasks.enabled')} />
      <ProFormDigit
        name="points"
        label={t('tasks.chestPoints')}
        min={1}
        max={10_000} // CHEST_POINTS_MAX of the contract (the server checks it again)
        fieldProps={{ precision: 0 }}
        extra={hint(defaults.points)}
      />
      {/* Text: the server parses the amount exactly (no floating point on the way). */}
      <ProFormText name="reward" label={t('tasks.chestReward')} extra={hint(plain(defaults.reward))} />
    </ModalForm>
  );
}
