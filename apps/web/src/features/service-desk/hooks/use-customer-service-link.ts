import { useMember } from '../../../hooks/member-queries.ts';
import { usePreInfo } from '../api/pre-info-query.ts';
import { customerServiceLink } from '../lib/customer-link.ts';

/**
 * The customer-service link for this member: the external desk the brand's operators set in the
 * console (`externalUrl`), else preInfo's link; plus CUSTOM!name=<username> when logged in.
 */
export function useCustomerServiceLink(externalUrl?: string) {
  const preInfo = usePreInfo();
  const username = useMember()?.username ?? null;
  const base = externalUrl || (preInfo.data?.customer_service ?? '');
  return {
    link: base ? customerServiceLink(base, username, window.location.origin) : null,
    pending: preInfo.isPending,
    retry: () => void preInfo.refetch(),
  };
}
