import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChatIcon, ChevronRightIcon, HeadsetIcon } from '../../../components/icons.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { StateBlock } from '../../../components/state-block.tsx';
import './customer-service-panel.css';

/**
 * The customer-service landing: open the desk in a new window or inside the site, and WhatsApp
 * where the brand has it. The layout decides where this sits.
 */
export function CustomerServicePanel({
  link,
  whatsAppUrl,
  pending,
  onRetry,
}: {
  link: string | null;
  whatsAppUrl: string | undefined;
  pending: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="cs-panel">
      <div className="cs-panel__hero">
        <span className="cs-panel__badge">
          <HeadsetIcon />
        </span>
        <h1>{t('customer.title')}</h1>
        <p>{t('customer.subtitle')}</p>
      </div>
      <div className="cs-panel__card">
        {pending ? (
          <Skeleton height={44} radius={22} />
        ) : link ? (
          <>
            <a
              className="hl-btn hl-btn--primary hl-btn--block cs-panel__main"
              href={link}
              target="_blank"
              rel="noopener"
            >
              <ChatIcon />
              {t('customer.openChat')}
            </a>
            <Link className="cs-panel__row" to="/iframeCustomerService">
              <span>{t('customer.openInPage')}</span>
              <ChevronRightIcon />
            </Link>
            {whatsAppUrl ? (
              <a className="cs-panel__row" href={whatsAppUrl} target="_blank" rel="noopener">
                <span>{t('customer.whatsApp')}</span>
                <ChevronRightIcon />
              </a>
            ) : null}
          </>
        ) : (
          <StateBlock
            tone="error"
            message={t('customer.unavailable')}
            action={
              <button type="button" className="hl-btn hl-btn--primary" onClick={onRetry}>
                {t('common.retry')}
              </button>
            }
          />
        )}
      </div>
      <ul className="cs-panel__tips">
        <li>{t('customer.tipHours')}</li>
        <li>{t('customer.tipSafety')}</li>
        <li>{t('customer.tipAccount')}</li>
      </ul>
    </section>
  );
}
