import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmit } from '../../../hooks/use-submit.ts';
import { toast } from '../../../hooks/use-toast.ts';
import { api } from '../../../lib/api/api.ts';
import { VERIFICATION_KEYS } from '../api/verification-queries.ts';

/** The real name and date of birth (the server refuses members under 18 and keeps nothing then). */
export function ProfileForm(props: { realName: string; hasBirthDate: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const submit = useSubmit();
  const [realName, setRealName] = useState('');
  const [birthDate, setBirthDate] = useState('');
  const [sending, setSending] = useState(false);
  const save = async () => {
    setSending(true);
    const ok = await submit(async () => {
      const state = await api.call('verificationProfile', { realName: realName.trim(), birthDate });
      queryClient.setQueryData(VERIFICATION_KEYS.state, state);
    });
    setSending(false);
    if (ok) toast(t('verification.profile.saved'));
  };
  return (
    <form
      className="mf-form vf-profile"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <label className="mf-label" htmlFor="vf-real-name">
        {t('verification.profile.realName')}
      </label>
      <input
        id="vf-real-name"
        className="mf-input vf-input"
        value={realName}
        placeholder={props.realName || t('verification.profile.realNamePlaceholder')}
        maxLength={30}
        autoComplete="name"
        onChange={(e) => setRealName(e.target.value)}
      />
      <label className="mf-label" htmlFor="vf-birth-date">
        {t('verification.profile.birthDate')}
      </label>
      <input
        id="vf-birth-date"
        className="mf-input vf-input"
        type="date"
        value={birthDate}
        max={new Date().toISOString().slice(0, 10)}
        onChange={(e) => setBirthDate(e.target.value)}
      />
      <p className="vf-hint">{t('verification.profile.adultOnly')}</p>
      <button
        type="submit"
        className="hl-btn hl-btn--primary"
        disabled={sending || !realName.trim() || !birthDate}
      >
        {t('verification.profile.save')}
      </button>
    </form>
  );
}
