import type { ExchangeQuote, Wallet } from '@houseline/shared/api/contract/wallet';
import { formatAmount } from '@houseline/shared/money/amount';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountField } from '../../../components/form/amount-field.tsx';
import { Segmented } from '../../../components/form/form-controls.tsx';
import { ExchangeIcon } from '../../../components/icons.tsx';
import { Modal } from '../../../components/modal.tsx';
import { Money } from '../../../components/money/money.tsx';
import { useCountdown } from '../../../hooks/use-countdown.ts';
import { useSubmit } from '../../../hooks/use-submit.ts';
import { toast } from '../../../hooks/use-toast.ts';
import { toInputAmount } from '../../../lib/amount-input.ts';
import { api } from '../../../lib/api/api.ts';
import { errorCode } from '../../../lib/error-message.ts';
import { formFactor } from '../../../lib/form-factor.ts';
import { afterMoneyMoved } from '../api/wallet-queries.ts';
import { useAmountRule } from '../hooks/use-amount-rule.ts';

type Direction = 'toVirtual' | 'toCenter';

/**
 * Exchange between the center wallet and the virtual-currency wallet: ask for a quote, which lives
 * `ttlSeconds` (counted down on screen), then confirm it. An expired quote is offered again with
 * one tap; a confirm that arrives after expiry fetches a fresh quote and asks once more.
 */
export function ExchangeSheet({
  open,
  center,
  virtual,
  onClose,
}: {
  open: boolean;
  center: Wallet;
  virtual: Wallet;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const submit = useSubmit();
  const amountRule = useAmountRule();
  const countdown = useCountdown();
  const [direction, setDirection] = useState<Direction>('toVirtual');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [quote, setQuote] = useState<ExchangeQuote | null>(null);
  const [busy, setBusy] = useState(false);
  const [from, to] = direction === 'toVirtual' ? [center, virtual] : [virtual, center];
  const expired = quote !== null && !countdown.running;

  const reset = () => {
    setQuote(null);
    setError(undefined);
  };
  const fetchQuote = async () => {
    const problem = amountRule(amount, { available: from.balance });
    setError(problem ?? undefined);
    if (problem) return false;
    const next = await api.call('exchangeQuote', { from: from.code, to: to.code, amount: amount.trim() });
    setQuote(next);
    countdown.start(next.ttlSeconds);
    return true;
  };
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    await submit(async () => void (await work()));
    setBusy(false);
  };
  const confirm = () =>
    run(async () => {
      if (!quote) return;
      try {
        const result = await api.call('exchange', { quoteId: quote.quoteId });
        afterMoneyMoved(queryClient);
        toast(t('wallet.exchange.done', { amount: `${formatAmount(result.receive)} ${to.currency}` }));
        setAmount('');
        reset();
        onClose();
      } catch (failure) {
        if (errorCode(failure) !== 'QUOTE_EXPIRED') throw failure;
        if (await fetchQuote()) toast(t('wallet.exchange.requoted'));
      }
    });

  const footer = (
    <>
      {quote && !expired ? (
        <button
          type="button"
          className="hl-btn hl-btn--primary hl-btn--block"
          disabled={busy}
          onClick={confirm}
        >
          {t('wallet.exchange.confirm')}
        </button>
      ) : (
        <button
          type="button"
          className="hl-btn hl-btn--primary hl-btn--block"
          disabled={busy}
          onClick={() => void run(fetchQuote)}
        >
          {busy
            ? t('wallet.exchange.quoting')
            : expired
              ? t('wallet.exchange.requote')
              : t('wallet.exchange.getQuote')}
        </button>
      )}
      <button type="button" className="hl-btn hl-btn--ghost hl-btn--block" onClick={onClose}>
        {t('wallet.exchange.close')}
      </button>
    </>
  );

  return (
    <Modal
      open={open}
      title={t('wallet.exchange.title')}
      icon={<ExchangeIcon />}
      footer={footer}
      onClose={onClose}
      className={formFactor === 'phone' ? 'cs-sheet' : 'cs-dialog'}
    >
      <div className="cs-exchange" data-testid="exchange-sheet">
        <Segmented<Direction>
          label={t('wallet.exchange.direction')}
          value={direction}
          onChange={(next) => {
            setDirection(next);
            reset();
          }}
          options={[
            { value: 'toVirtual', label: t('wallet.exchange.toVirtual', { from: center.currency }) },
            { value: 'toCenter', label: t('wallet.exchange.toCenter', { to: center.currency }) },
          ]}
        />
        <AmountField
          id="exchange-amount"
          value={amount}
          onChange={(value) => {
            setAmount(value);
            reset();
          }}
          error={error}
          currency={from.currency}
          hint={t('wallet.amount.available', { amount: formatAmount(from.balance) })}
          onAll={() => {
            setAmount(toInputAmount(from.balance));
            reset();
          }}
        />
        {quote ? <QuoteView quote={quote} seconds={countdown.seconds} /> : null}
      </div>
    </Modal>
  );
}

function QuoteView({ quote, seconds }: { quote: ExchangeQuote; seconds: number }) {
  const { t } = useTranslation();
  return (
    <div className={`cs-quote${seconds > 0 ? '' : ' is-expired'}`} data-testid="exchange-quote">
      <div className="cs-quote__row">
        <span>{t('wallet.exchange.pay')}</span>
        <Money value={quote.amount} currency={quote.fromCurrency} />
      </div>
      <div className="cs-quote__row is-main">
        <span>{t('wallet.exchange.receive')}</span>
        <Money value={quote.receive} currency={quote.toCurrency} strong />
      </div>
      <div className="cs-quote__row">
        <span>{t('wallet.exchange.rate')}</span>
        <span>
          1 USDT = {quote.rate} {quote.fromCurrency === 'USDT' ? quote.toCurrency : quote.fromCurrency} ·{' '}
          {t('wallet.exchange.spread', { percent: quote.spreadPermille / 10 })}
        </span>
      </div>
      <p className="cs-quote__timer" role="timer" aria-live="off">
        {seconds > 0 ? t('wallet.exchange.expiresIn', { seconds }) : t('wallet.exchange.expired')}
      </p>
    </div>
  );
}
