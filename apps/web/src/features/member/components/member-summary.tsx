import type { MemberInfo } from '@houseline/shared/api/contract/member';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { avatarUrl, DEFAULT_AVATAR_URL } from '../../../lib/avatar.ts';
import './member-summary.css';

/**
 * The member card at the top of the member centre: avatar and name when logged in, otherwise
 * a guest card with login and register buttons.
 */
export function MemberSummary({
  isLogin,
  info,
  balance,
  unread = 0,
}: {
  isLogin: boolean;
  info: MemberInfo | null;
  balance: ReactNode;
  /** Unread site messages (member/message/num). */
  unread?: number;
}) {
  const { t } = useTranslation();
  if (!isLogin) {
    return (
      <section className="member-card is-guest">
        <img className="member-card__avatar" src={DEFAULT_AVATAR_URL} alt="" width={64} height={64} />
        <div className="member-card__text">
          <h2>{t('member.guestTitle')}</h2>
          <p>{t('member.guestDesc')}</p>
        </div>
        <div className="member-card__actions">
          <Link to="/entry/login" className="hl-btn member-card__login">
            {t('common.login')}
          </Link>
          <Link to="/entry/register" className="hl-btn hl-btn--accent">
            {t('common.register')}
          </Link>
        </div>
      </section>
    );
  }
  return (
    <section className="member-card">
      <img className="member-card__avatar" src={avatarUrl(info)} alt="" width={64} height={64} />
      <div className="member-card__text">
        <h2>
          {info?.username ?? t('common.loading')}
          {info ? (
            <span className="member-card__vip">{t('member.vipLevel', { level: info.vipLevel })}</span>
          ) : null}
        </h2>
        <p>
          {info?.nickname || t('member.welcomeBack')}
          {unread > 0 ? (
            <Link to="/user/message" className="member-card__unread">
              {t('member.unreadMessages', { count: unread })}
            </Link>
          ) : null}
        </p>
      </div>
      <div className="member-card__balance">
        <span>{t('home.centerWallet')}</span>
        {balance}
      </div>
    </section>
  );
}
