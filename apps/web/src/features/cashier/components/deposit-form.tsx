import type { DepositChannel } from '@houseline/shared/api/contract/wallet';
import { formatAmount } from '@houseline/shared/money/amount';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AmountField } from '../../../components/form/amount-field.tsx';
import { SubmitButton, TextField } from '../../../components/form/form-controls.tsx';
import { useRequestIds } from '../../../hooks/use-request-ids.ts';
import { useSubmit } from '../../../hooks/use-submit.ts';
import { api } from '../../../lib/api/api.ts';
import { QUERY_KEYS } from '../../../lib/api/query-keys.ts';
import { useAmountRule } from '../hooks/use-amount-rule.ts';

interface DepositValues {
  amount: string;
  payerName: string;
}

const PAYER_NAME_MAX_LENGTH = 30;

/**
 * The amount form of the bank-transfer and online-gateway channels. A bank transfer opens an
 * order and shows the site's receiving account (/finance/deposit/info); a gateway order sends the
 * browser to its pay page, which comes back to the same info page once paid.
 */
export function DepositForm({ channel }: { channel: DepositChannel }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const submit = useSubmit();
  const requestIds = useRequestIds();
  const amountRule = useAmountRule();
  const bank = channel.kind === 'bank';
  const form = useForm<DepositValues>({ defaultValues: { amount: '', payerName: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    submit(async () => {
      const payload = {
        channelId: channel.id,
        amount: values.amount.trim(),
        payerName: bank ? values.payerName.trim() : undefined,
      };
      const order = await requestIds.run(payload, (requestId) =>
        api.call('depositCreate', { ...payload, requestId }),
      );
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.depositRecords });
      if (order.payUrl && channel.kind === 'gateway') {
        window.location.assign(order.payUrl);
        return;
      }
      void navigate(`/finance/deposit/info?orderNo=${encodeURIComponent(order.orderNo)}`);
    }),
  );

  return (
    <form className="mf-form cs-form" onSubmit={onSubmit} noValidate>
      <Controller
        control={form.control}
        name="amount"
        rules={{ validate: (v) => amountRule(v, { min: channel.min, max: channel.max }) ?? true }}
        render={({ field }) => (
          <AmountField
            id="deposit-amount"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.amount?.message}
            currency={channel.currency}
            presets={channel.presets}
            inWords
            hint={t('wallet.amount.range', {
              min: formatAmount(channel.min),
              max: formatAmount(channel.max),
            })}
          />
        )}
      />
      {bank ? (
        <TextField
          id="deposit-payer"
          label={t('wallet.deposit.payerName')}
          placeholder={t('wallet.deposit.payerNamePlaceholder')}
          hint={t('wallet.deposit.payerNameHint')}
          field={form.register('payerName', {
            validate: (v) => {
              const name = v.trim();
              if (!name) return 'wallet.deposit.payerNameRequired';
              return name.length <= PAYER_NAME_MAX_LENGTH || 'field.payerName';
            },
          })}
          error={errors.payerName?.message}
          autoComplete="name"
          maxLength={PAYER_NAME_MAX_LENGTH}
        />
      ) : null}
      <p className="cs-note">{t('wallet.deposit.flowMultiple', { multiple: channel.flowMultiple })}</p>
      <SubmitButton submitting={isSubmitting}>
        {bank ? t('wallet.deposit.submitBank') : t('wallet.deposit.submitGateway')}
      </SubmitButton>
    </form>
  );
}
