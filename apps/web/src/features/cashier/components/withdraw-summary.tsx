import type { WithdrawInfo } from '@houseline/shared/api/contract/wallet';
import { formatAmount } from '@houseline/shared/money/amount';
import { useTranslation } from 'react-i18next';
import { InfoRow } from '../../../components/info-row.tsx';
import { Money } from '../../../components/money/money.tsx';
import { isPositiveWire, toMinor } from '../../../lib/amount-input.ts';

/** Done / required as a whole percentage, 100 when nothing is required. */
export function turnoverPercent(done: string, required: string): number {
  const need = toMinor(required) ?? 0n;
  if (need <= 0n) return 100;
  const have = toMinor(done) ?? 0n;
  return have >= need ? 100 : Number((have * 100n) / need);
}

/**
 * What the member can withdraw and why: balance, withdrawable amount, turnover progress, and the
 * rules (per-withdrawal range, daily count and amount, fee) from GET withdraw/info.
 */
export function WithdrawSummary({ info, frozen }: { info: WithdrawInfo; frozen: string | null }) {
  const { t } = useTranslation();
  const percent = turnoverPercent(info.turnoverDone, info.turnoverRequired);
  const remaining = isPositiveWire(info.turnoverRemaining);
  return (
    <>
      <div className="cs-balances">
        <div className="cs-balance">
          <span className="cs-balance__label">{t('wallet.withdraw.balance')}</span>
          <Money value={info.balance} currency={info.currency} strong />
        </div>
        <div className="cs-balance is-accent" data-testid="withdrawable">
          <span className="cs-balance__label">{t('wallet.withdraw.withdrawable')}</span>
          <Money value={info.withdrawable} currency={info.currency} strong />
        </div>
        {frozen && isPositiveWire(frozen) ? (
          <div className="cs-balance">
            <span className="cs-balance__label">{t('wallet.withdraw.frozen')}</span>
            <Money value={frozen} currency={info.currency} />
          </div>
        ) : null}
      </div>
      <div className="cs-turnover">
        <div className="cs-turnover__head">
          <span>{t('wallet.withdraw.turnover')}</span>
          <small>
            {t('wallet.withdraw.turnoverProgress', {
              done: formatAmount(info.turnoverDone),
              required: formatAmount(info.turnoverRequired),
            })}
          </small>
        </div>
        <span
          className="cs-progress"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <span className="cs-progress__bar" style={{ width: `${percent}%` }} />
        </span>
        <p className={remaining ? 'cs-warn' : 'cs-ok'}>
          {remaining
            ? t('wallet.withdraw.turnoverRemaining', { amount: formatAmount(info.turnoverRemaining) })
            : t('wallet.withdraw.turnoverMet')}
        </p>
      </div>
      <details className="cs-rules" open>
        <summary>{t('wallet.withdraw.limits')}</summary>
        <div className="mp-list">
          <InfoRow
            label={t('wallet.withdraw.single')}
            value={`${formatAmount(info.min)} - ${formatAmount(info.max)}`}
          />
          <InfoRow
            label={t('wallet.withdraw.dailyCount')}
            value={t('wallet.withdraw.dailyCountValue', {
              used: info.dailyCountUsed,
              limit: info.dailyCountLimit,
            })}
          />
          <InfoRow
            label={t('wallet.withdraw.dailyAmount')}
            value={t('wallet.withdraw.dailyAmountValue', {
              used: formatAmount(info.dailyAmountUsed),
              limit: formatAmount(info.dailyAmountLimit),
            })}
          />
          <InfoRow
            label={t('wallet.withdraw.feeRule')}
            value={t('wallet.withdraw.feeRuleValue', {
              free: info.freeCountPerDay,
              percent: info.feePermille / 10,
              min: formatAmount(info.feeMin),
            })}
          />
        </div>
      </details>
    </>
  );
}
