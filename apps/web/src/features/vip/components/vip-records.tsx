import type { VipRecord, VipRewardKind } from '@houseline/shared/api/contract/vip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/money/money.tsx';
import { PageLoading } from '../../../components/page/page-frame.tsx';
import { StateBlock } from '../../../components/state-block.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useVipRecords } from '../api/vip-queries.ts';
import { VIP_KINDS } from '../lib/vip-feature.ts';

const PAGE_SIZE = 10;

function whatFor(record: VipRecord): { key: string; reference: string } {
  if (record.kind === 'upgrade') return { key: 'vip.records.forLevel', reference: record.reference };
  if (record.kind === 'monthly') return { key: 'vip.records.forMonth', reference: record.reference };
  return { key: 'vip.records.forDay', reference: record.reference };
}

/** The member's VIP rewards from the ledger, filtered by kind, a page at a time. */
export function VipRecords() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<VipRewardKind | undefined>(undefined);
  const [page, setPage] = useState(1);
  const records = useVipRecords(page, PAGE_SIZE, kind);
  const pages = Math.max(1, Math.ceil((records.data?.total ?? 0) / PAGE_SIZE));
  const choose = (next: VipRewardKind | undefined) => {
    setKind(next);
    setPage(1);
  };
  return (
    <section className="vip-records">
      <h2>{t('vip.records.title')}</h2>
      <div className="vip-records__filters">
        {[undefined, ...VIP_KINDS].map((k) => (
          <button
            key={k ?? 'all'}
            type="button"
            className={`vip-chip${k === kind ? ' is-selected' : ''}`}
            aria-pressed={k === kind}
            onClick={() => choose(k)}
          >
            {k ? t(`vip.kind.${k}`) : t('vip.records.all')}
          </button>
        ))}
      </div>
      {!records.data ? (
        records.isError ? (
          <StateBlock tone="error" message={t('vip.loadFailed')} />
        ) : (
          <PageLoading />
        )
      ) : records.data.list.length === 0 ? (
        <StateBlock tone="empty" message={t('vip.records.empty')} />
      ) : (
        <ul className="vip-records__list">
          {records.data.list.map((r) => {
            const what = whatFor(r);
            return (
              <li key={r.id} className="vip-records__row">
                <span className={`vip-records__kind is-${r.kind}`}>{t(`vip.kind.${r.kind}`)}</span>
                <span className="vip-records__main">
                  <strong>{t(what.key, { reference: what.reference })}</strong>
                  <small>{formatDateTime(r.createdAt)}</small>
                </span>
                <Money value={r.amount} currency={r.currency} signed />
              </li>
            );
          })}
        </ul>
      )}
      {pages > 1 ? (
        <nav className="vip-records__pager">
          <button
            type="button"
            className="hl-btn hl-btn--ghost"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('vip.records.prev')}
          </button>
          <span>{t('vip.records.page', { page, pages })}</span>
          <button
            type="button"
            className="hl-btn hl-btn--ghost"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {t('vip.records.next')}
          </button>
        </nav>
      ) : null}
    </section>
  );
}
