import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { brand } from '../../../config/brand.ts';
import { useUnreadCount } from '../../../hooks/member-queries.ts';
import { loginPathFor } from '../../../lib/login-redirect.ts';
import { MEMBER_MENU_GROUPS, visibleMenuItemsOf } from '../lib/member-menu.ts';
import { MemberMenuIcon } from './member-menu-icon.tsx';
import { UnreadBadge } from './unread-badge.tsx';
import './member-shortcuts.css';

/** The desktop member centre's overview: every menu area as a tile, grouped. Guests go to login. */
export function MemberShortcuts({ isLogin }: { isLogin: boolean }) {
  const { t } = useTranslation();
  const unread = useUnreadCount();
  return (
    <div className="member-shortcuts">
      {MEMBER_MENU_GROUPS.map((group) => (
        <section key={group} className="member-shortcuts__group">
          <h3>{t(`member.groups.${group}`)}</h3>
          <ul>
            {visibleMenuItemsOf(group, brand.enabledFeatureIds).map((item) => (
              <li key={item.key}>
                <Link
                  to={isLogin || group === 'more' ? item.path : loginPathFor(item.path)}
                  className={`member-shortcuts__tile is-${group}`}
                >
                  <span className="member-shortcuts__icon">
                    <MemberMenuIcon item={item.key} />
                  </span>
                  {t(`member.menu.${item.key}`)}
                  {item.key === 'messages' && unread > 0 ? <UnreadBadge count={unread} /> : null}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
