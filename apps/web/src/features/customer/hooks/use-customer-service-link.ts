import { useMember } from '../../../hooks/member-queries.ts';
import { usePreInfo } from '../api/pre-info-query.ts';
import { customerServiceLink } from '../lib/customer-link.ts';

/** The customer-service link for this member: preInfo's link, plus CUSTOM!name=<username> when logged in. */
export function useCustomerServiceLink() {
  const preInfo = usePreInfo();
  const username = useMember()?.username ?? null;
  const base = preInfo.data?.customer_service ?? '';
  return {
    link: base ? customerServiceLink(base, username, window.location.origin) : null,
    pending: preInfo.isPending,
    retry: () => void preInfo.refetch(),
  };
}
