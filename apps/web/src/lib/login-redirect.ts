/** The login page of the site (SPEC.md §2: /entry/login; /login redirects there). */
export const LOGIN_PAGE = '/entry/login';

/** Pages a member must not be sent back to after logging in: they would loop or mean nothing. */
const NO_RETURN = [/^\/entry(\/|$)/, /^\/login$/, /^\/forgetPassword$/, /^\/setting\/success$/];

/**
 * The page to return to after logging in, from the `redirect` query parameter: only a path of
 * this site (never another origin, which would be an open redirect), and never an entry page.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(value, 'https://site.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'https://site.invalid') return null;
  if (NO_RETURN.some((re) => re.test(url.pathname))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login page that brings the member back to `from` afterwards. */
export function loginPathFor(from?: string | null): string {
  const target = safeRedirect(from);
  return target ? `${LOGIN_PAGE}?redirect=${encodeURIComponent(target)}` : LOGIN_PAGE;
}
