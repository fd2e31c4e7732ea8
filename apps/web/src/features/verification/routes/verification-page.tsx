import '../../../lib/i18n/verification-messages.ts';
import '../components/verification.css';
import type { VerificationState } from '@houseline/shared/api/contract/verification';
import { KYC_DOCUMENT_KINDS } from '@houseline/shared/verification/documents';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageFrame, PageLoading } from '../../../components/page/page-frame.tsx';
import { useSubmit } from '../../../hooks/use-submit.ts';
import { toast } from '../../../hooks/use-toast.ts';
import { api } from '../../../lib/api/api.ts';
import { useVerificationState, VERIFICATION_KEYS } from '../api/verification-queries.ts';
import { DocumentSlot } from '../components/document-slot.tsx';
import { ProfileForm } from '../components/profile-form.tsx';

const STATUS_TEXT = { verified: 'verifiedText', pending: 'pendingText', rejected: 'rejectedText' } as const;

function StatusCard({ state }: { state: VerificationState }) {
  const { t } = useTranslation();
  const text = STATUS_TEXT[state.status as keyof typeof STATUS_TEXT];
  return (
    <div className="mp-card vf-status" data-status={state.status}>
      <div className="vf-status__row">
        <span>{t('verification.status.label')}</span>
        <strong className={`vf-badge vf-badge--${state.status}`}>
          {t(`verification.status.${state.status}`)}
        </strong>
      </div>
      {state.reason ? (
        <p className="vf-reason">
          {t('verification.reason')}：{state.reason}
        </p>
      ) : null}
      {text ? <p className="vf-hint">{t(`verification.${text}`)}</p> : null}
      <p className="vf-hint">
        {t(`verification.rule.${state.rule.mode}`, { amount: state.rule.amount ?? '' })}
      </p>
    </div>
  );
}

/**
 * /setting/identity (issue 25): the state and the operator's reason, the real name and date of
 * birth, the four documents with previews, and submitting (again after a request to resubmit).
 * Entered from the settings and from a withdrawal refused for verification (`?from=withdraw`).
 */
export function VerificationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const submit = useSubmit();
  const [sending, setSending] = useState(false);
  const state = useVerificationState().data;
  const editable = state?.status === 'unverified' || state?.status === 'resubmit';

  const send = async () => {
    setSending(true);
    const ok = await submit(async () => {
      queryClient.setQueryData(VERIFICATION_KEYS.state, await api.call('verificationSubmit', {}));
    });
    setSending(false);
    if (ok) toast(t('verification.submitted'));
  };

  return (
    <PageFrame title={t('verification.title')} subtitle={t('verification.subtitle')} backTo="/setting">
      {params.get('from') === 'withdraw' ? (
        <div className="mp-notice vf-notice" role="note">
          <span className="mp-notice__body">{t('verification.fromWithdraw')}</span>
        </div>
      ) : null}
      {!state ? (
        <PageLoading />
      ) : (
        <>
          <StatusCard state={state} />
          {editable ? (
            <div className="mp-card">
              <h2 className="vf-title">{t('verification.profile.title')}</h2>
              {state.hasBirthDate ? (
                <p className="vf-hint">
                  {t('verification.profile.realName')}：{state.realName}
                </p>
              ) : null}
              <ProfileForm realName={state.realName} hasBirthDate={state.hasBirthDate} />
            </div>
          ) : null}
          <div className="mp-card">
            <h2 className="vf-title">{t('verification.documents.title')}</h2>
            <p className="vf-hint">{t('verification.documents.hint')}</p>
            <div className="vf-docs">
              {KYC_DOCUMENT_KINDS.map((kind) => (
                <DocumentSlot
                  key={kind}
                  kind={kind}
                  uploadId={state.documents.find((d) => d.kind === kind)?.uploadId}
                  locked={!editable}
                />
              ))}
            </div>
          </div>
          {editable ? (
            <div className="vf-actions">
              {state.complete ? null : <p className="vf-hint">{t('verification.incomplete')}</p>}
              <button
                type="button"
                className="hl-btn hl-btn--primary hl-btn--block"
                disabled={sending || !state.complete}
                onClick={() => void send()}
              >
                {state.status === 'resubmit' ? t('verification.resubmit') : t('verification.submit')}
              </button>
            </div>
          ) : null}
        </>
      )}
    </PageFrame>
  );
}
