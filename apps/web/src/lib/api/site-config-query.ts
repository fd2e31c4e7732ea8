import { queryOptions } from '@tanstack/react-query';
import { WEB_LIMITS } from '../../config/web-limits.ts';
import { api } from './api.ts';
import { QUERY_KEYS } from './query-keys.ts';

/**
 * The brand's site config from the server (GET /api/findmed/v1/md). Shared code, not part of the
 * site feature, because the member pages need its public key to encrypt passwords.
 */
export const siteConfigQuery = queryOptions({
  queryKey: QUERY_KEYS.siteConfig,
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
