import '../../../lib/i18n/member-messages.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NewPasswordFields, PasswordField, SubmitButton } from '../../../components/form/form-controls.tsx';
import { PageFrame } from '../../../components/page/page-frame.tsx';
import { usePasswordEncryptor } from '../../../hooks/use-password-encryptor.ts';
import { useSubmit } from '../../../hooks/use-submit.ts';
import { api } from '../../../lib/api/api.ts';
import { type ChangePasswordForm, changePasswordSchema } from '../../../lib/forms/security-schemas.ts';
import { useMemberStore } from '../../../stores/member-store.ts';

/**
 * /setting/password: old password, new one twice, and whether to end the sessions on other
 * devices too (on by default). The server ends this session as well, so the member logs in again.
 */
export function PasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const clear = useMemberStore((s) => s.clear);
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { oldPassword: '', password: '', confirmPassword: '', endOthers: true },
  });
  const { errors, isSubmitting } = form.formState;
  const encrypt = usePasswordEncryptor();
  const submit = useSubmit();

  const onSubmit = form.handleSubmit((v) =>
    submit(async () => {
      const [oldPassword, password, confirmPassword] = await encrypt(
        v.oldPassword,
        v.password,
        v.confirmPassword,
      );
      await api.call('updatePassword', {
        oldPassword: oldPassword!,
        password: password!,
        confirmPassword: confirmPassword!,
        endOthers: v.endOthers ? '1' : '0',
      });
      // This session is over on the server: show the result, then forget it here too.
      await navigate(`/setting/success${v.endOthers ? '?others=1' : ''}`, { replace: true });
      clear();
    }),
  );

  return (
    <PageFrame title={t('account.password.title')} backTo="/setting">
      <form className="mp-card mf-form mp-narrow" onSubmit={onSubmit} noValidate>
        <PasswordField
          id="password-old"
          label={t('account.label.oldPassword')}
          placeholder={t('account.placeholder.oldPassword')}
          field={form.register('oldPassword')}
          error={errors.oldPassword?.message}
          maxLength={20}
        />
        <NewPasswordFields
          idPrefix="password"
          label={t('account.label.newPassword')}
          password={form.register('password')}
          confirm={form.register('confirmPassword')}
          passwordError={errors.password?.message}
          confirmError={errors.confirmPassword?.message}
        />
        <label className="mf-switch">
          <span>
            {t('account.password.endOthers')}
            <small>{t('account.password.endOthersNote')}</small>
          </span>
          <input
            type="checkbox"
            role="switch"
            aria-checked={form.watch('endOthers')}
            {...form.register('endOthers')}
          />
        </label>
        <SubmitButton submitting={isSubmitting}>{t('account.password.submit')}</SubmitButton>
      </form>
    </PageFrame>
  );
}
