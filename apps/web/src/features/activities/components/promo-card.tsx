import type { PromoSummary } from '@houseline/shared/api/contract/content';
import { formatAmount } from '@houseline/shared/money/amount';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currencyLabel, dayOf } from '../lib/promo-view.ts';

/** The time-window line of a promotion. */
export function WindowLabel({ promo }: { promo: PromoSummary }) {
  const { t } = useTranslation();
  if (promo.state === 'upcoming') return <>{t('activities.startsIn', { date: dayOf(promo.startsAt) })}</>;
  if (promo.state === 'ended') return <>{t('activities.endedOn', { date: dayOf(promo.endsAt) })}</>;
  return <>{t('activities.endsOn', { date: dayOf(promo.endsAt) })}</>;
}

/** A promotion in the list: its banner with the title over it, the summary and the window. */
export function PromoCard({ promo }: { promo: PromoSummary }) {
  const { t } = useTranslation();
  return (
    <Link to={`/activity/list?id=${promo.id}`} className={`promo-card is-${promo.state}`}>
      <div className="promo-card__banner">
        <img src={promo.bannerUrl} alt="" loading="lazy" />
        <span className="promo-card__tag">{t(`activities.category.${promo.category}`)}</span>
        <strong className="promo-card__title">{promo.title}</strong>
      </div>
      <div className="promo-card__meta">
        <p>{promo.summary}</p>
        <div className="promo-card__foot">
          <span className="promo-card__window">
            <WindowLabel promo={promo} />
          </span>
          {promo.bonus ? (
            <span className="promo-card__bonus">
              {t('activities.bonus', {
                amount: formatAmount(promo.bonus),
                currency: currencyLabel(promo.currency),
              })}
            </span>
          ) : null}
        </div>
      </div>
    </Link>
  );
}
