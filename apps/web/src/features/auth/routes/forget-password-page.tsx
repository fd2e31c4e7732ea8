import '../../../lib/i18n/member-messages.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ContactCodeFields } from '../../../components/form/contact-code-fields.tsx';
import { NewPasswordFields, SubmitButton } from '../../../components/form/form-controls.tsx';
import { DEFAULT_AREA_CODE } from '../../../components/form/phone-field.tsx';
import { usePasswordEncryptor } from '../../../hooks/use-password-encryptor.ts';
import { useSubmit } from '../../../hooks/use-submit.ts';
import { toast } from '../../../hooks/use-toast.ts';
import { api } from '../../../lib/api/api.ts';
import { type ForgetPasswordForm, forgetPasswordSchema } from '../../../lib/forms/auth-schemas.ts';
import { LOGIN_PAGE } from '../../../lib/login-redirect.ts';
import { useMemberStore } from '../../../stores/member-store.ts';
import { EntryFrame } from '../components/entry-frame.tsx';

/**
 * /forgetPassword: a code to the bound phone or e-mail (asked for with a graphic captcha), then
 * a new password twice. Success says "your password has been changed successfully" and goes to login.
 */
export function ForgetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const clear = useMemberStore((s) => s.clear);
  const form = useForm<ForgetPasswordForm>({
    resolver: zodResolver(forgetPasswordSchema),
    defaultValues: {
      channel: 'phone',
      areaCode: DEFAULT_AREA_CODE,
      phone: '',
      email: '',
      code: '',
      password: '',
      confirmPassword: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const encrypt = usePasswordEncryptor();
  const submit = useSubmit();

  const onSubmit = form.handleSubmit((v) =>
    submit(async () => {
      const [password, confirmPassword] = await encrypt(v.password, v.confirmPassword);
      await api.call('forgetPassword', {
        channel: v.channel,
        ...(v.channel === 'phone' ? { areaCode: v.areaCode, phone: v.phone } : { email: v.email }),
        code: v.code,
        password: password!,
        confirmPassword: confirmPassword!,
      });
      toast(t('account.messages.passwordChanged'));
      // The server ended every session of the member, this one too if there was one.
      clear();
      void navigate(LOGIN_PAGE, { replace: true });
    }),
  );

  return (
    <EntryFrame title={t('account.forget.title')}>
      <form className="mf-form" onSubmit={onSubmit} noValidate>
        <p className="mf-lead">{t('account.forget.lead')}</p>
        <ContactCodeFields form={form} purpose="forget" idPrefix="forget" bound captcha />
        <NewPasswordFields
          idPrefix="forget"
          label={t('account.label.newPassword')}
          password={form.register('password')}
          confirm={form.register('confirmPassword')}
          passwordError={errors.password?.message}
          confirmError={errors.confirmPassword?.message}
        />
        <SubmitButton submitting={isSubmitting}>{t('account.forget.submit')}</SubmitButton>
        <p className="entry__alt">
          {t('account.forget.remembered')} <Link to={LOGIN_PAGE}>{t('account.register.loginNow')}</Link>
        </p>
      </form>
    </EntryFrame>
  );
}
