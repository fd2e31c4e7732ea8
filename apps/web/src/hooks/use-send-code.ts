import type { SendCodeRequest } from '@houseline/shared/api/contract/account';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../lib/api/api.ts';
import { errorMessage } from '../lib/error-message.ts';
import { useCountdown } from './use-countdown.ts';
import { toast } from './use-toast.ts';

export interface SendCode {
  /** Sends a code; resolves to whether it was sent. Ignored while the countdown runs. */
  send(request: SendCodeRequest): Promise<boolean>;
  sending: boolean;
  /** Seconds until another code may be sent (0 = now). */
  seconds: number;
}

/**
 * POST /api/service/sms with the "resend after s seconds" countdown the server sets
 * (resendAfterSec). A refusal shows the server's message; a network failure shows
 * "failed to get verification code" (SPEC.md §8).
 */
export function useSendCode(): SendCode {
  const { t } = useTranslation();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const { running, start } = countdown;
  const send = useCallback(
    async (request: SendCodeRequest) => {
      if (running || sending) return false;
      setSending(true);
      try {
        const answer = await api.call('sendCode', request);
        start(answer.resendAfterSec);
        toast(t('account.code.sentTo', { target: answer.sentTo }));
        return true;
      } catch (error) {
        toast(errorMessage(error, t, 'account.messages.codeFailed'));
        return false;
      } finally {
        setSending(false);
      }
    },
    [running, sending, start, t],
  );
  return { send, sending, seconds: countdown.seconds };
}
