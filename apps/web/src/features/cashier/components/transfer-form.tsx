import type { TransferResult, Wallet } from '@houseline/shared/api/contract/wallet';
import { formatAmount } from '@houseline/shared/money/amount';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AmountField } from '../../../components/form/amount-field.tsx';
import { SubmitButton } from '../../../components/form/form-controls.tsx';
import { TransferIcon } from '../../../components/icons.tsx';
import { useRequestIds } from '../../../hooks/use-request-ids.ts';
import { useSubmit } from '../../../hooks/use-submit.ts';
import { toast } from '../../../hooks/use-toast.ts';
import { toInputAmount } from '../../../lib/amount-input.ts';
import { api } from '../../../lib/api/api.ts';
import { QUERY_KEYS } from '../../../lib/api/query-keys.ts';
import { afterMoneyMoved } from '../api/wallet-queries.ts';
import { useAmountRule } from '../hooks/use-amount-rule.ts';

export const CENTER_WALLET = 'center';

export interface TransferDirection {
  from: string;
  to: string;
}

/** The other side of a transfer once `from` is chosen: the center wallet, or a venue if from is the center. */
export function directionFrom(
  from: string,
  current: TransferDirection,
  venues: readonly Wallet[],
): TransferDirection {
  if (from !== CENTER_WALLET) return { from, to: CENTER_WALLET };
  const to = current.to !== CENTER_WALLET ? current.to : (venues[0]?.code ?? CENTER_WALLET);
  return { from, to };
}

/**
 * Center ⇄ venue transfer: from, to (one side is always the center wallet), amount with "all".
 * A `pending` answer means the venue has not confirmed; the page says so (onPending) and the
 * reconciler settles it later, so the member never re-sends it.
 */
export function TransferForm({
  wallets,
  direction,
  onDirection,
  onPending,
}: {
  wallets: readonly Wallet[];
  direction: TransferDirection;
  onDirection(direction: TransferDirection): void;
  onPending(result: TransferResult | null): void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const submit = useSubmit();
  const requestIds = useRequestIds();
  const amountRule = useAmountRule();
  const form = useForm<{ amount: string }>({ defaultValues: { amount: '' } });
  const { errors, isSubmitting } = form.formState;
  const venues = wallets.filter((w) => w.code !== CENTER_WALLET && w.type === 10);
  const choosable = [wallets.find((w) => w.code === CENTER_WALLET), ...venues].filter(
    (w): w is Wallet => !!w,
  );
  const source = wallets.find((w) => w.code === direction.from);
  const targets =
    direction.from === CENTER_WALLET ? venues : choosable.filter((w) => w.code === CENTER_WALLET);

  const onSubmit = form.handleSubmit((values) =>
    submit(async () => {
      const payload = { from: direction.from, to: direction.to, amount: values.amount.trim() };
      const result = await requestIds.run(payload, (requestId) =>
        api.call('transfer', { ...payload, requestId }),
      );
      queryClient.setQueryData(QUERY_KEYS.walletList, result.wallets);
      afterMoneyMoved(queryClient);
      form.reset({ amount: '' });
      if (result.status === 'pending') onPending(result);
      else {
        onPending(null);
        toast(result.status === 'succeeded' ? t('wallet.transfer.succeeded') : t('wallet.transfer.failed'));
      }
    }),
  );

  const walletOption = (w: Wallet) => (
    <option key={w.code} value={w.code} disabled={!w.available}>
      {w.name}
      {w.available ? '' : ` · ${t('wallet.common.maintenance')}`}
    </option>
  );

  return (
    <form className="mf-form cs-form" onSubmit={onSubmit} noValidate>
      <div className="cs-direction">
        <label className="mf-field">
          <span className="mf-label">{t('wallet.transfer.from')}</span>
          <select
            className="cs-select"
            name="from"
            value={direction.from}
            onChange={(e) => onDirection(directionFrom(e.target.value, direction, venues))}
          >
            {choosable.map(walletOption)}
          </select>
        </label>
        <button
          type="button"
          className="cs-swap"
          aria-label={t('wallet.transfer.swap')}
          onClick={() => onDirection({ from: direction.to, to: direction.from })}
        >
          <TransferIcon />
        </button>
        <label className="mf-field">
          <span className="mf-label">{t('wallet.transfer.to')}</span>
          <select
            className="cs-select"
            name="to"
            value={direction.to}
            onChange={(e) => onDirection({ ...direction, to: e.target.value })}
          >
            {targets.map(walletOption)}
          </select>
        </label>
      </div>
      <Controller
        control={form.control}
        name="amount"
        rules={{ validate: (v) => amountRule(v, { available: source?.balance ?? '0.0000' }) ?? true }}
        render={({ field }) => (
          <AmountField
            id="transfer-amount"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.amount?.message}
            currency={source?.currency}
            hint={source ? t('wallet.amount.available', { amount: formatAmount(source.balance) }) : undefined}
            onAll={() => field.onChange(source ? toInputAmount(source.balance) : '')}
          />
        )}
      />
      <SubmitButton submitting={isSubmitting}>{t('wallet.transfer.submit')}</SubmitButton>
    </form>
  );
}
