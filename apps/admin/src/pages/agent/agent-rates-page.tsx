import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Tag } from 'antd';
import { useMemo, useRef } from 'react';
import { useAction } from '../../lib/actions.tsx';
import { useConsole } from '../../lib/console-context.tsx';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { actionsColumn, SettingsTable } from '../../lib/settings-table.tsx';
import { RateForm } from './rate-form.tsx';
import { agentRatesService, type RateRow } from './service.ts';

const levelName = (t: Translate, level: number) =>
  level === 1 ? t('agentRates.level1') : t('agentRates.level2');

function columnsOf(
  t: Translate,
  locale: string,
  edit: ((row: RateRow) => React.ReactNode) | undefined,
): ProColumns<RateRow>[] {
  const columns: ProColumns<RateRow>[] = [
    {
      title: t('agentRates.level'),
      dataIndex: 'level',
      render: (_, r) => <Tag color="blue">{levelName(t, r.level)}</Tag>,
    },
    {
      title: t('agentRates.rate'),
      dataIndex: 'rateBp',
      align: 'right',
      render: (_, r) => (
        <span data-testid={`agent-rate-${r.level}`}>{`${(r.rateBp / 100).toFixed(2)}%`}</span>
      ),
    },
    { title: t('agentRates.rateBp'), dataIndex: 'rateBp', key: 'bp', align: 'right' },
    {
      title: t('common.updatedAt'),
      dataIndex: 'updatedAt',
      render: (_, r) => new Date(r.updatedAt).toLocaleString(locale),
    },
  ];
  return [...columns, ...actionsColumn(t, edit)];
}

/**
 * The brand's agent commission rates (issue 24): level 1 and level 2, basis points of the
 * downline's valid turnover; finance and admin change a level, risk reads. The member's agent page
 * and the daily commission job read the same rows, so a change holds at once for days not yet
 * settled.
 */
export default function AgentRatesPage() {
  const { client, access } = useConsole();
  const { t, locale } = useI18n();
  const run = useAction();
  const table = useRef<ActionType>(undefined);
  const service = useMemo(() => agentRatesService(client), [client]);
  const reload = () => table.current?.reload();
  const edit = access['agentRates.edit']
    ? (row: RateRow) => (
        <RateForm row={row} name={levelName(t, row.level)} service={service} run={run} onSaved={reload} />
      )
    : undefined;
  return (
    <SettingsTable<RateRow>
      rowKey="level"
      title={t('agentRates.title')}
      actionRef={table}
      columns={columnsOf(t, locale, edit)}
      fetchRows={service.rates}
      readOnly={edit ? undefined : t('agentRates.readOnly')}
      csvFileName="agent-commission-rates.csv"
    />
  );
}
