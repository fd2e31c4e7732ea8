import { Outlet } from 'react-router';
import { MemberMenu } from '../../features/member/components/member-menu.tsx';
import { formFactor } from '../../lib/form-factor.ts';
import './member-area.css';

/**
 * The frame of the member pages. A phone shows each page full screen (its own bar with a back
 * button); a desktop shows it beside the member-centre side menu.
 */
export function MemberArea() {
  if (formFactor === 'phone') return <Outlet />;
  return (
    <div className="d-wrap member-area">
      <aside>
        <MemberMenu />
      </aside>
      <div className="member-area__main">
        <Outlet />
      </div>
    </div>
  );
}

/** Member pages outside a session (password recovery, the result of a password change). */
export function StandaloneArea() {
  if (formFactor === 'phone') return <Outlet />;
  return (
    <div className="d-wrap member-area is-single">
      <div className="member-area__main">
        <Outlet />
      </div>
    </div>
  );
}
