import '../../../lib/i18n/member-messages.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SubmitButton, TextField } from '../../../components/form/form-controls.tsx';
import { IdCardIcon } from '../../../components/icons.tsx';
import { AlertIcon } from '../../../components/member-icons.tsx';
import { Modal } from '../../../components/modal.tsx';
import { PageFrame, PageLoading } from '../../../components/page/page-frame.tsx';
import { useMember } from '../../../hooks/member-queries.ts';
import { useSubmit } from '../../../hooks/use-submit.ts';
import { toast } from '../../../hooks/use-toast.ts';
import { api } from '../../../lib/api/api.ts';
import { QUERY_KEYS } from '../../../lib/api/query-keys.ts';
import { type RealNameForm, realNameSchema } from '../../../lib/forms/security-schemas.ts';
import { safeRedirect } from '../../../lib/login-redirect.ts';

/**
 * /personalInfo/name: the real name, set once. It becomes the holder name of every bank card, so
 * the member confirms it in a dialog that repeats that it cannot be changed later.
 */
export function RealNamePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const info = useMember();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const form = useForm<RealNameForm>({
    resolver: zodResolver(realNameSchema),
    defaultValues: { realName: '' },
  });
  const submit = useSubmit();

  const send = async (realName: string) => {
    setSending(true);
    const ok = await submit(async () => {
      await api.call('realName', { realName });
      await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.memberInfo });
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.withdrawAccounts });
    });
    setSending(false);
    setConfirming(null);
    if (ok) {
      toast(t('account.messages.submitted'));
      void navigate(safeRedirect(params.get('redirect')) ?? '/personalInfo', { replace: true });
    }
  };

  return (
    <PageFrame title={t('account.realName.title')} backTo="/personalInfo">
      {!info ? (
        <PageLoading />
      ) : info.hasRealName ? (
        <div className="mp-card">
          <div className="mp-list">
            <div className="mp-row">
              <span className="mp-row__icon">
                <IdCardIcon />
              </span>
              <span className="mp-row__label">{t('account.label.realName')}</span>
              <span className="mp-row__value">{info.realName}</span>
              <span className="mp-tag mp-tag--ok">{t('account.realName.verified')}</span>
            </div>
          </div>
          <p className="mf-lead">
            {t('account.realName.locked')} <Link to="/app/customer">{t('nav.customer')}</Link>
          </p>
        </div>
      ) : (
        <form
          className="mp-card mf-form mp-narrow"
          noValidate
          onSubmit={form.handleSubmit((v) => setConfirming(v.realName.trim()))}
        >
          <div className="mp-notice" role="note">
            <AlertIcon />
            <div className="mp-notice__body">
              <strong>{t('account.realName.warnTitle')}</strong>
              <span>{t('account.realName.warnText')}</span>
            </div>
          </div>
          <TextField
            id="real-name"
            label={t('account.label.realName')}
            placeholder={t('account.placeholder.realName')}
            field={form.register('realName')}
            error={form.formState.errors.realName?.message}
            icon={<IdCardIcon />}
            autoComplete="name"
            maxLength={30}
          />
          <SubmitButton submitting={sending}>{t('account.realName.submit')}</SubmitButton>
        </form>
      )}
      <Modal
        open={confirming !== null}
        onClose={sending ? undefined : () => setConfirming(null)}
        title={t('account.realName.confirmTitle')}
        icon={<AlertIcon />}
        footer={
          <>
            <button
              type="button"
              className="hl-btn hl-btn--primary hl-btn--block"
              disabled={sending}
              onClick={() => confirming && void send(confirming)}
            >
              {t('account.realName.confirm')}
            </button>
            <button
              type="button"
              className="hl-btn hl-btn--block"
              disabled={sending}
              onClick={() => setConfirming(null)}
            >
              {t('account.realName.edit')}
            </button>
          </>
        }
      >
        <p className="mp-confirm-value">{confirming}</p>
        <p>{t('account.realName.confirmText')}</p>
      </Modal>
    </PageFrame>
  );
}
