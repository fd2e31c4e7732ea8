/** Query parameter that carries the member's name to the customer-service desk (SPEC.md §6: `CUSTOM!name`). */
export const CUSTOMER_NAME_PARAM = 'CUSTOM!name';

/**
 * The customer-service link (SPEC.md §6): the plain link for guests; for a logged-in member the
 * username rides along as `CUSTOM!name=<username>` so the agent sees who is asking. An existing query
 * and hash are kept; a relative link stays relative to this site.
 */
export function customerServiceLink(
  link: string,
  username: string | null | undefined,
  origin: string,
): string {
  if (!link) return '';
  const url = new URL(link, origin);
  if (username) {
    // Written by hand: URLSearchParams would send `CUSTOM%21name`, and the desks that read the
    // parameter expect the `!` as it is (issue 28). The name itself is encoded.
    if (url.searchParams.has(CUSTOMER_NAME_PARAM)) url.searchParams.delete(CUSTOMER_NAME_PARAM);
    const pair = `${CUSTOMER_NAME_PARAM}=${encodeURIComponent(username)}`;
    url.search = url.search ? `${url.search}&${pair}` : `?${pair}`;
  }
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}
