import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Space, Tag } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useAction } from '../../lib/actions.tsx';
import { useConsole } from '../../lib/console-context.tsx';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { formatAmount } from '../../lib/money.ts';
import { actionsColumn, enabledColumn, SettingsTable } from '../../lib/settings-table.tsx';
import { ChestsTable } from './chests-table.tsx';
import { ResetButton } from './reset-button.tsx';
import { type TaskRow, tasksService } from './service.ts';
import { editOf, TaskForm } from './task-form.tsx';

const GROUP_COLOR = { newbie: 'green', daily: 'blue', weekly: 'purple' } as const;

function columnsOf(
  t: Translate,
  locale: string,
  toggle: ((row: TaskRow, enabled: boolean) => void) | undefined,
  edit: ((row: TaskRow) => React.ReactNode) | undefined,
): ProColumns<TaskRow>[] {
  const columns: ProColumns<TaskRow>[] = [
    {
      title: t('tasks.group'),
      dataIndex: 'group',
      width: 100,
      render: (_, r) => <Tag color={GROUP_COLOR[r.group]}>{t(`tasks.group.${r.group}`)}</Tag>,
    },
    { title: t('tasks.task'), dataIndex: 'title' },
    { title: t('tasks.metric'), dataIndex: 'metric', render: (_, r) => t(`tasks.metric.${r.metric}`) },
    {
      title: t('tasks.target'),
      dataIndex: 'target',
      align: 'right',
      render: (_, r) => (
        <span data-testid={`task-target-${r.code}`}>
          {r.unit === 'amount' ? formatAmount(r.target, locale) : r.target}
        </span>
      ),
    },
    {
      title: t('tasks.reward'),
      dataIndex: 'reward',
      align: 'right',
      render: (_, r) => <span data-testid={`task-reward-${r.code}`}>{formatAmount(r.reward, locale)}</span>,
    },
    { title: t('tasks.points'), dataIndex: 'points', align: 'right' },
    { title: t('tasks.flowMultiple'), dataIndex: 'flowMultiple', align: 'right' },
    enabledColumn(t('tasks.enabled'), (r) => `task-enabled-${r.code}`, toggle),
  ];
  return [...columns, ...actionsColumn(t, edit, 150)];
}

/**
 * The brand's task centre (issue 24, decision 0079): every task of the catalogue with the brand's
 * own figures; content and admin turn a task on or off and change its target, reward, points and
 * turnover multiple or reset it to the catalogue's default, finance reads; below, the daily
 * activity chests (decision 0089). The member's task page reads the same rows on every call, so a
 * change shows at once; rewards already received keep what they paid.
 */
export default function TasksPage() {
  const { client, access } = useConsole();
  const { t, locale } = useI18n();
  const run = useAction();
  const table = useRef<ActionType>(undefined);
  const service = useMemo(() => tasksService(client), [client]);
  const [currency, setCurrency] = useState('');
  const reload = () => table.current?.reload();
  const editable = access['tasks.edit'];
  const toggle = editable
    ? (row: TaskRow, enabled: boolean) => void run(() => service.update(editOf(row, { enabled })), reload)
    : undefined;
  const edit = editable
    ? (row: TaskRow) => (
        <Space size={4}>
          <TaskForm row={row} service={service} run={run} onSaved={reload} />
          <ResetButton
            title={t('tasks.resetConfirm', { name: row.title })}
            testId={`reset-task-${row.code}`}
            atDefault={row.updatedAt === null}
            onConfirm={() => run(() => service.reset(row.code), reload)}
          />
        </Space>
      )
    : undefined;
  const fetchRows = async () => {
    const answer = await service.tasks();
    setCurrency(answer.currency);
    return { list: answer.list, total: answer.total };
  };
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <SettingsTable<TaskRow>
        rowKey="code"
        title={t('tasks.title', { currency })}
        actionRef={table}
        columns={columnsOf(t, locale, toggle, edit)}
        fetchRows={fetchRows}
        readOnly={editable ? undefined : t('tasks.readOnly')}
        csvFileName="tasks.csv"
      />
      <ChestsTable />
    </Space>
  );
}
