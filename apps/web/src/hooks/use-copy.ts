import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../lib/copy-text.ts';
import { toast } from './use-toast.ts';

/** Copies text and says "copied successfully" or "copy failed" (SPEC.md §8). */
export function useCopy(): (text: string) => Promise<void> {
  const { t } = useTranslation();
  return useCallback(
    async (text: string) => {
      const ok = await copyText(text);
      toast(ok ? t('account.messages.copied') : t('account.messages.copyFailed'));
    },
    [t],
  );
}
