import { ModalForm, ProFormDigit, ProFormSwitch, ProFormText } from '@ant-design/pro-components';
import { Alert, Button } from 'antd';
import { useI18n } from '../../lib/i18n.tsx';
import type { TaskEdit, TaskRow, TasksService } from './service.ts';

type TaskValues = Omit<TaskEdit, 'code'>;

/** A wire amount ("5000.0000") as the form shows it ("5000"); the server takes either. */
export const plain = (wire: string) => (wire.includes('.') ? wire.replace(/\.?0+$/, '') : wire) || '0';

/** The values of a row as the server takes them, with `change` on top (the table's switch). */
export function editOf(row: TaskRow, change: Partial<TaskValues> = {}): TaskEdit {
  return {
    code: row.code,
    enabled: row.enabled,
    target: plain(row.target),
    reward: plain(row.reward),
    points: row.points,
    flowMultiple: row.flowMultiple,
    ...change,
  };
}

/**
 * One task's form: on or off, target, reward, points and turnover multiple. The server checks the
 * values (its refusal keeps the form open, as worded); each field shows the catalogue's default.
 */
export function TaskForm(props: {
  row: TaskRow;
  service: TasksService;
  run: (action: () => Promise<unknown>, after?: () => void) => Promise<boolean>;
  onSaved: () => void;
}) {
  const { t } = useI18n();
  const { row } = props;
  const { defaults } = row;
  const initial = editOf(row);
  const hint = (value: string | number | boolean) => t('tasks.default', { value: String(value) });
  return (
    <ModalForm<TaskValues>
      title={t('tasks.editTitle', { name: row.title })}
      width={560}
      trigger={
        <Button size="small" data-testid={`edit-task-${row.code}`}>
          {t('tasks.edit')}
        </Button>
      }
      initialValues={initial}
      modalProps={{
        destroyOnHidden: true,
        closable: false,
        okText: t('common.save'),
        cancelText: t('common.cancel'),
      }}
      onFinish={(v) =>
        props.run(
          () =>
            props.service.update({
              code: row.code,
              enabled: Boolean(v.enabled),
              target: String(v.target ?? ''),
              reward: String(v.reward ?? ''),
              points: Number(v.points),
              flowMultiple: Number(v.flowMultiple),
            }),
          props.onSaved,
        )
      }
    >
      <Alert type="info" showIcon message={t('tasks.editHelp')} style={{ marginBottom: 16 }} />
      <ProFormSwitch name="enabled" label={t('tasks.enabled')} />
      {/* Amounts are text: the server parses them exactly (no floating point on the way). */}
      <ProFormText
        name="target"
        label={row.unit === 'amount' ? t('tasks.targetAmount') : t('tasks.targetCount')}
        extra={hint(plain(defaults.target))}
      />
      <ProFormText name="reward" label={t('tasks.reward')} extra={hint(plain(defaults.reward))} />
      <ProFormDigit
        name="points"
        label={t('tasks.points')}
        min={0}
        max={1000}
        fieldProps={{ precision: 0 }}
        extra={hint(defaults.points)}
      />
      <ProFormDigit
        name="flowMultiple"
        label={t('tasks.flowMultiple')}
        min={0}
        max={100}
        fieldProps={{ precision: 0 }}
        extra={hint(defaults.flowMultiple)}
      />
    </ModalForm>
  );
}
