import type { OperatorRole } from '@houseline/shared/api/contract/admin';

/** The signed-in operator, kept for this browser tab only (sessionStorage): a console is not left signed in. */
export interface OperatorSession {
  token: string;
  username: string;
  role: OperatorRole;
  expiresAt: string;
}

const KEY = 'houseline.console.session';
const SITE_KEY = 'houseline.console.site';
export const DEFAULT_SITE_CODE = 'hgtyc';

export function readSession(storage: Storage = sessionStorage): OperatorSession | undefined {
  try {
    const raw = storage.getItem(KEY);
    if (!raw) return undefined;
    const session = JSON.parse(raw) as OperatorSession;
    return Date.parse(session.expiresAt) > Date.now() ? session : undefined;
  } catch {
    return undefined;
  }
}

export function writeSession(session: OperatorSession | undefined, storage: Storage = sessionStorage): void {
  if (session) storage.setItem(KEY, JSON.stringify(session));
  else storage.removeItem(KEY);
}

/** The brand the console works on (the `site_code` header of every call). */
export function readSiteCode(storage: Storage = localStorage): string {
  return storage.getItem(SITE_KEY) ?? DEFAULT_SITE_CODE;
}

export function writeSiteCode(siteCode: string, storage: Storage = localStorage): void {
  storage.setItem(SITE_KEY, siteCode);
}
