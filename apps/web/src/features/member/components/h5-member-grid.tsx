import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { brand } from '../../../config/brand.ts';
import { useUnreadCount } from '../../../hooks/member-queries.ts';
import { loginPathFor } from '../../../lib/login-redirect.ts';
import { MEMBER_MENU_GROUPS, visibleMenuItemsOf } from '../lib/member-menu.ts';
import { MemberMenuIcon } from './member-menu-icon.tsx';
import { UnreadBadge } from './unread-badge.tsx';
import './h5-member-grid.h5.css';

/** The H5 member centre's menu: each group of SPEC.md §2 menu areas as a grid of tiles. */
export function H5MemberGrid({ isLogin }: { isLogin: boolean }) {
  const { t } = useTranslation();
  const unread = useUnreadCount();
  return (
    <div className="h5-member-grid">
      {MEMBER_MENU_GROUPS.map((group) => (
        <section key={group} className="h5-member-grid__group">
          <h3>{t(`member.groups.${group}`)}</h3>
          <ul>
            {visibleMenuItemsOf(group, brand.enabledFeatureIds).map((item) => (
              <li key={item.key}>
                <Link
                  to={isLogin || group === 'more' ? item.path : loginPathFor(item.path)}
                  className={`h5-member-grid__item is-${group}`}
                >
                  <span className="h5-member-grid__icon">
                    <MemberMenuIcon item={item.key} />
                  </span>
                  <span>
                    {t(`member.menu.${item.key}`)}
                    {item.key === 'messages' && unread > 0 ? <UnreadBadge count={unread} /> : null}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
