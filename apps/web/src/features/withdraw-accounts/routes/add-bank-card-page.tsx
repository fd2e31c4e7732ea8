import '../../../lib/i18n/member-messages.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormField, SubmitButton, TextField } from '../../../components/form/form-controls.tsx';
import { WithdrawPasswordGate } from '../../../components/form/withdraw-password-gate.tsx';
import { WithdrawPasswordField } from '../../../components/form/withdraw-password-input.tsx';
import { IdCardIcon } from '../../../components/icons.tsx';
import { AlertIcon, CardIcon } from '../../../components/member-icons.tsx';
import { PageFrame, PageLoading } from '../../../components/page/page-frame.tsx';
import { useBankList, useWithdrawAccounts } from '../../../hooks/withdraw-queries.ts';
import { api } from '../../../lib/api/api.ts';
import { type AddBankCardForm, addBankCardSchema } from '../../../lib/forms/withdraw-account-schemas.ts';
import { AccountCard, accountColor } from '../components/account-card.tsx';
import { BankPicker } from '../components/bank-picker.tsx';
import { useAddAccount } from '../hooks/use-add-account.ts';
import { formatCardNumber, maskCardNumber } from '../lib/card-number.ts';

/**
 * /cards/addBankCard. The holder is the member's verified real name, so a member without one is
 * sent to set it first; the card number is checked (length, Luhn) before it is sent.
 */
export function AddBankCardPage() {
  const { t } = useTranslation();
  const accounts = useWithdrawAccounts();
  const holder = accounts.data?.holderName ?? '';
  return (
    <PageFrame title={t('account.cards.add.bank')} backTo="/cards">
      <WithdrawPasswordGate>
        {accounts.isPending ? (
          <PageLoading />
        ) : holder === '' ? (
          <div className="mp-notice" role="alert">
            <AlertIcon />
            <div className="mp-notice__body">
              <strong>{t('account.cards.realNameFirst')}</strong>
              <span>{t('account.cards.realNameFirstText')}</span>
              <Link
                to="/personalInfo/name?redirect=%2Fcards%2FaddBankCard"
                className="hl-btn hl-btn--primary"
              >
                {t('account.realName.title')}
              </Link>
            </div>
          </div>
        ) : (
          <BankCardForm holder={holder} />
        )}
      </WithdrawPasswordGate>
    </PageFrame>
  );
}

function BankCardForm({ holder }: { holder: string }) {
  const { t } = useTranslation();
  const banks = useBankList().data ?? [];
  const add = useAddAccount();
  const form = useForm<AddBankCardForm>({
    resolver: zodResolver(addBankCardSchema),
    defaultValues: { bankCode: '', cardNo: '', branch: '', wpassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const bank = banks.find((b) => b.code === form.watch('bankCode'));
  const cardNo = form.watch('cardNo');
  const cardField = form.register('cardNo');

  const onSubmit = form.handleSubmit((v) =>
    add(
      v.wpassword,
      (wpassword) =>
        api.call('addBankCard', {
          bankCode: v.bankCode,
          cardNo: v.cardNo,
          branch: v.branch || undefined,
          wpassword,
        }),
      () => form.setValue('wpassword', ''),
    ),
  );

  return (
    <form className="mp-card mf-form mp-narrow" onSubmit={onSubmit} noValidate>
      <AccountCard
        kind="bank"
        title={bank?.name ?? t('account.placeholder.bank')}
        holder={holder}
        number={maskCardNumber(cardNo)}
        color={accountColor('bank', bank?.color)}
      />
      <Controller
        control={form.control}
        name="bankCode"
        render={({ field }) => (
          <BankPicker
            id="card-bank"
            value={field.value}
            onChange={field.onChange}
            error={errors.bankCode?.message}
          />
        )}
      />
      <FormField
        id="card-holder"
        label={t('account.label.holder')}
        readOnly
        icon={<IdCardIcon />}
        hint={t('account.cards.holderHint')}
      >
        <input id="card-holder" className="mf-input" value={holder} readOnly />
      </FormField>
      <TextField
        id="card-number"
        label={t('account.label.cardNo')}
        placeholder={t('account.placeholder.cardNo')}
        field={{
          ...cardField,
          onChange: (event) => {
            event.target.value = formatCardNumber(event.target.value);
            return cardField.onChange(event);
          },
        }}
        error={errors.cardNo?.message}
        icon={<CardIcon />}
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
      />
      <TextField
        id="card-branch"
        label={t('account.label.branch')}
        placeholder={t('account.placeholder.branch')}
        field={form.register('branch')}
        error={errors.branch?.message}
        optional
        maxLength={60}
      />
      <WithdrawPasswordField
        control={form.control}
        name="wpassword"
        id="card-wpassword"
        label={t('account.label.withdrawPassword')}
        error={errors.wpassword?.message}
      />
      <SubmitButton submitting={isSubmitting}>{t('account.cards.submit')}</SubmitButton>
    </form>
  );
}
