import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SendCode } from '../../hooks/use-send-code.ts';
import { ShieldCheckIcon } from '../member-icons.tsx';
import { TextField } from './form-controls.tsx';

/**
 * A 6-digit code input with its "get code" button, which turns into the "resend after s seconds"
 * countdown once a code is on its way.
 */
export function CodeField({
  id,
  label,
  placeholder,
  field,
  error,
  sender,
  onSend,
}: {
  id: string;
  label: string;
  placeholder: string;
  field: UseFormRegisterReturn;
  error?: string | undefined;
  sender: SendCode;
  /** Checks the recipient and sends the code. */
  onSend(): void;
}) {
  const { t } = useTranslation();
  const waiting = sender.seconds > 0;
  return (
    <TextField
      id={id}
      label={label}
      placeholder={placeholder}
      field={field}
      error={error}
      icon={<ShieldCheckIcon />}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      addon={
        <button
          type="button"
          className="mf-send"
          onClick={onSend}
          disabled={waiting || sender.sending}
          aria-live="polite"
        >
          {waiting
            ? t('account.code.resendIn', { seconds: sender.seconds })
            : sender.sending
              ? t('account.code.sending')
              : t('account.code.send')}
        </button>
      }
    />
  );
}
