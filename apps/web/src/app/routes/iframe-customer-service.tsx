import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ChevronLeftIcon } from '../../components/icons.tsx';
import { StateBlock } from '../../components/state-block.tsx';
import { useDeskSettings } from '../../features/service-desk/api/desk-api.ts';
import { ChatWindow } from '../../features/service-desk/components/chat-window.tsx';
import { useCustomerServiceLink } from '../../features/service-desk/hooks/use-customer-service-link.ts';
import './iframe-customer-service.css';

/** /iframeCustomerService: the built-in chat inside the site, or an external desk's link in a frame. */
export function IframeCustomerServiceRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const settings = useDeskSettings().data;
  const { link, pending } = useCustomerServiceLink(
    settings?.kind === 'external' ? settings.externalUrl : undefined,
  );
  const builtIn = settings?.kind === 'builtin';
  return (
    <div className="cs-frame">
      <header className="cs-frame__bar">
        <button type="button" className="cs-frame__back" onClick={() => void navigate(-1)}>
          <ChevronLeftIcon />
          <span className="hl-visually-hidden">{t('common.back')}</span>
        </button>
        <h1>{t('customer.title')}</h1>
      </header>
      {builtIn ? (
        <ChatWindow />
      ) : link ? (
        <iframe className="cs-frame__frame" src={link} title={t('customer.title')} />
      ) : pending ? (
        <div className="hl-splash">
          <span className="hl-spinner" />
        </div>
      ) : (
        <StateBlock tone="error" message={t('customer.unavailable')} />
      )}
    </div>
  );
}
