import '../../../lib/i18n/member-messages.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SubmitButton, TextField } from '../../../components/form/form-controls.tsx';
import { WithdrawPasswordGate } from '../../../components/form/withdraw-password-gate.tsx';
import { WithdrawPasswordField } from '../../../components/form/withdraw-password-input.tsx';
import { UserIcon } from '../../../components/icons.tsx';
import { PageFrame } from '../../../components/page/page-frame.tsx';
import { useWithdrawAccounts } from '../../../hooks/withdraw-queries.ts';
import { api } from '../../../lib/api/api.ts';
import { type AddAlipayForm, addAlipaySchema } from '../../../lib/forms/withdraw-account-schemas.ts';
import { AccountCard, accountColor } from '../components/account-card.tsx';
import { useAddAccount } from '../hooks/use-add-account.ts';

/** /cards/addAlipay: an Alipay account, which is a mainland mobile number or an e-mail address. */
export function AddAlipayPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('account.cards.add.alipay')} backTo="/cards">
      <WithdrawPasswordGate>
        <AlipayForm />
      </WithdrawPasswordGate>
    </PageFrame>
  );
}

function AlipayForm() {
  const { t } = useTranslation();
  const holder = useWithdrawAccounts().data?.holderName ?? '';
  const add = useAddAccount();
  const form = useForm<AddAlipayForm>({
    resolver: zodResolver(addAlipaySchema),
    defaultValues: { account: '', wpassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const account = form.watch('account');

  const onSubmit = form.handleSubmit((v) =>
    add(
      v.wpassword,
      (wpassword) => api.call('addAlipay', { account: v.account, wpassword }),
      () => form.setValue('wpassword', ''),
    ),
  );

  return (
    <form className="mp-card mf-form mp-narrow" onSubmit={onSubmit} noValidate>
      <AccountCard
        kind="alipay"
        title={t('account.cards.kind.alipay')}
        holder={holder}
        number={account || t('account.placeholder.alipayPreview')}
        color={accountColor('alipay')}
      />
      <TextField
        id="alipay-account"
        label={t('account.label.alipay')}
        placeholder={t('account.placeholder.alipay')}
        field={form.register('account')}
        error={errors.account?.message}
        icon={<UserIcon />}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={100}
      />
      <WithdrawPasswordField
        control={form.control}
        name="wpassword"
        id="alipay-wpassword"
        label={t('account.label.withdrawPassword')}
        error={errors.wpassword?.message}
      />
      <SubmitButton submitting={isSubmitting}>{t('account.cards.submit')}</SubmitButton>
    </form>
  );
}
