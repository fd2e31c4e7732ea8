import '../../../lib/i18n/member-messages.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IdCardIcon } from '../../../components/icons.tsx';
import { InfoRow } from '../../../components/info-row.tsx';
import { LogoutDialog } from '../../../components/logout-dialog.tsx';
import {
  CardIcon,
  KeyIcon,
  LockIcon,
  LogoutIcon,
  ShieldCheckIcon,
} from '../../../components/member-icons.tsx';
import { PageFrame } from '../../../components/page/page-frame.tsx';
import { useWithdrawPassword } from '../../../hooks/withdraw-queries.ts';

/** /setting: login password, withdrawal password, withdrawal accounts, and logging out. */
export function SettingsPage() {
  const { t } = useTranslation();
  const [logoutOpen, setLogoutOpen] = useState(false);
  const wpassword = useWithdrawPassword().state;
  const wpasswordValue = !wpassword
    ? undefined
    : !wpassword.enable
      ? t('account.wpassword.disabled')
      : wpassword.isUsed
        ? t('account.settings.change')
        : t('account.settings.notSet');
  return (
    <PageFrame title={t('account.settings.title')} subtitle={t('account.settings.subtitle')}>
      <div className="mp-list">
        <InfoRow
          icon={<LockIcon />}
          label={t('account.settings.loginPassword')}
          note={t('account.settings.loginPasswordNote')}
          value={t('account.settings.change')}
          to="/setting/password"
        />
        <InfoRow
          icon={<KeyIcon />}
          label={t('account.settings.withdrawPassword')}
          note={t('account.settings.withdrawPasswordNote')}
          value={wpasswordValue}
          valueIsAction={wpassword?.isToSet}
          to="/setting/wpassword"
        />
        {wpassword?.isUsed ? (
          <InfoRow
            icon={<ShieldCheckIcon />}
            label={t('account.settings.forgotWithdrawPassword')}
            note={t('account.settings.forgotWithdrawPasswordNote')}
            to="/setting/verification"
          />
        ) : null}
      </div>
      <div className="mp-list">
        <InfoRow icon={<CardIcon />} label={t('account.cards.title')} to="/cards" />
        <InfoRow icon={<IdCardIcon />} label={t('account.profile.title')} to="/personalInfo" />
        {/* verification (issue 25) */}
        <InfoRow icon={<ShieldCheckIcon />} label={t('account.settings.identity')} to="/setting/identity" />
        {/* protection (issue 25): 理性娱乐 — limits, breaks, self-exclusion, the statement */}
        <InfoRow icon={<ShieldCheckIcon />} label={t('account.settings.protection')} to="/protection" />
      </div>
      <div className="mp-list">
        <InfoRow
          icon={<LogoutIcon />}
          label={t('common.logout')}
          danger
          onClick={() => setLogoutOpen(true)}
        />
      </div>
      <LogoutDialog open={logoutOpen} onClose={() => setLogoutOpen(false)} />
    </PageFrame>
  );
}
