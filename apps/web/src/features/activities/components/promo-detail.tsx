import type { PromoDetail } from '@houseline/shared/api/contract/content';
import { formatAmount } from '@houseline/shared/money/amount';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ContentBlocks } from '../../../components/content/content-blocks.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { loginPathFor } from '../../../lib/login-redirect.ts';
import { useAppStore } from '../../../stores/app-store.ts';
import { useApplyPromo } from '../api/promo-queries.ts';
import { currencyLabel } from '../lib/promo-view.ts';

/** The apply area: what the member can do with this promotion now. */
function ApplyBar({ promo, isLogin }: { promo: PromoDetail; isLogin: boolean }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const apply = useApplyPromo();
  const showToast = useAppStore((s) => s.showToast);
  if (promo.applyMode === 'none') return <p className="promo-apply__note">{t('activities.noApply')}</p>;
  if (promo.application) {
    return (
      <p className={`promo-apply__state is-${promo.application.state}`}>
        {t('activities.myApplication', { state: t(`activities.state.${promo.application.state}`) })}
      </p>
    );
  }
  if (promo.state === 'upcoming') return <p className="promo-apply__note">{t('activities.notStarted')}</p>;
  if (promo.state === 'ended') return <p className="promo-apply__note">{t('activities.over')}</p>;
  if (!isLogin) {
    return (
      <Link to={loginPathFor(`${pathname}${search}`)} className="hl-btn hl-btn--primary hl-btn--block">
        {t('activities.loginToApply')}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className="hl-btn hl-btn--primary hl-btn--block"
      disabled={apply.isPending}
      onClick={() =>
        apply.mutate(promo.id, {
          onSuccess: (result) =>
            showToast(result.state === 'approved' ? t('activities.paid') : t('activities.applied')),
          onError: (error) => showToast(error instanceof Error ? error.message : t('activities.loadFailed')),
        })
      }
    >
      {apply.isPending ? t('activities.applying') : t('activities.apply')}
    </button>
  );
}

/** A promotion's page: banner, window, bonus terms, the content blocks and the apply area. */
export function PromoDetailView({ promo, isLogin }: { promo: PromoDetail; isLogin: boolean }) {
  const { t } = useTranslation();
  return (
    <article className="promo-detail">
      <div className="promo-detail__banner">
        <img src={promo.bannerUrl} alt="" />
        <h1>{promo.title}</h1>
      </div>
      <dl className="promo-detail__facts">
        <div>
          <dt>{t('activities.window')}</dt>
          <dd>
            {formatDateTime(promo.startsAt)} – {formatDateTime(promo.endsAt)}
          </dd>
        </div>
        {promo.bonus ? (
          <div>
            <dt>
              {t('activities.bonus', {
                amount: formatAmount(promo.bonus),
                currency: currencyLabel(promo.currency),
              })}
            </dt>
            <dd>{t('activities.turnover', { multiple: promo.turnoverMultiple })}</dd>
          </div>
        ) : null}
      </dl>
      <ContentBlocks blocks={promo.body} />
      <div className="promo-apply">
        <ApplyBar promo={promo} isLogin={isLogin} />
      </div>
    </article>
  );
}
