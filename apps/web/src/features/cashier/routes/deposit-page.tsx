import '../../../lib/i18n/wallet-messages.ts';
import type { DepositChannel, DepositChannelKind } from '@houseline/shared/api/contract/wallet';
import { formatAmount } from '@houseline/shared/money/amount';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CoinIcon, ListIcon, WalletIcon } from '../../../components/icons.tsx';
import { CardIcon } from '../../../components/member-icons.tsx';
import { PageFrame, PageLoading } from '../../../components/page/page-frame.tsx';
import { StateBlock } from '../../../components/state-block.tsx';
import { WEB_LIMITS } from '../../../config/web-limits.ts';
import { useDepositChannels } from '../api/wallet-queries.ts';
import { DepositForm } from '../components/deposit-form.tsx';
import { RecentDeposits } from '../components/recent-deposits.tsx';
import { UsdtDeposit } from '../components/usdt-deposit.tsx';
import '../../../components/money/cashier.css';

const KIND_ICONS: Record<DepositChannelKind, ReactNode> = {
  bank: <CardIcon />,
  usdt: <CoinIcon />,
  gateway: <WalletIcon />,
};

/**
 * /finance/deposit: the brand's channels (bank transfer, USDT, online gateway) with their limits;
 * `?channel=<id>` picks one (the first otherwise). Under the form, the latest deposits.
 */
export function DepositPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const channels = useDepositChannels();
  const list = channels.data ?? [];
  const selected = list.find((c) => c.id === params.get('channel')) ?? list[0];
  const pick = (channel: DepositChannel) => setParams({ channel: channel.id }, { replace: true });

  let body: ReactNode;
  if (channels.isPending) body = <PageLoading />;
  else if (channels.isError) {
    body = (
      <StateBlock
        tone="error"
        message={t('wallet.common.loadFailed')}
        action={
          <button type="button" className="hl-btn hl-btn--primary" onClick={() => void channels.refetch()}>
            {t('common.retry')}
          </button>
        }
      />
    );
  } else if (!selected) body = <StateBlock tone="empty" message={t('wallet.deposit.noChannels')} />;
  else {
    body = (
      <>
        <fieldset className="cs-channels">
          <legend className="hl-visually-hidden">{t('wallet.deposit.channels')}</legend>
          {list.map((channel) => (
            <label key={channel.id} className={`cs-channel${channel.id === selected.id ? ' is-active' : ''}`}>
              <input
                type="radio"
                name="deposit-channel"
                className="hl-visually-hidden"
                checked={channel.id === selected.id}
                onChange={() => pick(channel)}
              />
              <span className={`cs-channel__icon is-${channel.kind}`}>{KIND_ICONS[channel.kind]}</span>
              <span className="cs-channel__text">
                <strong>{channel.name}</strong>
                <small>
                  {formatAmount(channel.min)} - {formatAmount(channel.max)} {channel.currency}
                </small>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="cs-columns cs-columns--main">
          <div className="mp-card cs-panel">
            <h2 className="mp-card__title">{t(`wallet.channelKind.${selected.kind}`)}</h2>
            {selected.kind === 'usdt' ? (
              <UsdtDeposit channel={selected} />
            ) : (
              <DepositForm key={selected.id} channel={selected} />
            )}
          </div>
          <RecentDeposits pollMs={selected.kind === 'usdt' ? WEB_LIMITS.usdtRecordsPollMs : false} />
        </div>
      </>
    );
  }
  return (
    <PageFrame
      title={t('wallet.deposit.title')}
      subtitle={t('wallet.deposit.subtitle')}
      action={
        <Link to="/user/transactionRecord?type=deposit" className="cs-head-link">
          <ListIcon />
          <span className="cs-head-link__text">{t('wallet.records.transactionTitle')}</span>
        </Link>
      }
    >
      {body}
    </PageFrame>
  );
}
