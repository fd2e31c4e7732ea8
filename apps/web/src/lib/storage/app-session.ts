import { session } from './safe-storage.ts';
import { createSessionStore } from './session-store.ts';

/** The page's session (token, agent code, visitor id) in sessionStorage. */
export const appSession = createSessionStore(session);
