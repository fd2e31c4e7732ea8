import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { whileBusy } from '../lib/busy.ts';
import { errorMessage } from '../lib/error-message.ts';
import { toast } from './use-toast.ts';

/**
 * Runs a form's submit work while the app is marked busy (a service-worker update waits instead
 * of reloading mid-submit, DESIGN.md §9). A failure is shown as a toast, then `onError` may react
 * to it (refresh a captcha, show a field). Resolves to whether the work succeeded.
 */
export function useSubmit() {
  const { t } = useTranslation();
  return useCallback(
    async (work: () => Promise<void>, onError?: (error: unknown) => void): Promise<boolean> => {
      try {
        await whileBusy(work);
        return true;
      } catch (error) {
        toast(errorMessage(error, t));
        onError?.(error);
        return false;
      }
    },
    [t],
  );
}
