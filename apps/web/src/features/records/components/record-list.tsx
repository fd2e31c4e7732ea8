import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoading } from '../../../components/page/page-frame.tsx';
import { StateBlock } from '../../../components/state-block.tsx';
import { WEB_LIMITS } from '../../../config/web-limits.ts';
import { formFactor } from '../../../lib/form-factor.ts';
import { useMemberStore } from '../../../stores/member-store.ts';
import { pageCount, type RecordColumn, type RecordSource } from '../lib/record-source.ts';

const H5RecordFeed = lazy(async () => ({ default: (await import('./h5-record-feed.tsx')).H5RecordFeed }));

/**
 * A member's records: an endless list on a phone (more rows as the member scrolls, antd-mobile
 * InfiniteScroll, loaded only there), a table with pages on a desktop. Filters live in the query
 * key, so changing one starts again at the first page.
 */
export function RecordList<T>({
  source,
  columns,
  renderItem,
  page,
  onPage,
}: {
  source: RecordSource<T>;
  columns: readonly RecordColumn<T>[];
  renderItem(item: T): ReactNode;
  page: number;
  onPage(page: number): void;
}) {
  if (formFactor === 'phone') {
    return (
      <Suspense fallback={<PageLoading />}>
        <H5RecordFeed source={source} renderItem={renderItem} />
      </Suspense>
    );
  }
  return <RecordTable source={source} columns={columns} page={page} onPage={onPage} />;
}

function RecordTable<T>({
  source,
  columns,
  page,
  onPage,
}: {
  source: RecordSource<T>;
  columns: readonly RecordColumn<T>[];
  page: number;
  onPage(page: number): void;
}) {
  const { t } = useTranslation();
  const size = WEB_LIMITS.recordsPageSize;
  const query = useQuery({
    queryKey: [...source.queryKey, 'page', page],
    queryFn: () => source.fetchPage(page, size),
    enabled: useMemberStore((s) => s.isLogin),
    placeholderData: keepPreviousData,
  });
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    return (
      <StateBlock
        tone="error"
        message={t('wallet.common.loadFailed')}
        action={
          <button type="button" className="hl-btn hl-btn--primary" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </button>
        }
      />
    );
  }
  const { list, total } = query.data;
  if (list.length === 0) return <StateBlock tone="empty" message={t('wallet.common.empty')} />;
  const pages = pageCount(total, size);
  return (
    <div className={`cs-table-wrap${query.isPlaceholderData ? ' is-stale' : ''}`}>
      <table className="cs-table" data-testid="record-table">
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} className={c.align === 'end' ? 'is-end' : undefined}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {list.map((item) => (
            <tr key={source.keyOf(item)}>
              {columns.map((c, i) => (
                <td key={c.key} className={c.align === 'end' ? 'is-end' : undefined}>
                  {i === 0 ? (
                    <Link to={source.pathOf(item)} className="cs-table__link">
                      {c.cell(item)}
                    </Link>
                  ) : (
                    c.cell(item)
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <nav className="cs-pager" aria-label={t('wallet.common.page', { page, pages, total })}>
        <button
          type="button"
          className="hl-btn hl-btn--ghost"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          {t('wallet.common.prev')}
        </button>
        <span>{t('wallet.common.page', { page, pages, total })}</span>
        <button
          type="button"
          className="hl-btn hl-btn--ghost"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          {t('wallet.common.next')}
        </button>
      </nav>
    </div>
  );
}
