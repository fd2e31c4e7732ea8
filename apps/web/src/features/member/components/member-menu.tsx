import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { brand } from '../../../config/brand.ts';
import { useUnreadCount } from '../../../hooks/member-queries.ts';
import { activeMenuKey, MEMBER_MENU_GROUPS, visibleMenuItemsOf } from '../lib/member-menu.ts';
import { MemberMenuIcon } from './member-menu-icon.tsx';
import { UnreadBadge } from './unread-badge.tsx';
import './member-menu.css';

/** The member-centre side menu of the desktop member pages: every SPEC.md §2 menu area, grouped. */
export function MemberMenu() {
  const { t } = useTranslation();
  const unread = useUnreadCount();
  const { pathname, search } = useLocation();
  const active = activeMenuKey(pathname, search);
  return (
    <nav className="member-menu" aria-label={t('member.menuLabel')}>
      {MEMBER_MENU_GROUPS.map((group) => (
        <div key={group} className="member-menu__group">
          <h3>{t(`member.groups.${group}`)}</h3>
          <ul>
            {visibleMenuItemsOf(group, brand.enabledFeatureIds).map((item) => (
              <li key={item.key}>
                <Link
                  to={item.path}
                  className={`member-menu__item${item.key === active ? ' active' : ''}`}
                  aria-current={item.key === active ? 'page' : undefined}
                >
                  <MemberMenuIcon item={item.key} />
                  {t(`member.menu.${item.key}`)}
                  {item.key === 'messages' && unread > 0 ? <UnreadBadge count={unread} /> : null}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
