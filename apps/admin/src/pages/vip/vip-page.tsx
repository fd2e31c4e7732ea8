import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Tag } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useAction } from '../../lib/actions.tsx';
import { useConsole } from '../../lib/console-context.tsx';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { formatAmount } from '../../lib/money.ts';
import { actionsColumn, SettingsTable } from '../../lib/settings-table.tsx';
import { LevelForm } from './level-form.tsx';
import { type LevelRow, vipService } from './service.ts';

function columnsOf(
  t: Translate,
  locale: string,
  edit: ((row: LevelRow) => React.ReactNode) | undefined,
): ProColumns<LevelRow>[] {
  const money = (key: keyof LevelRow, title: string): ProColumns<LevelRow> => ({
    title,
    dataIndex: key,
    align: 'right',
    render: (_, r) => formatAmount(String(r[key]), locale),
  });
  const columns: ProColumns<LevelRow>[] = [
    {
      title: t('vip.level'),
      dataIndex: 'name',
      width: 80,
      render: (_, r) => <Tag color="gold">{r.name}</Tag>,
    },
    money('turnover', t('vip.turnover')),
    money('deposit', t('vip.deposit')),
    money('upgradeBonus', t('vip.upgradeBonus')),
    money('monthlyBonus', t('vip.monthlyBonus')),
    {
      title: t('vip.rebate'),
      dataIndex: 'rebateBp',
      align: 'right',
      render: (_, r) => `${(r.rebateBp / 100).toFixed(2)}%`,
    },
    { title: t('vip.withdrawDailyCount'), dataIndex: 'withdrawDailyCount', align: 'right' },
    money('withdrawDailyAmount', t('vip.withdrawDailyAmount')),
  ];
  return [...columns, ...actionsColumn(t, edit)];
}

/**
 * The brand's VIP ladder (issue 24): every level's thresholds and privileges; finance and admin
 * change a level, other roles read. The member's VIP page, the promotion job and the withdrawal
 * limits read the same rows, so a change holds at once.
 */
export default function VipPage() {
  const { client, access } = useConsole();
  const { t, locale } = useI18n();
  const run = useAction();
  const table = useRef<ActionType>(undefined);
  const service = useMemo(() => vipService(client), [client]);
  const [currency, setCurrency] = useState('');
  const reload = () => table.current?.reload();
  const edit = access['vip.edit']
    ? (row: LevelRow) => <LevelForm row={row} service={service} run={run} onSaved={reload} />
    : undefined;
  const columns = columnsOf(t, locale, edit);
  const fetchRows = async () => {
    const ladder = await service.ladder();
    setCurrency(ladder.currency);
    return { list: ladder.levels, total: ladder.levels.length };
  };
  return (
    <SettingsTable<LevelRow>
      rowKey="level"
      title={t('vip.title', { currency })}
      actionRef={table}
      columns={columns}
      fetchRows={fetchRows}
      readOnly={edit ? undefined : t('vip.readOnly')}
      csvFileName="vip-levels.csv"
    />
  );
}
