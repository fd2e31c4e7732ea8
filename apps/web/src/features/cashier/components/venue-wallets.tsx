import type { Wallet } from '@houseline/shared/api/contract/wallet';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/money/money.tsx';
import { isPositiveWire } from '../../../lib/amount-input.ts';

/** The venue wallets as tiles with their balance and "in" / "out" shortcuts for the transfer form. */
export function VenueWallets({
  venues,
  onTransferIn,
  onTransferOut,
}: {
  venues: readonly Wallet[];
  onTransferIn(code: string): void;
  onTransferOut(code: string): void;
}) {
  const { t } = useTranslation();
  return (
    <ul className="cs-venues" data-testid="venue-wallets">
      {venues.map((w) => (
        <li key={w.code} className={`cs-venue${w.available ? '' : ' is-off'}`} data-wallet={w.code}>
          <span className="cs-venue__name">
            {w.name}
            {w.available ? null : <small>{t('wallet.common.maintenance')}</small>}
          </span>
          <Money value={w.balance} />
          <span className="cs-venue__actions">
            <button type="button" disabled={!w.available} onClick={() => onTransferIn(w.code)}>
              {t('wallet.transfer.transferIn')}
            </button>
            <button
              type="button"
              disabled={!w.available || !isPositiveWire(w.balance)}
              onClick={() => onTransferOut(w.code)}
            >
              {t('wallet.transfer.transferOut')}
            </button>
          </span>
        </li>
      ))}
    </ul>
  );
}
