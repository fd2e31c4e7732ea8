import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { whileBusy } from '../lib/busy.ts';
import { errorMessage } from '../lib/error-message.ts';
import { toast } from './use-toast.ts';

/**
 * A form's submit as a TanStack mutation: the work runs while the app is marked busy (a
 * service-worker update waits instead of reloading mid-submit, DESIGN.md §9), the mutation tracks
 * pending and error, and a failure is shown as a toast before `onError` may react to it (refresh a
 * captcha, show a field). Resolves to whether the work succeeded.
 *
 * Mutations are not retried automatically (app/query-client.ts): a money-moving form sends again
 * when the member taps again, and its request ids (hooks/use-request-ids.ts) give the retry the
 * same id while the outcome is unknown, so the server moves the money at most once.
 */
export function useSubmit() {
  const { t } = useTranslation();
  const { mutateAsync } = useMutation({ mutationFn: (work: () => Promise<void>) => whileBusy(work) });
  return useCallback(
    async (work: () => Promise<void>, onError?: (error: unknown) => void): Promise<boolean> => {
      try {
        await mutateAsync(work);
        return true;
      } catch (error) {
        toast(errorMessage(error, t));
        onError?.(error);
        return false;
      }
    },
    [mutateAsync, t],
  );
}
