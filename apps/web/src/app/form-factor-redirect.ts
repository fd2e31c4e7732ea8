import type { FormFactor } from '@houseline/shared/form-factor';

export const H5_HOME_PATH = '/app/home';
export const DESKTOP_HOME_PATH = '/home';

export function homePath(ff: FormFactor): string {
  return ff === 'phone' ? H5_HOME_PATH : DESKTOP_HOME_PATH;
}

/**
 * SPEC.md §2: a phone on /home goes to /app/home, a desktop on /app/home goes to /home, both
 * keeping the query string. Returns the target, or null when the path is right for the device.
 */
export function formFactorRedirect(pathname: string, search: string, ff: FormFactor): string | null {
  if (ff === 'phone' && pathname === DESKTOP_HOME_PATH) return `${H5_HOME_PATH}${search}`;
  if (ff === 'desktop' && pathname === H5_HOME_PATH) return `${DESKTOP_HOME_PATH}${search}`;
  return null;
}
