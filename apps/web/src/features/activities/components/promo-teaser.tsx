import '../../../lib/i18n/activities-messages.ts';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { promoListQuery, usePromoList } from '../api/promo-queries.ts';
import { popupPromo } from '../lib/promo-view.ts';
import './activities.css';

/** The running promotion marked for the home popup, as a card linking to its page. */
export function PromoTeaser() {
  const { t } = useTranslation();
  const promo = popupPromo(usePromoList('running').data?.list);
  if (!promo) return null;
  return (
    <Link to={`/activity/list?id=${promo.id}`} className="promo-popup">
      <span className="promo-popup__label">{t('activities.popup.title')}</span>
      <img src={promo.bannerUrl} alt="" width={750} height={300} />
      <strong>{promo.title}</strong>
      <p>{promo.summary}</p>
      <span className="promo-popup__go">{t('activities.popup.view')} ›</span>
    </Link>
  );
}

/** Loads the running promotions before the popup opens (an error leaves the popup without one). */
export async function prefetchPopupPromo(client: QueryClient): Promise<void> {
  await client.prefetchQuery(promoListQuery('running'));
}
