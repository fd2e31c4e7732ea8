import { siteCode } from '../../config/brand.ts';
import { currentLocale } from '../i18n/i18n.ts';
import { appSession } from '../storage/app-session.ts';
import { getDeviceId } from '../storage/device-id.ts';
import { watchPageLeaving } from '../storage/page-leaving.ts';
import { local } from '../storage/safe-storage.ts';
import { createApiClient } from './client.ts';
import { createSessionInvalidSignal } from './session-invalid-signal.ts';

const sessionInvalid = createSessionInvalidSignal();

/** Set by the app (src/app/session-wiring.tsx): clear member state, then log in again. */
export function setSessionInvalidHandler(handler: () => void): void {
  sessionInvalid.setHandler(handler);
}

// From the start of a reload the loading page owns the session token (decision 0057).
const pageLeaving = typeof window === 'undefined' ? undefined : watchPageLeaving();

/** The one API client of the app (SPEC.md §7: "all calls use one client"). */
export const api = createApiClient({
  fetch: (input, init) => globalThis.fetch(input, init),
  siteCode,
  session: appSession,
  getLang: currentLocale,
  getDeviceNo: () => getDeviceId(local, navigator.userAgent),
  onSessionInvalid: () => sessionInvalid.fire(),
  ...(pageLeaving ? { pageLeaving } : {}),
});
