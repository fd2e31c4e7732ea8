import type { EndpointResponse } from '@houseline/shared/api/endpoints';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePasswordEncryptor } from '../../../hooks/use-password-encryptor.ts';
import { useSubmit } from '../../../hooks/use-submit.ts';
import { toast } from '../../../hooks/use-toast.ts';
import { QUERY_KEYS } from '../../../lib/api/query-keys.ts';

type AccountList = EndpointResponse<'withdrawAccounts'>;

/**
 * The common end of the three "add a withdrawal account" forms: encrypt the withdrawal password,
 * send, keep the list the server answers with, say "binding succeeded" and return to the list.
 */
export function useAddAccount() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const encrypt = usePasswordEncryptor();
  const submit = useSubmit();
  return useCallback(
    (wpasswordPlain: string, send: (wpassword: string) => Promise<AccountList>, onError?: () => void) =>
      submit(async () => {
        const [wpassword] = await encrypt(wpasswordPlain);
        const list = await send(wpassword!);
        queryClient.setQueryData(QUERY_KEYS.withdrawAccounts, list);
        toast(t('account.messages.bound'));
        void navigate('/cards', { replace: true });
      }, onError),
    [encrypt, navigate, queryClient, submit, t],
  );
}
