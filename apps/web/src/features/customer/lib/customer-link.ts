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
  if (username) url.searchParams.set(CUSTOMER_NAME_PARAM, username);
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}
