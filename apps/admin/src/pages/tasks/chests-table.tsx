import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { useMemo, useRef, useState } from 'react';
import { useAction } from '../../lib/actions.tsx';
import { useConsole } from '../../lib/console-context.tsx';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { formatAmount } from '../../lib/money.ts';
import { actionsColumn, enabledColumn, SettingsTable } from '../../lib/settings-table.tsx';
import { ChestForm, chestEditOf } from './chest-form.tsx';
import { ResetButton } from './reset-button.tsx';
import { type ChestRow, tasksService } from './service.ts';

function columnsOf(
  t: Translate,
  locale: string,
  toggle: ((row: ChestRow, enabled: boolean) => void) | undefined,
  edit: ((row: ChestRow) => React.ReactNode) | undefined,
): ProColumns<ChestRow>[] {
  return [
    {
      title: t('tasks.chestTier'),
      dataIndex: 'tier',
      width: 90,
      render: (_, r) => t('tasks.chestName', { tier: String(r.tier) }),
    },
    {
      title: t('tasks.chestPoints'),
      dataIndex: 'points',
      align: 'right',
      render: (_, r) => <span data-testid={`chest-points-${r.tier}`}>{r.points}</span>,
    },
    {
      title: t('tasks.chestReward'),
      dataIndex: 'reward',
      align: 'right',
      render: (_, r) => <span data-testid={`chest-reward-${r.tier}`}>{formatAmount(r.reward, locale)}</span>,
    },
    {
      title: t('tasks.chestDefault'),
      dataIndex: 'defaults',
      render: (_, r) =>
        t('tasks.chestDefaultValue', {
          points: String(r.defaults.points),
          reward: formatAmount(r.defaults.reward, locale),
        }),
    },
    enabledColumn(t('tasks.enabled'), (r) => `chest-enabled-${r.tier}`, toggle),
    { title: t('common.updatedAt'), dataIndex: 'updatedAt', valueType: 'dateTime' },
    ...actionsColumn(t, edit),
  ];
}

/**
 * The brand's daily activity chests (issue 24, decision 0089): content and admin change the
 * points that open a chest and its reward, or turn it off, and reset them all to the catalogue's;
 * finance reads. The member's next opening follows; a chest already opened keeps what it paid.
 */
export function ChestsTable() {
  const { client, access } = useConsole();
  const { t, locale } = useI18n();
  const run = useAction();
  const table = useRef<ActionType>(undefined);
  const service = useMemo(() => tasksService(client), [client]);
  const [atDefault, setAtDefault] = useState(true);
  const [currency, setCurrency] = useState('');
  const reload = () => table.current?.reload();
  const editable = access['tasks.edit'];
  const toggle = editable
    ? (row: ChestRow, enabled: boolean) =>
        void run(() => service.updateChest(chestEditOf(row, { enabled })), reload)
    : undefined;
  const edit = editable
    ? (row: ChestRow) => <ChestForm row={row} service={service} run={run} onSaved={reload} />
    : undefined;
  const fetchRows = async () => {
    const answer = await service.chests();
    setCurrency(answer.currency);
    setAtDefault(answer.list.every((c) => c.updatedAt === null));
    return { list: answer.list, total: answer.total };
  };
  return (
    <SettingsTable<ChestRow>
      rowKey="tier"
      title={t('tasks.chestsTitle', { currency })}
      actionRef={table}
      columns={columnsOf(t, locale, toggle, edit)}
      fetchRows={fetchRows}
      readOnly={editable ? undefined : t('tasks.readOnly')}
      csvFileName="task-chests.csv"
      toolbar={
        editable ? (
          <ResetButton
            title={t('tasks.chestsResetConfirm')}
            testId="reset-chests"
            atDefault={atDefault}
            onConfirm={() => run(() => service.resetChests(), reload)}
          />
        ) : undefined
      }
    />
  );
}
