import type { CaptchaPurpose } from '@houseline/shared/api/contract/account';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api/api.ts';
import { apiRoutes } from '../lib/api/api-routes.ts';
import { QUERY_KEYS } from '../lib/api/query-keys.ts';

/** Area codes change about never within a visit. */
const PHONE_AREA_STALE_MS = 60 * 60_000;

/** GET member/phoneArea: the area codes a phone can be bound with. */
export const phoneAreaQuery = queryOptions({
  queryKey: QUERY_KEYS.phoneArea,
  queryFn: () => api.call('phoneArea'),
  staleTime: PHONE_AREA_STALE_MS,
});

/**
 * GET member/captcha: an SVG image whose answer the server binds to this device (device_no
 * header) and purpose. Not an envelope, so it is fetched as a blob.
 */
export function fetchCaptcha(purpose: CaptchaPurpose, signal: AbortSignal): Promise<Blob> {
  return api.request<Blob>(
    apiRoutes.captcha.method,
    apiRoutes.captcha.path,
    { purpose },
    {
      responseType: 'blob',
      signal,
    },
  );
}
