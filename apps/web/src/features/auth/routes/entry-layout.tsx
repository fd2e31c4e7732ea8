import '../../../lib/i18n/member-messages.ts';
import { Outlet } from 'react-router';
import { EntryFrame } from '../components/entry-frame.tsx';

/** /entry: the login and register tabs around the active form. */
export function EntryLayout() {
  return (
    <EntryFrame>
      <Outlet />
    </EntryFrame>
  );
}
