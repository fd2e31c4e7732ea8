import { brand } from '../../config/brand.ts';
import { useDeskSettings } from '../../features/service-desk/api/desk-api.ts';
import { ChatWindow } from '../../features/service-desk/components/chat-window.tsx';
import { CustomerServicePanel } from '../../features/service-desk/components/customer-service-panel.tsx';
import { DeskHistory } from '../../features/service-desk/components/desk-history.tsx';
import { useCustomerServiceLink } from '../../features/service-desk/hooks/use-customer-service-link.ts';
import { useSiteConfig } from '../../features/site/api/site-config-query.ts';

/**
 * /app/customer: the brand's built-in desk (the chat and the member's past chats), or, for a brand
 * whose desk is external, the landing with its link (CUSTOM!name rides along there only).
 */
export function CustomerRoute() {
  const settings = useDeskSettings();
  const { link, pending, retry } = useCustomerServiceLink(settings.data?.externalUrl);
  const whatsAppUrl = useSiteConfig().data?.whatsAppUrl ?? brand.common.whatsAppUrl;
  if (settings.data?.kind !== 'external' && !settings.isError) {
    return (
      <>
        <ChatWindow />
        <DeskHistory />
      </>
    );
  }
  return <CustomerServicePanel link={link} whatsAppUrl={whatsAppUrl} pending={pending} onRetry={retry} />;
}
