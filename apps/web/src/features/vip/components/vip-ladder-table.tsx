import type { VipLevel } from '@houseline/shared/api/contract/vip';
import { useTranslation } from 'react-i18next';
import { amountOf, rateOf } from '../lib/vip-format.ts';

/** Every level's thresholds and privileges in one table (scrolls sideways on a phone). */
export function VipLadderTable({
  levels,
  currentLevel,
}: {
  levels: readonly VipLevel[];
  currentLevel: number;
}) {
  const { t } = useTranslation();
  return (
    <section className="vip-table">
      <h2>{t('vip.table.title')}</h2>
      <div className="vip-table__scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">{t('vip.table.level')}</th>
              <th scope="col">{t('vip.table.turnover')}</th>
              <th scope="col">{t('vip.table.deposit')}</th>
              <th scope="col">{t('vip.privilege.upgradeBonus')}</th>
              <th scope="col">{t('vip.privilege.monthlyBonus')}</th>
              <th scope="col">{t('vip.privilege.rebate')}</th>
              <th scope="col">{t('vip.privilege.withdrawCount')}</th>
              <th scope="col">{t('vip.privilege.withdrawAmount')}</th>
            </tr>
          </thead>
          <tbody>
            {levels.map((l) => (
              <tr key={l.level} className={l.level === currentLevel ? 'is-current' : undefined}>
                <th scope="row">{l.name}</th>
                <td>{amountOf(l.turnover)}</td>
                <td>{amountOf(l.deposit)}</td>
                <td>{amountOf(l.upgradeBonus)}</td>
                <td>{amountOf(l.monthlyBonus)}</td>
                <td>{rateOf(l.rebateBp)}</td>
                <td>{l.withdrawDailyCount}</td>
                <td>{amountOf(l.withdrawDailyAmount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
