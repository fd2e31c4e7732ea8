import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api/api-error.ts';

/**
 * Server state. Failures are already logged by the API client (SPEC.md §8), so queries retry
 * once and otherwise let components show their own empty or error state.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // An invalid session is final; anything else gets one more try.
        retry: (failureCount, error) => failureCount < 1 && !(isApiError(error) && error.kind === 'session'),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
