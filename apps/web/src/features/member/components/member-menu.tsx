import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { MEMBER_MENU_GROUPS, menuItemsOf } from '../lib/member-menu.ts';
import { MemberMenuIcon } from './member-menu-icon.tsx';
import './member-menu.css';

/** The member-centre side menu of the desktop member pages: every SPEC.md §2 menu area, grouped. */
export function MemberMenu() {
  const { t } = useTranslation();
  return (
    <nav className="member-menu" aria-label={t('member.menuLabel')}>
      {MEMBER_MENU_GROUPS.map((group) => (
        <div key={group} className="member-menu__group">
          <h3>{t(`member.groups.${group}`)}</h3>
          <ul>
            {menuItemsOf(group).map((item) => (
              <li key={item.key}>
                <NavLink to={item.path} end={item.path.includes('?')} className="member-menu__item">
                  <MemberMenuIcon item={item.key} />
                  {t(`member.menu.${item.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
