import { brand } from '../../config/brand.ts';
import { CustomerServicePanel } from '../../features/customer/components/customer-service-panel.tsx';
import { useCustomerServiceLink } from '../../features/customer/hooks/use-customer-service-link.ts';
import { useSiteConfig } from '../../features/site/api/site-config-query.ts';

/** /app/customer: the customer-service landing. */
export function CustomerRoute() {
  const { link, pending, retry } = useCustomerServiceLink();
  const whatsAppUrl = useSiteConfig().data?.whatsAppUrl ?? brand.common.whatsAppUrl;
  return <CustomerServicePanel link={link} whatsAppUrl={whatsAppUrl} pending={pending} onRetry={retry} />;
}
