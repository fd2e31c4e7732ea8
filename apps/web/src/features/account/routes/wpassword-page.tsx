import '../../../lib/i18n/member-messages.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SubmitButton } from '../../../components/form/form-controls.tsx';
import { WithdrawPasswordInput } from '../../../components/form/withdraw-password-input.tsx';
import { PageFrame, PageLoading } from '../../../components/page/page-frame.tsx';
import { StateBlock } from '../../../components/state-block.tsx';
import { usePasswordEncryptor } from '../../../hooks/use-password-encryptor.ts';
import { useSubmit } from '../../../hooks/use-submit.ts';
import { useWithdrawPassword } from '../../../hooks/withdraw-queries.ts';
import { api } from '../../../lib/api/api.ts';
import { QUERY_KEYS } from '../../../lib/api/query-keys.ts';
import { type WithdrawPasswordForm, withdrawPasswordSchema } from '../../../lib/forms/security-schemas.ts';
import { safeRedirect } from '../../../lib/login-redirect.ts';

/** /setting/wpassword: set the withdrawal password, or change it with the old one. */
export function WithdrawPasswordPage() {
  const { t } = useTranslation();
  const { state } = useWithdrawPassword();
  const title = state?.isUsed ? t('account.wpassword.changeTitle') : t('account.wpassword.setTitle');
  return (
    <PageFrame title={title} backTo="/setting">
      {!state ? (
        <PageLoading />
      ) : !state.enable ? (
        <StateBlock tone="empty" message={t('account.wpassword.disabledText')} />
      ) : (
        <WithdrawPasswordFormCard key={String(state.isUsed)} changing={state.isUsed} />
      )}
    </PageFrame>
  );
}

function WithdrawPasswordFormCard({ changing }: { changing: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const form = useForm<WithdrawPasswordForm>({
    resolver: zodResolver(withdrawPasswordSchema),
    defaultValues: { changing, oldPassword: '', password: '', confirmPassword: '' },
  });
  const encrypt = usePasswordEncryptor();
  const submit = useSubmit();
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit((v) =>
    submit(async () => {
      const plain = changing
        ? [v.password, v.confirmPassword, v.oldPassword]
        : [v.password, v.confirmPassword];
      const [password, confirmPassword, oldPassword] = await encrypt(...plain);
      await api.call('setWithdrawPassword', {
        password: password!,
        confirmPassword: confirmPassword!,
        oldPassword,
      });
      await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.withdrawPasswordConfig });
      const next = safeRedirect(params.get('redirect'));
      const query = new URLSearchParams({
        mode: changing ? 'change' : 'set',
        ...(next ? { redirect: next } : {}),
      });
      void navigate(`/setting/wsuccess?${query}`, { replace: true });
    }),
  );

  const pin = (name: 'oldPassword' | 'password' | 'confirmPassword', id: string, label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <WithdrawPasswordInput
          id={id}
          label={label}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={errors[name]?.message}
        />
      )}
    />
  );

  return (
    <form className="mp-card mf-form mp-narrow" onSubmit={onSubmit} noValidate>
      <p className="mf-lead">
        {changing ? t('account.wpassword.changeLead') : t('account.wpassword.setLead')}
      </p>
      {changing ? pin('oldPassword', 'wpassword-old', t('account.label.oldWithdrawPassword')) : null}
      {pin(
        'password',
        'wpassword-new',
        changing ? t('account.label.newWithdrawPassword') : t('account.label.withdrawPassword'),
      )}
      {pin('confirmPassword', 'wpassword-confirm', t('account.label.confirmWithdrawPassword'))}
      <SubmitButton submitting={isSubmitting}>{t('account.common.confirm')}</SubmitButton>
      {changing ? (
        <p className="mf-row-between">
          <span>{t('account.wpassword.forgot')}</span>
          <Link to="/setting/verification">{t('account.wpassword.resetByCode')}</Link>
        </p>
      ) : null}
    </form>
  );
}
