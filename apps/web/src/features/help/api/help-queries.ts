import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api.ts';

const STALE_MS = 5 * 60_000;

export const helpArticlesQuery = queryOptions({
  queryKey: ['help', 'articles'],
  queryFn: () => api.call('helpArticles', {}),
  staleTime: STALE_MS,
});

/** Every help article's title and summary (the menus). */
export function useHelpArticles() {
  return useQuery(helpArticlesQuery);
}

/** One article with its content blocks; idle without a slug. */
export function useHelpArticle(slug: string | null) {
  return useQuery({
    queryKey: ['help', 'article', slug],
    queryFn: () => api.call('helpArticle', { slug: slug! }),
    enabled: slug !== null,
    staleTime: STALE_MS,
    retry: (count, error) =>
      count < 2 && !(error instanceof Error && /NOT_FOUND/.test(String((error as { code?: string }).code))),
  });
}

/** The brand's sponsorship page. */
export function useSponsorPage(enabled: boolean) {
  return useQuery({
    queryKey: ['help', 'sponsor'],
    queryFn: () => api.call('sponsorPage', {}),
    enabled,
    staleTime: STALE_MS,
  });
}
