import '../../../lib/i18n/member-messages.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { CaptchaField } from '../../../components/form/captcha-field.tsx';
import { ContactCodeFields } from '../../../components/form/contact-code-fields.tsx';
import { NewPasswordFields, SubmitButton, TextField } from '../../../components/form/form-controls.tsx';
import { DEFAULT_AREA_CODE } from '../../../components/form/phone-field.tsx';
import { UserIcon, UsersIcon } from '../../../components/icons.tsx';
import { useCaptcha } from '../../../hooks/use-captcha.ts';
import { usePasswordEncryptor } from '../../../hooks/use-password-encryptor.ts';
import { useSubmit } from '../../../hooks/use-submit.ts';
import { api } from '../../../lib/api/api.ts';
import { type RegisterForm, registerSchema } from '../../../lib/forms/auth-schemas.ts';
import { appSession } from '../../../lib/storage/app-session.ts';
import { TermsDialog } from '../components/terms-dialog.tsx';
import { useSignedIn } from '../hooks/use-signed-in.ts';

/** The agent's invite code: from the address (invite_code, i_code) or the session (aid, SPEC.md §3). */
function useInviteCode(): string {
  const [params] = useSearchParams();
  return params.get('invite_code') || params.get('i_code') || appSession.getAgentCode() || '';
}

/**
 * /entry/register: account name, password twice, graphic captcha, optionally a phone or an e-mail
 * verified by a code, the invite code that brought the member (read-only when it came with the
 * link), and the confirmation of legal age and the terms.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const invite = useInviteCode();
  const [termsOpen, setTermsOpen] = useState(false);
  const captcha = useCaptcha('register');
  const form = useForm<RegisterForm>({
    resolver: zodResolver(registerSchema),
    defaultValues: {
      username: '',
      password: '',
      confirmPassword: '',
      captcha: '',
      channel: 'phone',
      areaCode: DEFAULT_AREA_CODE,
      phone: '',
      email: '',
      code: '',
      inviteCode: invite,
      agree: false,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const encrypt = usePasswordEncryptor();
  const submit = useSubmit();
  const signedIn = useSignedIn();

  const onSubmit = form.handleSubmit((v) =>
    submit(
      async () => {
        const [password, confirmPassword] = await encrypt(v.password, v.confirmPassword);
        const byPhone = v.channel === 'phone' && v.phone !== '';
        const byEmail = v.channel === 'email' && v.email !== '';
        const answer = await api.call('register', {
          username: v.username.trim(),
          password: password!,
          confirmPassword: confirmPassword!,
          captcha: v.captcha.trim(),
          areaCode: byPhone ? v.areaCode : undefined,
          phone: byPhone ? v.phone : undefined,
          phoneCode: byPhone ? v.code : undefined,
          email: byEmail ? v.email : undefined,
          emailCode: byEmail ? v.code : undefined,
          inviteCode: v.inviteCode || undefined,
          agree: true,
        });
        signedIn(answer);
      },
      () => {
        // A captcha answers once: any refusal needs a new one.
        form.setValue('captcha', '');
        captcha.refresh();
      },
    ),
  );

  return (
    <form className="mf-form" onSubmit={onSubmit} noValidate>
      <TextField
        id="register-username"
        label={t('account.label.username')}
        placeholder={t('account.placeholder.username')}
        hint={t('account.register.usernameHint')}
        field={form.register('username')}
        error={errors.username?.message}
        icon={<UserIcon />}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={11}
      />
      <NewPasswordFields
        idPrefix="register"
        label={t('account.label.password')}
        password={form.register('password')}
        confirm={form.register('confirmPassword')}
        passwordError={errors.password?.message}
        confirmError={errors.confirmPassword?.message}
      />
      <CaptchaField
        id="register-captcha"
        field={form.register('captcha')}
        error={errors.captcha?.message}
        captcha={captcha}
      />
      <ContactCodeFields form={form} purpose="register" idPrefix="register" optional captcha />
      <TextField
        id="register-invite"
        label={t('account.label.inviteCode')}
        placeholder={t('account.placeholder.inviteCode')}
        field={form.register('inviteCode')}
        error={errors.inviteCode?.message}
        icon={<UsersIcon />}
        readOnly={invite !== ''}
        optional={invite === ''}
        autoCapitalize="off"
        maxLength={16}
      />
      <div className="mf-field">
        <label className="hl-check mf-agree">
          <input type="checkbox" {...form.register('agree')} aria-invalid={errors.agree ? true : undefined} />
          <span>
            {t('account.register.agreePrefix')}
            <button type="button" onClick={() => setTermsOpen(true)}>
              {t('account.register.termsLink')}
            </button>
          </span>
        </label>
        {errors.agree?.message ? (
          <p className="mf-error" role="alert">
            {t(errors.agree.message)}
          </p>
        ) : null}
      </div>
      <SubmitButton submitting={isSubmitting}>{t('account.register.submit')}</SubmitButton>
      <p className="entry__alt">
        {t('account.register.haveAccount')}{' '}
        <Link to={`/entry/login${search}`}>{t('account.register.loginNow')}</Link>
      </p>
      <TermsDialog
        open={termsOpen}
        onClose={() => setTermsOpen(false)}
        onAccept={() => {
          form.setValue('agree', true, { shouldValidate: true });
          setTermsOpen(false);
        }}
      />
    </form>
  );
}
