import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loginPathFor } from '../../../lib/login-redirect.ts';
import { MEMBER_MENU_GROUPS, menuItemsOf } from '../lib/member-menu.ts';
import { MemberMenuIcon } from './member-menu-icon.tsx';
import './member-shortcuts.css';

/** The desktop member centre's overview: every menu area as a tile, grouped. Guests go to login. */
export function MemberShortcuts({ isLogin }: { isLogin: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="member-shortcuts">
      {MEMBER_MENU_GROUPS.map((group) => (
        <section key={group} className="member-shortcuts__group">
          <h3>{t(`member.groups.${group}`)}</h3>
          <ul>
            {menuItemsOf(group).map((item) => (
              <li key={item.key}>
                <Link
                  to={isLogin || group === 'more' ? item.path : loginPathFor(item.path)}
                  className={`member-shortcuts__tile is-${group}`}
                >
                  <span className="member-shortcuts__icon">
                    <MemberMenuIcon item={item.key} />
                  </span>
                  {t(`member.menu.${item.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
