import type { CodePurpose } from '@houseline/shared/api/contract/account';
import { FIELD_RULES } from '@houseline/shared/validation/field-rules';
import { useState } from 'react';
import { type FieldValues, type Path, type PathValue, type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCaptcha } from '../../hooks/use-captcha.ts';
import { useSendCode } from '../../hooks/use-send-code.ts';
import { type ContactChannel, contactProblem } from '../../lib/forms/auth-schemas.ts';
import { MailIcon } from '../member-icons.tsx';
import { CaptchaField } from './captcha-field.tsx';
import { CodeField } from './code-field.tsx';
import { Segmented, TextField } from './form-controls.tsx';
import { PhoneField } from './phone-field.tsx';

/** The fields these controls fill in the form they are given. */
export interface ContactFields extends FieldValues {
  channel: ContactChannel;
  areaCode: string;
  phone: string;
  email: string;
  code: string;
}

const CHANNEL_FIELDS = ['areaCode', 'phone', 'email', 'code'] as const;

/**
 * Phone (with area code) or e-mail, chosen with a switch, and the code sent to it for `purpose`.
 * The recipient is checked before a code is sent, so a typo shows at once.
 */
export function ContactCodeFields<T extends ContactFields>({
  form,
  purpose,
  idPrefix,
  bound,
  optional,
  switchable = true,
  captcha: withCaptcha = false,
}: {
  form: UseFormReturn<T>;
  purpose: CodePurpose;
  idPrefix: string;
  /** The recipient must be the member's bound phone or e-mail (password recovery). */
  bound?: boolean;
  optional?: boolean;
  /** Offer the phone / e-mail switch; off where the page is about one of them. */
  switchable?: boolean;
  /**
   * Ask for a graphic captcha (purpose `sms`) with each code request: the server requires one
   * for codes a visitor without a session asks for (registration, password recovery).
   */
  captcha?: boolean;
}) {
  const { t } = useTranslation();
  const sender = useSendCode();
  // The captcha shows (and loads) on the first "get code", so a form sent without a phone or
  // e-mail never fetches one.
  const [captchaShown, setCaptchaShown] = useState(false);
  const smsCaptcha = useCaptcha('sms', withCaptcha && captchaShown);
  const captchaForm = useForm<{ answer: string }>({ defaultValues: { answer: '' } });
  const name = (field: keyof ContactFields) => field as Path<T>;
  const channel = form.watch(name('channel')) as ContactChannel;
  const areaCode = form.watch(name('areaCode')) as string;
  const errors = form.formState.errors as Partial<Record<keyof ContactFields, { message?: string }>>;

  const switchTo = (next: ContactChannel) => {
    form.setValue(name('channel'), next as PathValue<T, Path<T>>);
    form.setValue(name('code'), '' as PathValue<T, Path<T>>);
    form.clearErrors(CHANNEL_FIELDS.map(name));
  };

  const sendCode = () => {
    const values = form.getValues() as ContactFields;
    const problem = contactProblem(values);
    if (problem) {
      form.setError(name(problem.field), { message: problem.message }, { shouldFocus: true });
      return;
    }
    form.clearErrors([name('areaCode'), name('phone'), name('email')]);
    if (withCaptcha && !captchaShown) {
      setCaptchaShown(true);
      captchaForm.setError('answer', { message: 'field.captcha' }, { shouldFocus: true });
      return;
    }
    const answer = withCaptcha ? captchaForm.getValues('answer').trim() : undefined;
    if (answer !== undefined && !FIELD_RULES.captcha.test(answer)) {
      captchaForm.setError('answer', { message: 'field.captcha' }, { shouldFocus: true });
      return;
    }
    captchaForm.clearErrors();
    const request =
      values.channel === 'phone'
        ? { channel: 'phone' as const, purpose, areaCode: values.areaCode, phone: values.phone.trim() }
        : { channel: 'email' as const, purpose, email: values.email.trim() };
    void sender.send(answer === undefined ? request : { ...request, captcha: answer }).then(() => {
      // A captcha answers once, sent or refused: the next request needs a new one.
      if (answer === undefined) return;
      captchaForm.setValue('answer', '');
      smsCaptcha.refresh();
    });
  };

  const phone = channel === 'phone';
  return (
    <>
      {switchable ? (
        <Segmented
          label={t('account.label.contactChannel')}
          value={channel}
          onChange={switchTo}
          options={[
            { value: 'phone', label: bound ? t('account.contact.boundPhone') : t('account.contact.phone') },
            { value: 'email', label: bound ? t('account.contact.boundEmail') : t('account.contact.email') },
          ]}
        />
      ) : null}
      {phone ? (
        <PhoneField
          id={`${idPrefix}-phone`}
          label={t('account.label.phone')}
          placeholder={bound ? t('account.placeholder.boundPhone') : t('account.placeholder.phone')}
          areaField={form.register(name('areaCode'))}
          phoneField={form.register(name('phone'))}
          areaValue={areaCode}
          error={errors.areaCode?.message ?? errors.phone?.message}
          optional={optional}
        />
      ) : (
        <TextField
          id={`${idPrefix}-email`}
          label={t('account.label.email')}
          placeholder={bound ? t('account.placeholder.boundEmail') : t('account.placeholder.email')}
          field={form.register(name('email'))}
          error={errors.email?.message}
          icon={<MailIcon />}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={100}
          optional={optional}
        />
      )}
      {withCaptcha && captchaShown ? (
        <CaptchaField
          id={`${idPrefix}-sms-captcha`}
          field={captchaForm.register('answer')}
          error={captchaForm.formState.errors.answer?.message}
          captcha={smsCaptcha}
        />
      ) : null}
      <CodeField
        id={`${idPrefix}-code`}
        label={phone ? t('account.label.phoneCode') : t('account.label.emailCode')}
        placeholder={phone ? t('account.placeholder.phoneCode') : t('account.placeholder.emailCode')}
        field={form.register(name('code'))}
        error={errors.code?.message}
        sender={sender}
        onSend={sendCode}
      />
    </>
  );
}
