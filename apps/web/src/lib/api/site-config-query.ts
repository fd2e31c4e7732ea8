import { queryOptions, useQuery } from '@tanstack/react-query';
import { WEB_LIMITS } from '../../../config/web-limits.ts';
import { api } from '../../../lib/api/api.ts';

/** The brand's site config from the server (GET /api/findmed/v1/md). */
export const siteConfigQuery = queryOptions({
  queryKey: ['site-config'],
  queryFn: async () => {
    try {
      return await api.call('siteConfig');
    } catch (error) {
      // SPEC.md §8: a failed config load logs a message; the page goes on with the build's brand.
      console.warn('[site] failed to load the site config; using the built-in brand config');
      throw error;
    }
  },
  staleTime: WEB_LIMITS.siteConfigStaleMs,
});

export function useSiteConfig() {
  return useQuery(siteConfigQuery);
}
