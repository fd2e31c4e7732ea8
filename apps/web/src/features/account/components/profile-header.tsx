import type { MemberInfo } from '@houseline/shared/api/contract/member';
import { useTranslation } from 'react-i18next';
import { ShieldCheckIcon } from '../../../components/member-icons.tsx';
import { avatarUrl } from '../../../lib/avatar.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import './profile-header.css';

/** Security level shown to the member: how many of real name, phone and e-mail are set. */
export function securityScore(info: MemberInfo | null): number {
  if (!info) return 0;
  return [info.hasRealName, info.phone !== '', info.email !== ''].filter(Boolean).length;
}

/** The member's card on the personal-info page: avatar, name, VIP level and account security. */
export function ProfileHeader({ info }: { info: MemberInfo | null }) {
  const { t } = useTranslation();
  const score = securityScore(info);
  const lastLogin = formatDateTime(info?.lastLoginAt);
  return (
    <section className="mp-profile">
      <img className="mp-profile__avatar" src={avatarUrl(info)} alt="" width={60} height={60} />
      <div className="mp-profile__text">
        <h2>
          {info?.username ?? t('common.loading')}
          {info ? (
            <span className="mp-profile__vip">{t('member.vipLevel', { level: info.vipLevel })}</span>
          ) : null}
        </h2>
        <p>{lastLogin ? t('account.profile.lastLogin', { time: lastLogin }) : t('member.welcomeBack')}</p>
      </div>
      <div className="mp-profile__security" title={t('account.profile.securityHint')}>
        <ShieldCheckIcon />
        <span>{t(`account.profile.security${score}`)}</span>
        <span className="mp-profile__meter" aria-hidden="true">
          {[1, 2, 3].map((n) => (
            <i key={n} className={n <= score ? 'is-on' : undefined} />
          ))}
        </span>
      </div>
    </section>
  );
}
