import '../../../lib/i18n/member-messages.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CodeField } from '../../../components/form/code-field.tsx';
import { Segmented, SubmitButton } from '../../../components/form/form-controls.tsx';
import { WithdrawPasswordInput } from '../../../components/form/withdraw-password-input.tsx';
import { AlertIcon, MailIcon, PhoneIcon } from '../../../components/member-icons.tsx';
import { PageFrame, PageLoading } from '../../../components/page/page-frame.tsx';
import { useMember } from '../../../hooks/member-queries.ts';
import { usePasswordEncryptor } from '../../../hooks/use-password-encryptor.ts';
import { useSendCode } from '../../../hooks/use-send-code.ts';
import { useSubmit } from '../../../hooks/use-submit.ts';
import { api } from '../../../lib/api/api.ts';
import { QUERY_KEYS } from '../../../lib/api/query-keys.ts';
import type { ContactChannel } from '../../../lib/forms/auth-schemas.ts';
import {
  type ResetWithdrawPasswordForm,
  resetWithdrawPasswordSchema,
} from '../../../lib/forms/security-schemas.ts';

/**
 * /setting/verification: reset a forgotten withdrawal password with a code sent to the member's
 * bound phone or e-mail (purpose withdrawPassword), then the new password twice.
 */
export function WithdrawPasswordResetPage() {
  const { t } = useTranslation();
  const info = useMember();
  const bound: { channel: ContactChannel; value: string }[] = info
    ? [
        ...(info.phone ? [{ channel: 'phone' as const, value: `${info.phoneArea} ${info.phone}` }] : []),
        ...(info.email ? [{ channel: 'email' as const, value: info.email }] : []),
      ]
    : [];
  return (
    <PageFrame title={t('account.wpassword.resetTitle')} backTo="/setting">
      {!info ? (
        <PageLoading />
      ) : bound.length === 0 ? (
        <div className="mp-notice" role="alert">
          <AlertIcon />
          <div className="mp-notice__body">
            <strong>{t('account.wpassword.needContact')}</strong>
            <span>{t('account.wpassword.needContactText')}</span>
            <span className="mp-actions">
              <Link to="/personalInfo/phone" className="hl-btn hl-btn--primary">
                {t('account.bind.phoneTitle')}
              </Link>
              <Link to="/personalInfo/mail" className="hl-btn">
                {t('account.bind.emailTitle')}
              </Link>
            </span>
          </div>
        </div>
      ) : (
        <ResetForm bound={bound} />
      )}
    </PageFrame>
  );
}

function ResetForm({ bound }: { bound: { channel: ContactChannel; value: string }[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sender = useSendCode();
  const encrypt = usePasswordEncryptor();
  const submit = useSubmit();
  const form = useForm<ResetWithdrawPasswordForm>({
    resolver: zodResolver(resetWithdrawPasswordSchema),
    defaultValues: { channel: bound[0]!.channel, code: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const channel = form.watch('channel');
  const target = bound.find((b) => b.channel === channel) ?? bound[0]!;

  const onSubmit = form.handleSubmit((v) =>
    submit(async () => {
      const [password, confirmPassword] = await encrypt(v.password, v.confirmPassword);
      await api.call('resetWithdrawPassword', {
        channel: v.channel,
        code: v.code,
        password: password!,
        confirmPassword: confirmPassword!,
      });
      await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.withdrawPasswordConfig });
      void navigate('/setting/wsuccess?mode=reset', { replace: true });
    }),
  );

  const pin = (name: 'password' | 'confirmPassword', id: string, label: string) => (
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
      {bound.length > 1 ? (
        <Segmented
          label={t('account.label.contactChannel')}
          value={channel}
          onChange={(next) => form.setValue('channel', next)}
          options={bound.map((b) => ({
            value: b.channel,
            label: b.channel === 'phone' ? t('account.contact.boundPhone') : t('account.contact.boundEmail'),
          }))}
        />
      ) : null}
      <div className="mp-current">
        {target.channel === 'phone' ? <PhoneIcon /> : <MailIcon />}
        <span>
          {t('account.wpassword.codeGoesTo')}
          <br />
          <strong>{target.value}</strong>
        </span>
      </div>
      <CodeField
        id="reset-code"
        label={target.channel === 'phone' ? t('account.label.phoneCode') : t('account.label.emailCode')}
        placeholder={
          target.channel === 'phone' ? t('account.placeholder.phoneCode') : t('account.placeholder.emailCode')
        }
        field={form.register('code')}
        error={errors.code?.message}
        sender={sender}
        onSend={() => void sender.send({ channel: target.channel, purpose: 'withdrawPassword' })}
      />
      {pin('password', 'reset-new', t('account.label.newWithdrawPassword'))}
      {pin('confirmPassword', 'reset-confirm', t('account.label.confirmWithdrawPassword'))}
      <SubmitButton submitting={isSubmitting}>{t('account.common.confirm')}</SubmitButton>
    </form>
  );
}
