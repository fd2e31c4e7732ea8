import '../../../lib/i18n/member-messages.ts';
import { useTranslation } from 'react-i18next';
import { CrownIcon, IdCardIcon, SettingsIcon, UserIcon, UsersIcon } from '../../../components/icons.tsx';
import { InfoRow } from '../../../components/info-row.tsx';
import { CopyIcon, MailIcon, PhoneIcon } from '../../../components/member-icons.tsx';
import { PageFrame } from '../../../components/page/page-frame.tsx';
import { useMember } from '../../../hooks/member-queries.ts';
import { useCopy } from '../../../hooks/use-copy.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { ProfileHeader } from '../components/profile-header.tsx';

/**
 * /personalInfo: who the member is, as the server knows it (masked), with the way to set the
 * real name once and to bind or change the phone and the e-mail.
 */
export function PersonalInfoPage() {
  const { t } = useTranslation();
  const info = useMember();
  const copy = useCopy();
  const inviteLink = info ? `${window.location.origin}/entry/register?invite_code=${info.inviteCode}` : '';
  return (
    <PageFrame title={t('account.profile.title')} subtitle={t('account.profile.subtitle')}>
      <ProfileHeader info={info} />
      <div className="mp-list">
        <InfoRow icon={<UserIcon />} label={t('account.label.username')} value={info?.username ?? '—'} />
        <InfoRow
          icon={<IdCardIcon />}
          label={t('account.label.realName')}
          note={info?.hasRealName ? undefined : t('account.profile.realNameNote')}
          value={info?.hasRealName ? info.realName : t('account.profile.set')}
          valueIsAction={!info?.hasRealName}
          to="/personalInfo/name"
        />
        <InfoRow
          icon={<PhoneIcon />}
          label={t('account.label.phone')}
          value={info?.phone ? `${info.phoneArea} ${info.phone}` : t('account.profile.bind')}
          valueIsAction={!info?.phone}
          to="/personalInfo/phone"
        />
        <InfoRow
          icon={<MailIcon />}
          label={t('account.label.email')}
          value={info?.email || t('account.profile.bind')}
          valueIsAction={!info?.email}
          to="/personalInfo/mail"
        />
      </div>
      <div className="mp-list">
        <InfoRow
          icon={<CrownIcon />}
          label={t('account.profile.vipLevel')}
          value={
            info ? <span className="mp-tag">{t('member.vipLevel', { level: info.vipLevel })}</span> : '—'
          }
        />
        <InfoRow
          icon={<SettingsIcon />}
          label={t('account.profile.registeredAt')}
          value={formatDateTime(info?.createdAt) || '—'}
        />
        <InfoRow
          icon={<UsersIcon />}
          label={t('account.profile.inviteCode')}
          note={t('account.profile.inviteNote')}
          value={info?.inviteCode ?? '—'}
          trailing={
            info ? (
              <button
                type="button"
                className="mp-copy"
                onClick={() => void copy(info.inviteCode)}
                aria-label={t('account.profile.copyInviteCode')}
              >
                <CopyIcon /> {t('account.common.copy')}
              </button>
            ) : null
          }
        />
        <InfoRow
          icon={<CopyIcon />}
          label={t('account.profile.inviteLink')}
          value={inviteLink ? t('account.common.copy') : '—'}
          valueIsAction
          onClick={inviteLink ? () => void copy(inviteLink) : undefined}
        />
      </div>
      <div className="mp-list">
        <InfoRow
          icon={<SettingsIcon />}
          label={t('account.settings.title')}
          note={t('account.settings.note')}
          to="/setting"
        />
      </div>
    </PageFrame>
  );
}
