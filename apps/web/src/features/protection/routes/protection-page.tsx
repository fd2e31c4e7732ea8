import '../../../lib/i18n/member-messages.ts';
import '../../../lib/i18n/protection-messages.ts';
import { REALITY_CHECK_MINUTES, SESSION_LIMIT_MINUTES } from '@houseline/shared/protection/options';
import { useTranslation } from 'react-i18next';
import { InfoRow } from '../../../components/info-row.tsx';
import { PageFrame } from '../../../components/page/page-frame.tsx';
import { useSubmit } from '../../../hooks/use-submit.ts';
import { api } from '../../../lib/api/api.ts';
import { useProtectionState, useStoreState } from '../api/protection-queries.ts';
import { LimitRow } from '../components/limit-row.tsx';
import { beijing } from '../lib/format.ts';
import '../components/protection.css';

/** /protection (账户安全 / 理性娱乐): last login, limits, the reality check and the other pages. */
export function ProtectionPage() {
  const { t } = useTranslation();
  const state = useProtectionState().data;
  const submit = useSubmit();
  const store = useStoreState();
  const setInterval = (minutes: number) =>
    submit(async () => {
      store(await api.call('protectionRealityCheck', { minutes }));
    });
  const setSessionLimit = (minutes: number) =>
    submit(async () => {
      store(await api.call('protectionSessionLimit', { minutes }));
    });
  return (
    <PageFrame title={t('protection.title')} subtitle={t('protection.subtitle')} backTo="/setting">
      <div className="mp-stack pr-page">
        {state ? (
          <p className="pr-note" data-testid="last-login">
            {state.lastLogin
              ? t('protection.lastLogin', { at: beijing(state.lastLogin.at), ip: state.lastLogin.ip })
              : t('protection.firstLogin')}
          </p>
        ) : null}
        {state?.exclusion ? (
          <p className="pr-alert" role="alert">
            {t('protection.active', {
              kind: t(
                state.exclusion.kind === 'timeout'
                  ? 'protection.activeTimeout'
                  : 'protection.activeExclusion',
              ),
              until: beijing(state.exclusion.reopensAt ?? state.exclusion.endsAt),
            })}
          </p>
        ) : null}
        <section className="mp-card pr-card">
          <h2>{t('protection.limits')}</h2>
          <p className="pr-note">{t('protection.limitsNote')}</p>
          {state?.limits.map((l) => (
            <LimitRow key={`${l.kind}-${l.period}`} limit={l} />
          ))}
        </section>
        <section className="mp-card pr-card">
          <h2>{t('protection.realityCheck')}</h2>
          <p className="pr-note">{t('protection.realityCheckNote')}</p>
          <select
            className="mf-input"
            aria-label={t('protection.realityCheck')}
            value={state?.realityCheckMinutes ?? 60}
            onChange={(e) => void setInterval(Number(e.target.value))}
          >
            {REALITY_CHECK_MINUTES.map((m) => (
              <option key={m} value={m}>
                {t('protection.everyMinutes', { n: m })}
              </option>
            ))}
          </select>
          <h2>{t('protection.sessionLimit')}</h2>
          <p className="pr-note">{t('protection.sessionLimitNote')}</p>
          <select
            className="mf-input"
            aria-label={t('protection.sessionLimit')}
            data-testid="session-limit"
            value={state?.sessionLimitMinutes ?? 0}
            onChange={(e) => void setSessionLimit(Number(e.target.value))}
          >
            <option value={0}>{t('protection.sessionLimitOff')}</option>
            {SESSION_LIMIT_MINUTES.map((m) => (
              <option key={m} value={m}>
                {t('protection.sessionLimitAfter', { n: m })}
              </option>
            ))}
          </select>
        </section>
        <div className="mp-list">
          <InfoRow label={t('protection.break')} note={t('protection.breakNote')} to="/protection/break" />
          <InfoRow
            label={t('protection.statement')}
            note={t('protection.statementNote')}
            to="/protection/statement"
          />
        </div>
      </div>
    </PageFrame>
  );
}
