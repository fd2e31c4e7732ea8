import '../../../lib/i18n/member-messages.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { CoinNetwork } from '@houseline/shared/validation/fields';
import { maskAddress } from '@houseline/shared/validation/mask';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Segmented, SubmitButton, TextField } from '../../../components/form/form-controls.tsx';
import { WithdrawPasswordGate } from '../../../components/form/withdraw-password-gate.tsx';
import { WithdrawPasswordField } from '../../../components/form/withdraw-password-input.tsx';
import { CoinStackIcon } from '../../../components/member-icons.tsx';
import { PageFrame } from '../../../components/page/page-frame.tsx';
import { api } from '../../../lib/api/api.ts';
import {
  type AddVirtualCoinForm,
  addVirtualCoinSchema,
} from '../../../lib/forms/withdraw-account-schemas.ts';
import { AccountCard, accountColor } from '../components/account-card.tsx';
import { useAddAccount } from '../hooks/use-add-account.ts';

const NETWORKS: readonly CoinNetwork[] = ['TRC20', 'ERC20'];

/**
 * /cards/addVirtualCoin: a USDT address on TRC20 or ERC20. The address is checked in the browser
 * (TRON Base58Check, Ethereum EIP-55) so a mistyped character never reaches a withdrawal.
 */
export function AddVirtualCoinPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('account.cards.add.coin')} backTo="/cards">
      <WithdrawPasswordGate>
        <CoinForm />
      </WithdrawPasswordGate>
    </PageFrame>
  );
}

function CoinForm() {
  const { t } = useTranslation();
  const add = useAddAccount();
  const form = useForm<AddVirtualCoinForm>({
    resolver: zodResolver(addVirtualCoinSchema),
    defaultValues: { network: 'TRC20', address: '', label: '', wpassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const network = form.watch('network');
  const address = form.watch('address');

  const onSubmit = form.handleSubmit((v) =>
    add(
      v.wpassword,
      (wpassword) =>
        api.call('addVirtualCoin', {
          network: v.network,
          address: v.address,
          label: v.label || undefined,
          wpassword,
        }),
      () => form.setValue('wpassword', ''),
    ),
  );

  return (
    <form className="mp-card mf-form mp-narrow" onSubmit={onSubmit} noValidate>
      <AccountCard
        kind="coin"
        title={`USDT-${network}`}
        number={address ? maskAddress(address.trim()) : t('account.placeholder.addressPreview')}
        note={form.watch('label')}
        color={accountColor('coin')}
      />
      <div className="mf-field">
        <span className="mf-label">{t('account.label.network')}</span>
        <Segmented
          label={t('account.label.network')}
          value={network}
          onChange={(next) => form.setValue('network', next, { shouldValidate: form.formState.isSubmitted })}
          options={NETWORKS.map((value) => ({ value, label: `USDT · ${value}` }))}
        />
      </div>
      <TextField
        id="coin-address"
        label={t('account.label.address')}
        placeholder={
          network === 'TRC20' ? t('account.placeholder.trcAddress') : t('account.placeholder.ercAddress')
        }
        hint={t('account.cards.addressHint', { network })}
        field={form.register('address')}
        error={errors.address?.message}
        icon={<CoinStackIcon />}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={64}
      />
      <TextField
        id="coin-label"
        label={t('account.label.label')}
        placeholder={t('account.placeholder.label')}
        field={form.register('label')}
        error={errors.label?.message}
        optional
        maxLength={20}
      />
      <WithdrawPasswordField
        control={form.control}
        name="wpassword"
        id="coin-wpassword"
        label={t('account.label.withdrawPassword')}
        error={errors.wpassword?.message}
      />
      <SubmitButton submitting={isSubmitting}>{t('account.cards.submit')}</SubmitButton>
    </form>
  );
}
