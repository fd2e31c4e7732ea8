import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Captcha } from '../../hooks/use-captcha.ts';
import { ShieldCheckIcon } from '../member-icons.tsx';
import { TextField } from './form-controls.tsx';

/** The graphic captcha: the answer input and the image, which the member clicks for a new one. */
export function CaptchaField({
  id,
  field,
  error,
  captcha,
}: {
  id: string;
  field: UseFormRegisterReturn;
  error?: string | undefined;
  captcha: Captcha;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      id={id}
      label={t('account.label.captcha')}
      placeholder={t('account.placeholder.captcha')}
      field={field}
      error={error}
      icon={<ShieldCheckIcon />}
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={6}
      addon={
        <button
          type="button"
          className="mf-captcha"
          onClick={captcha.refresh}
          title={t('account.captcha.refresh')}
          aria-label={t('account.captcha.refresh')}
        >
          {captcha.url ? (
            <img src={captcha.url} alt={t('account.captcha.image')} width={104} height={38} />
          ) : captcha.failed ? (
            <span className="mf-captcha__failed">{t('account.messages.codeFailed')}</span>
          ) : (
            <span className="mf-captcha__loading" aria-hidden="true" />
          )}
        </button>
      }
    />
  );
}
