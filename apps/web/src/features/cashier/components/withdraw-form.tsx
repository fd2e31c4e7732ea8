import type { WithdrawAccount } from '@houseline/shared/api/contract/account';
import type { WithdrawInfo } from '@houseline/shared/api/contract/wallet';
import { formatAmount } from '@houseline/shared/money/amount';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AmountField } from '../../../components/form/amount-field.tsx';
import { SubmitButton } from '../../../components/form/form-controls.tsx';
import { WithdrawPasswordField } from '../../../components/form/withdraw-password-input.tsx';
import { Money } from '../../../components/money/money.tsx';
import { usePasswordEncryptor } from '../../../hooks/use-password-encryptor.ts';
import { useRequestIds } from '../../../hooks/use-request-ids.ts';
import { useSubmit } from '../../../hooks/use-submit.ts';
import { toast } from '../../../hooks/use-toast.ts';
import {
  afterFee,
  isPositiveWire,
  minWire,
  remainingWire,
  toInputAmount,
  withdrawFee,
} from '../../../lib/amount-input.ts';
import { api } from '../../../lib/api/api.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { QUERY_KEYS } from '../../../lib/api/query-keys.ts';
import { afterMoneyMoved } from '../api/wallet-queries.ts';
import { useAmountRule } from '../hooks/use-amount-rule.ts';
import { withdrawPasswordIssue } from '../lib/forms/cashier-rules.ts';

interface WithdrawValues {
  accountId: string;
  amount: string;
  wpassword: string;
}

/** The most one withdrawal can take now: withdrawable, capped by the single and the daily limit. */
export function withdrawAllAmount(info: WithdrawInfo): string {
  return minWire(info.withdrawable, info.max, remainingWire(info.dailyAmountLimit, info.dailyAmountUsed));
}

/**
 * The withdrawal request: account, amount (with "all" and a fee preview) and the withdrawal
 * password, RSA-encrypted before it leaves the browser. The money is frozen at once; the member
 * lands on the new withdrawal's details.
 */
export function WithdrawForm({
  info,
  accounts,
  preferKind,
}: {
  info: WithdrawInfo;
  accounts: readonly WithdrawAccount[];
  /** `?kind=coin` from the "out coin" menu item preselects a virtual-coin address. */
  preferKind?: string | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const submit = useSubmit();
  const encrypt = usePasswordEncryptor();
  const requestIds = useRequestIds();
  const amountRule = useAmountRule();
  const first = accounts.find((a) => a.kind === preferKind) ?? accounts[0]!;
  const form = useForm<WithdrawValues>({ defaultValues: { accountId: first.id, amount: '', wpassword: '' } });
  const { errors, isSubmitting } = form.formState;
  const amount = form.watch('amount');
  const fee = withdrawFee(amount, info);
  const turnoverBlocks = !isPositiveWire(info.withdrawable) && isPositiveWire(info.turnoverRemaining);

  const validateAmount = (value: string) => {
    if (turnoverBlocks) {
      return t('wallet.withdraw.turnoverRemaining', { amount: formatAmount(info.turnoverRemaining) });
    }
    return amountRule(value, { min: info.min, max: info.max, available: info.withdrawable }) ?? true;
  };

  const onSubmit = form.handleSubmit((values) =>
    submit(
      async () => {
        const payload = { accountId: values.accountId, amount: values.amount.trim() };
        // Encrypted afresh each time (RSA-OAEP is randomised): the password is not part of the
        // payload that decides whether this is a retry of the same withdrawal.
        const [wpassword] = await encrypt(values.wpassword);
        const order = await requestIds.run(payload, (requestId) =>
          api.call('withdrawApply', { ...payload, wpassword: wpassword!, requestId }),
        );
        afterMoneyMoved(queryClient);
        toast(t('wallet.common.submitted'));
        void navigate(`/user/redemptionDetail?orderNo=${encodeURIComponent(order.orderNo)}`, {
          replace: true,
        });
      },
      (error) => {
        form.setValue('wpassword', '');
        // verification (issue 25): a withdrawal refused for identity verification leads there
        // (after the submit has settled, so the form's busy state does not hold the navigation).
        const code = isApiError(error) ? error.code : (error as { code?: unknown } | null)?.code;
        if (typeof code === 'string' && code.startsWith('KYC_')) {
          setTimeout(() => void navigate('/setting/identity?from=withdraw'), 0);
        }
        // The withdrawal password was cleared meanwhile (an operator's reset, issue 24): read the
        // config again, and the page's gate asks the member to set a new one.
        if (code === 'WPASSWORD_NOT_SET') {
          void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.withdrawPasswordConfig });
        }
      },
    ),
  );

  return (
    <form className="mf-form cs-form" onSubmit={onSubmit} noValidate>
      <fieldset className="cs-accounts">
        <legend className="mf-label">{t('wallet.withdraw.account')}</legend>
        {accounts.map((account) => (
          <label key={account.id} className="cs-account">
            <input type="radio" value={account.id} {...form.register('accountId')} />
            <span className="cs-account__text">
              <strong>{account.title}</strong>
              <small>{account.accountMasked}</small>
            </span>
            <span className="cs-account__kind">{t(`account.cards.kind.${account.kind}`)}</span>
          </label>
        ))}
      </fieldset>
      <Controller
        control={form.control}
        name="amount"
        rules={{ validate: validateAmount }}
        render={({ field }) => (
          <AmountField
            id="withdraw-amount"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.amount?.message}
            currency={info.currency}
            inWords
            hint={t('wallet.amount.range', { min: formatAmount(info.min), max: formatAmount(info.max) })}
            onAll={() =>
              form.setValue('amount', toInputAmount(withdrawAllAmount(info)), {
                shouldValidate: form.formState.isSubmitted,
              })
            }
          />
        )}
      />
      <div className="cs-fee" aria-live="polite">
        <span>
          {t('wallet.withdraw.fee')}
          <strong>{isPositiveWire(fee) ? formatAmount(fee) : t('wallet.withdraw.free')}</strong>
        </span>
        <span>
          {t('wallet.withdraw.actual')}
          <Money value={afterFee(amount, fee)} currency={info.currency} />
        </span>
      </div>
      <WithdrawPasswordField
        control={form.control}
        name="wpassword"
        id="withdraw-wpassword"
        label={t('wallet.withdraw.password')}
        error={errors.wpassword?.message}
        rules={{ validate: (v: string) => withdrawPasswordIssue(v) ?? true }}
      />
      <p className="cs-note">{t('wallet.withdraw.frozenNote')}</p>
      <SubmitButton submitting={isSubmitting}>{t('wallet.withdraw.submit')}</SubmitButton>
    </form>
  );
}
