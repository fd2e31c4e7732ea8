import '../../../lib/i18n/member-messages.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CodeField } from '../../../components/form/code-field.tsx';
import { ContactCodeFields } from '../../../components/form/contact-code-fields.tsx';
import { SubmitButton } from '../../../components/form/form-controls.tsx';
import { DEFAULT_AREA_CODE } from '../../../components/form/phone-field.tsx';
import { MailIcon, PhoneIcon } from '../../../components/member-icons.tsx';
import { PageFrame, PageLoading } from '../../../components/page/page-frame.tsx';
import { useMember } from '../../../hooks/member-queries.ts';
import { useSendCode } from '../../../hooks/use-send-code.ts';
import { useSubmit } from '../../../hooks/use-submit.ts';
import { toast } from '../../../hooks/use-toast.ts';
import { api } from '../../../lib/api/api.ts';
import { QUERY_KEYS } from '../../../lib/api/query-keys.ts';
import type { ContactChannel } from '../../../lib/forms/auth-schemas.ts';
import { type BindContactForm, bindContactSchema } from '../../../lib/forms/security-schemas.ts';

/**
 * /personalInfo/phone and /personalInfo/mail. Binding a first phone or e-mail takes the new one
 * and its code. Changing a bound one takes two steps: a code sent to the old one (verifyBound),
 * then the new one with its own code (bind); the server checks both together.
 */
function BindContactPage({ channel }: { channel: ContactChannel }) {
  const { t } = useTranslation();
  const info = useMember();
  if (!info) {
    return (
      <PageFrame title={channel === 'phone' ? t('account.bind.phoneTitle') : t('account.bind.emailTitle')}>
        <PageLoading />
      </PageFrame>
    );
  }
  const current = channel === 'phone' ? (info.phone ? `${info.phoneArea} ${info.phone}` : '') : info.email;
  return <BindContactCard key={current} channel={channel} current={current} />;
}

function BindContactCard({ channel, current }: { channel: ContactChannel; current: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const changing = current !== '';
  const [step, setStep] = useState<1 | 2>(changing ? 1 : 2);
  const oldSender = useSendCode();
  const submit = useSubmit();
  const form = useForm<BindContactForm>({
    resolver: zodResolver(bindContactSchema),
    defaultValues: {
      channel,
      needsOldCode: changing,
      oldCode: '',
      areaCode: DEFAULT_AREA_CODE,
      phone: '',
      email: '',
      code: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const title = channel === 'phone' ? t('account.bind.phoneTitle') : t('account.bind.emailTitle');
  const icon = channel === 'phone' ? <PhoneIcon /> : <MailIcon />;

  const next = async () => {
    if (await form.trigger('oldCode', { shouldFocus: true })) setStep(2);
  };

  const onSubmit = form.handleSubmit((v) =>
    submit(async () => {
      const oldCode = changing ? v.oldCode : undefined;
      if (channel === 'phone') {
        await api.call('bindPhone', { areaCode: v.areaCode, phone: v.phone, code: v.code, oldCode });
      } else {
        await api.call('bindEmail', { email: v.email, code: v.code, oldCode });
      }
      await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.memberInfo });
      toast(t('account.messages.bound'));
      void navigate('/personalInfo', { replace: true });
    }),
  );

  return (
    <PageFrame
      title={changing ? t('account.bind.changeTitle', { what: title }) : title}
      backTo="/personalInfo"
    >
      <form className="mp-card mf-form mp-narrow" onSubmit={onSubmit} noValidate>
        {changing ? (
          <div className="mp-steps" aria-hidden="true">
            <span className="is-done">{t('account.bind.step1')}</span>
            <span className={step === 2 ? 'is-done' : undefined}>{t('account.bind.step2')}</span>
          </div>
        ) : null}
        {step === 1 ? (
          <>
            <div className="mp-current">
              {icon}
              <span>
                {t('account.bind.current')}
                <br />
                <strong>{current}</strong>
              </span>
            </div>
            <p className="mf-lead">{t('account.bind.verifyLead')}</p>
            <CodeField
              id="bind-old-code"
              label={channel === 'phone' ? t('account.label.phoneCode') : t('account.label.emailCode')}
              placeholder={
                channel === 'phone' ? t('account.placeholder.phoneCode') : t('account.placeholder.emailCode')
              }
              field={form.register('oldCode')}
              error={errors.oldCode?.message}
              sender={oldSender}
              onSend={() => void oldSender.send({ channel, purpose: 'verifyBound' })}
            />
            <button
              type="button"
              className="hl-btn hl-btn--primary hl-btn--block mf-submit"
              onClick={() => void next()}
            >
              {t('account.common.next')}
            </button>
          </>
        ) : (
          <>
            <p className="mf-lead">
              {channel === 'phone' ? t('account.bind.phoneLead') : t('account.bind.emailLead')}
            </p>
            <ContactCodeFields form={form} purpose="bind" idPrefix="bind" switchable={false} />
            <SubmitButton submitting={isSubmitting}>{t('account.bind.submit')}</SubmitButton>
            {changing ? (
              <button type="button" className="hl-btn hl-btn--block" onClick={() => setStep(1)}>
                {t('account.common.previous')}
              </button>
            ) : null}
          </>
        )}
      </form>
    </PageFrame>
  );
}

export const BindPhonePage = () => <BindContactPage channel="phone" />;
export const BindEmailPage = () => <BindContactPage channel="email" />;
