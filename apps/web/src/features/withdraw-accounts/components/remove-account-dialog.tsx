import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { WithdrawPasswordInput } from '../../../components/form/withdraw-password-input.tsx';
import { TrashIcon } from '../../../components/member-icons.tsx';
import { Modal } from '../../../components/modal.tsx';
import { usePasswordEncryptor } from '../../../hooks/use-password-encryptor.ts';
import { useSubmit } from '../../../hooks/use-submit.ts';
import { toast } from '../../../hooks/use-toast.ts';
import { api } from '../../../lib/api/api.ts';
import { QUERY_KEYS } from '../../../lib/api/query-keys.ts';
import { type RemoveAccountForm, removeAccountSchema } from '../../../lib/forms/withdraw-account-schemas.ts';

/** Removes a withdrawal account after the member confirms with the withdrawal password. */
export function RemoveAccountDialog({
  accountId,
  description,
  open,
  onClose,
}: {
  accountId: string;
  description: string;
  open: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const encrypt = usePasswordEncryptor();
  const submit = useSubmit();
  const form = useForm<RemoveAccountForm>({
    resolver: zodResolver(removeAccountSchema),
    defaultValues: { wpassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit((v) =>
    submit(
      async () => {
        const [wpassword] = await encrypt(v.wpassword);
        const list = await api.call('removeWithdrawAccount', { id: accountId, wpassword: wpassword! });
        queryClient.setQueryData(QUERY_KEYS.withdrawAccounts, list);
        toast(t('account.cards.removed'));
        onClose();
        void navigate('/cards', { replace: true });
      },
      () => form.setValue('wpassword', ''),
    ),
  );

  return (
    <Modal
      open={open}
      onClose={isSubmitting ? undefined : onClose}
      title={t('account.cards.removeTitle')}
      icon={<TrashIcon />}
      footer={
        <>
          <button
            type="submit"
            form="remove-account"
            className="hl-btn hl-btn--primary hl-btn--block"
            disabled={isSubmitting}
          >
            {isSubmitting ? t('account.common.submitting') : t('account.cards.removeConfirm')}
          </button>
          <button type="button" className="hl-btn hl-btn--block" onClick={onClose} disabled={isSubmitting}>
            {t('account.common.cancel')}
          </button>
        </>
      }
    >
      <form id="remove-account" className="mf-form" onSubmit={onSubmit} noValidate>
        <p>{t('account.cards.removeText', { account: description })}</p>
        <Controller
          control={form.control}
          name="wpassword"
          render={({ field }) => (
            <WithdrawPasswordInput
              id="remove-wpassword"
              label={t('account.label.withdrawPassword')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.wpassword?.message}
            />
          )}
        />
      </form>
    </Modal>
  );
}
