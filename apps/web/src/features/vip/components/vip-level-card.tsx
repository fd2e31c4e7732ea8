import type { VipStatus } from '@houseline/shared/api/contract/vip';
import { formatAmount } from '@houseline/shared/money/amount';
import { useTranslation } from 'react-i18next';
import { CrownIcon } from '../../../components/icons.tsx';

function ProgressBar({
  label,
  progress,
}: {
  label: string;
  progress: NonNullable<VipStatus['progress']>['turnover'];
}) {
  const { t } = useTranslation();
  const met = progress.percent >= 100;
  return (
    <div className="vip-progress">
      <div className="vip-progress__head">
        <span>{label}</span>
        <span>
          {formatAmount(progress.done)} / {formatAmount(progress.target)}
        </span>
      </div>
      <div
        className="vip-progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
      >
        <span
          className={`vip-progress__bar${met ? ' is-met' : ''}`}
          style={{ width: `${progress.percent}%` }}
        />
      </div>
      <small className="vip-progress__note">
        {met ? t('vip.met') : t('vip.remaining', { amount: formatAmount(progress.remaining) })}
      </small>
    </div>
  );
}

/** The member's level: a card with the level badge, the totals and two bars toward the next level. */
export function VipLevelCard({ status }: { status: VipStatus }) {
  const { t } = useTranslation();
  return (
    <section className={`vip-card is-level-${Math.min(status.level, 10)}`} aria-label={t('vip.currentLevel')}>
      <div className="vip-card__top">
        <span className="vip-card__crown" aria-hidden="true">
          <CrownIcon />
        </span>
        <div>
          <small className="vip-card__label">{t('vip.currentLevel')}</small>
          <strong className="vip-card__level" data-testid="vip-level">
            {status.current.name}
          </strong>
        </div>
        <div className="vip-card__received">
          <small className="vip-card__label">{t('vip.receivedTotal')}</small>
          <strong>
            {formatAmount(status.received.total)}{' '}
            <small className="vip-card__currency">{status.currency}</small>
          </strong>
        </div>
      </div>
      <dl className="vip-card__totals">
        <div>
          <dt>{t('vip.totalTurnover')}</dt>
          <dd>{formatAmount(status.turnover)}</dd>
        </div>
        <div>
          <dt>{t('vip.totalDeposit')}</dt>
          <dd>{formatAmount(status.deposit)}</dd>
        </div>
      </dl>
      {status.next && status.progress ? (
        <div className="vip-card__next">
          <p>{t('vip.toNext', { name: status.next.name })}</p>
          <ProgressBar label={t('vip.turnover')} progress={status.progress.turnover} />
          <ProgressBar label={t('vip.deposit')} progress={status.progress.deposit} />
        </div>
      ) : (
        <p className="vip-card__top-note">{t('vip.topLevel')}</p>
      )}
    </section>
  );
}
