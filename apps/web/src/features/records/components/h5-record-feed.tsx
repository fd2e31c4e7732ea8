import { useInfiniteQuery } from '@tanstack/react-query';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page/page-frame.tsx';
import { StateBlock } from '../../../components/state-block.tsx';
import { WEB_LIMITS } from '../../../config/web-limits.ts';
import { useMemberStore } from '../../../stores/member-store.ts';
import { pageCount, type RecordSource } from '../lib/record-source.ts';

/**
 * The phone's endless record list: the next page loads as the member nears the end (antd-mobile
 * InfiniteScroll), until the server's total is reached. Loaded on demand by RecordList, so the
 * desktop never downloads it.
 */
export function H5RecordFeed<T>({
  source,
  renderItem,
}: {
  source: RecordSource<T>;
  renderItem(item: T): ReactNode;
}) {
  const { t } = useTranslation();
  const size = WEB_LIMITS.recordsPageSize;
  const query = useInfiniteQuery({
    queryKey: [...source.queryKey, 'feed'],
    queryFn: ({ pageParam }) => source.fetchPage(pageParam, size),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < pageCount(last.total, last.size) ? last.page + 1 : undefined),
    enabled: useMemberStore((s) => s.isLogin),
  });
  if (query.isPending) return <PageLoading />;
  if (query.isError && !query.data) {
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
  const items = query.data.pages.flatMap((p) => p.list);
  if (items.length === 0) return <StateBlock tone="empty" message={t('wallet.common.empty')} />;
  return (
    <div className="cs-feed">
      <ul className="cs-rows" data-testid="record-feed">
        {items.map((item) => (
          <li key={source.keyOf(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      <InfiniteScroll
        hasMore={query.hasNextPage}
        loadMore={async () => {
          await query.fetchNextPage({ throwOnError: true });
        }}
      >
        {(hasMore, failed, retry) =>
          failed ? (
            <button type="button" className="mf-link-btn" onClick={retry}>
              {t('wallet.common.loadFailed')} · {t('common.retry')}
            </button>
          ) : (
            <span className="cs-feed__end">
              {hasMore ? t('wallet.common.loadingMore') : t('wallet.common.end')}
            </span>
          )
        }
      </InfiniteScroll>
    </div>
  );
}
