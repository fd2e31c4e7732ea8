import '../../../lib/i18n/member-messages.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CaptchaField } from '../../../components/form/captcha-field.tsx';
import { PasswordField, SubmitButton, TextField } from '../../../components/form/form-controls.tsx';
import { UserIcon } from '../../../components/icons.tsx';
import { useCaptcha } from '../../../hooks/use-captcha.ts';
import { usePasswordEncryptor } from '../../../hooks/use-password-encryptor.ts';
import { useSubmit } from '../../../hooks/use-submit.ts';
import { api } from '../../../lib/api/api.ts';
import { errorCode } from '../../../lib/error-message.ts';
import { type LoginForm, loginSchema, loginWithCaptchaSchema } from '../../../lib/forms/auth-schemas.ts';
import { useSignedIn } from '../hooks/use-signed-in.ts';

/** Codes after which the server wants a captcha with the next attempt. */
const CAPTCHA_CODES = new Set(['CAPTCHA_REQUIRED', 'CAPTCHA_WRONG']);

/**
 * /entry/login: by account name, phone or e-mail and password. The captcha appears once the
 * server asks for it (after failed attempts) and stays for the rest of the visit.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const [needsCaptcha, setNeedsCaptcha] = useState(false);
  const captcha = useCaptcha('login', needsCaptcha);
  const needsCaptchaRef = useRef(needsCaptcha);
  needsCaptchaRef.current = needsCaptcha;
  const resolver: Resolver<LoginForm> = (values, context, options) =>
    zodResolver(needsCaptchaRef.current ? loginWithCaptchaSchema : loginSchema)(values, context, options);
  const form = useForm<LoginForm>({ resolver, defaultValues: { account: '', password: '', captcha: '' } });
  const { errors, isSubmitting } = form.formState;
  const encrypt = usePasswordEncryptor();
  const submit = useSubmit();
  const signedIn = useSignedIn();

  const onSubmit = form.handleSubmit((values) =>
    submit(
      async () => {
        const [password] = await encrypt(values.password);
        const answer = await api.call('login', {
          account: values.account.trim(),
          password: password!,
          captcha: needsCaptchaRef.current ? values.captcha.trim() : undefined,
        });
        signedIn(answer);
      },
      (error) => {
        const code = errorCode(error);
        if (!code) return;
        form.setValue('captcha', '');
        if (needsCaptchaRef.current) captcha.refresh();
        else if (CAPTCHA_CODES.has(code)) setNeedsCaptcha(true);
        if (CAPTCHA_CODES.has(code)) form.setFocus('captcha');
      },
    ),
  );

  return (
    <form className="mf-form" onSubmit={onSubmit} noValidate>
      <TextField
        id="login-account"
        label={t('account.label.account')}
        placeholder={t('account.placeholder.account')}
        field={form.register('account')}
        error={errors.account?.message}
        icon={<UserIcon />}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={100}
      />
      <PasswordField
        id="login-password"
        label={t('account.label.password')}
        placeholder={t('account.placeholder.password')}
        field={form.register('password')}
        error={errors.password?.message}
        maxLength={20}
      />
      {needsCaptcha ? (
        <CaptchaField
          id="login-captcha"
          field={form.register('captcha')}
          error={errors.captcha?.message}
          captcha={captcha}
        />
      ) : null}
      <div className="mf-row-between">
        <span className="mf-hint">{t('account.login.hint')}</span>
        <Link to="/forgetPassword">{t('account.login.forgot')}</Link>
      </div>
      <SubmitButton submitting={isSubmitting}>{t('common.login')}</SubmitButton>
      <p className="entry__alt">
        {t('account.login.noAccount')}{' '}
        <Link to={`/entry/register${search}`}>{t('account.login.registerNow')}</Link>
      </p>
    </form>
  );
}
