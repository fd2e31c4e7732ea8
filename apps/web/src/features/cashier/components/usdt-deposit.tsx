import type { DepositChannel } from '@houseline/shared/api/contract/wallet';
import { formatAmount } from '@houseline/shared/money/amount';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { AlertIcon, CopyIcon } from '../../../components/member-icons.tsx';
import { PageLoading } from '../../../components/page/page-frame.tsx';
import { StateBlock } from '../../../components/state-block.tsx';
import { useCopy } from '../../../hooks/use-copy.ts';
import { useDepositAddress } from '../api/wallet-queries.ts';

/** QR modules are drawn this many CSS pixels wide in total (a phone camera reads it from ~30 cm). */
const QR_SIZE_PX = 176;

/**
 * The USDT channel: the member's own address as a QR code and text with a copy button. Nothing to
 * submit: a transfer on the chain opens the order by itself, which the recent deposits below then
 * show with its confirmations.
 */
export function UsdtDeposit({ channel }: { channel: DepositChannel }) {
  const { t } = useTranslation();
  const copy = useCopy();
  const address = useDepositAddress(true);
  if (address.isPending) return <PageLoading />;
  if (address.isError) {
    return (
      <StateBlock
        tone="error"
        message={t('wallet.common.loadFailed')}
        action={
          <button type="button" className="hl-btn hl-btn--primary" onClick={() => void address.refetch()}>
            {t('common.retry')}
          </button>
        }
      />
    );
  }
  const { network, requiredConfirmations, min } = address.data;
  return (
    <div className="cs-usdt">
      <figure className="cs-usdt__qr">
        <QRCodeSVG
          value={address.data.address}
          size={QR_SIZE_PX}
          marginSize={2}
          level="M"
          role="img"
          aria-label={t('wallet.deposit.qrLabel')}
        />
        <figcaption>{t('wallet.deposit.usdtNetwork', { network })}</figcaption>
      </figure>
      <div className="cs-usdt__address">
        <span className="mf-label">{t('wallet.deposit.usdtAddress')}</span>
        <code data-testid="usdt-address">{address.data.address}</code>
        <button type="button" className="mp-copy" onClick={() => void copy(address.data.address)}>
          <CopyIcon />
          {t('wallet.deposit.copyAddress')}
        </button>
      </div>
      <ul className="cs-usdt__facts">
        <li>
          {t('wallet.deposit.usdtConfirmations', { count: channel.confirmations ?? requiredConfirmations })}
        </li>
        <li>{t('wallet.deposit.usdtMin', { amount: formatAmount(min) })}</li>
        <li>{t('wallet.deposit.flowMultiple', { multiple: channel.flowMultiple })}</li>
      </ul>
      <div className="mp-notice">
        <AlertIcon />
        <span>{t('wallet.deposit.usdtHint', { network })}</span>
      </div>
    </div>
  );
}
