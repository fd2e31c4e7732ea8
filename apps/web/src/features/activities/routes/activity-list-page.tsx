import '../../../lib/i18n/activities-messages.ts';
import type { PromoState } from '@houseline/shared/api/contract/content';
import { FEATURE_ID, PROMO_CATEGORIES, PROMO_STATES } from '../../../config/contract-constants.ts';

/** The tabs in the order a member reads them: what runs now first. */
const TABS: readonly PromoState[] = ['running', 'upcoming', 'ended'];

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageFrame, PageLoading } from '../../../components/page/page-frame.tsx';
import { StateBlock } from '../../../components/state-block.tsx';
import { hasFeature } from '../../../lib/brand-features.ts';
import { formFactor } from '../../../lib/form-factor.ts';
import { useMemberStore } from '../../../stores/member-store.ts';
import { usePromoDetail, usePromoList } from '../api/promo-queries.ts';
import { PromoCard } from '../components/promo-card.tsx';
import { PromoDetailView } from '../components/promo-detail.tsx';
import '../components/activities.css';

const phone = formFactor === 'phone';
const ID = /^[1-9]\d{0,8}$/;

function Retry({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <StateBlock
      tone="error"
      message={message}
      action={
        <button type="button" className="hl-btn hl-btn--primary" onClick={onRetry}>
          {t('activities.retry')}
        </button>
      }
    />
  );
}

/** One promotion (`/activity/list?id=`): a screen of its own on a phone, a panel on a desktop. */
function PromoDetailScreen({ id }: { id: string }) {
  const { t } = useTranslation();
  const isLogin = useMemberStore((s) => s.isLogin);
  const detail = usePromoDetail(ID.test(id) ? id : null, isLogin);
  const back = (
    <Link to="/activity/list" className="hl-btn hl-btn--primary">
      {t('activities.back')}
    </Link>
  );
  let body: React.ReactNode;
  if (!ID.test(id)) body = <StateBlock tone="empty" message={t('activities.notFound')} action={back} />;
  else if (detail.isPending) body = <PageLoading />;
  else if (!detail.data) {
    const missing = String((detail.error as { code?: string } | null)?.code ?? '') === 'PROMO_NOT_FOUND';
    body = missing ? (
      <StateBlock tone="empty" message={t('activities.notFound')} action={back} />
    ) : (
      <Retry message={t('activities.loadFailed')} onRetry={() => void detail.refetch()} />
    );
  } else body = <PromoDetailView promo={detail.data} isLogin={isLogin} />;
  if (phone) {
    return (
      <PageFrame title={detail.data?.title ?? t('activities.title')} backTo="/activity/list">
        {body}
      </PageFrame>
    );
  }
  return (
    <div className="d-wrap promo-desk">
      <Link to="/activity/list" className="promo-desk__back">
        ‹ {t('activities.back')}
      </Link>
      <div className="promo-desk__panel">{body}</div>
    </div>
  );
}

/** The list: time-window tabs, category chips and the promotion cards. */
function PromoListScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = (PROMO_STATES as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as PromoState)
    : 'running';
  const [category, setCategory] = useState<string>('all');
  const list = usePromoList(tab);
  const items = list.data?.list.filter((p) => category === 'all' || p.category === category);
  let body: React.ReactNode;
  if (list.isPending) body = <PageLoading />;
  else if (!list.data)
    body = <Retry message={t('activities.loadFailed')} onRetry={() => void list.refetch()} />;
  else if (!items || items.length === 0) body = <StateBlock tone="empty" message={t('activities.empty')} />;
  else {
    body = (
      <div className="promo-grid">
        {items.map((p) => (
          <PromoCard key={p.id} promo={p} />
        ))}
      </div>
    );
  }
  return (
    <div className={phone ? 'promo-page promo-page--h5' : 'd-wrap promo-page promo-page--desk'}>
      <header className="promo-page__hero">
        <h1>{t('activities.title')}</h1>
        <p>{t('activities.subtitle')}</p>
      </header>
      <div className="promo-page__bar">
        <div className="promo-tabs" role="tablist">
          {TABS.map((state) => (
            <button
              key={state}
              type="button"
              role="tab"
              aria-selected={state === tab}
              className={state === tab ? 'is-active' : undefined}
              onClick={() => setParams(state === 'running' ? {} : { tab: state }, { replace: true })}
            >
              {t(`activities.tabs.${state}`)}
            </button>
          ))}
        </div>
        <div className="promo-chips">
          {['all', ...PROMO_CATEGORIES].map((c) => (
            <button
              key={c}
              type="button"
              aria-pressed={c === category}
              className={c === category ? 'is-active' : undefined}
              onClick={() => setCategory(c)}
            >
              {t(`activities.category.${c}`)}
            </button>
          ))}
        </div>
      </div>
      <div className="promo-page__body">{body}</div>
    </div>
  );
}

/** /activity/list: the brand's promotions (an H5 tab); `?id=` opens one. */
export function ActivityListPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id');
  if (!hasFeature(FEATURE_ID.activities)) return <StateBlock tone="empty" message={t('activities.empty')} />;
  return id !== null ? <PromoDetailScreen id={id} /> : <PromoListScreen />;
}
