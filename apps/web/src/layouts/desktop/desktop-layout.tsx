import { Outlet } from 'react-router';
import { DesktopFooter } from './desktop-footer.tsx';
import { DesktopTopNav } from './desktop-top-nav.tsx';
import './desktop-layout.css';

/** The desktop layout: top navigation, the page, and the footer. Plain CSS, no UI kit. */
export function DesktopLayout() {
  return (
    <div className="d-app">
      <DesktopTopNav />
      <main className="d-app__main">
        <Outlet />
      </main>
      <DesktopFooter />
    </div>
  );
}
