import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ChevronLeftIcon } from '../../components/icons.tsx';
import { StateBlock } from '../../components/state-block.tsx';
import { useCustomerServiceLink } from '../../features/customer/hooks/use-customer-service-link.ts';
import './iframe-customer-service.css';

/** /iframeCustomerService: the same customer-service link inside the site, in a frame. */
export function IframeCustomerServiceRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { link, pending } = useCustomerServiceLink();
  return (
    <div className="cs-frame">
      <header className="cs-frame__bar">
        <button type="button" className="cs-frame__back" onClick={() => void navigate(-1)}>
          <ChevronLeftIcon />
          <span className="hl-visually-hidden">{t('common.back')}</span>
        </button>
        <h1>{t('customer.title')}</h1>
      </header>
      {link ? (
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
