import type { Bet, CashoutQuote } from '@houseline/shared/api/contract/sportsbook';
import { formatAmount } from '@houseline/shared/money/amount';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestIds } from '../../../hooks/use-request-ids.ts';
import { toast } from '../../../hooks/use-toast.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useCashout, useCashoutQuote } from '../api/bet-mutations.ts';

/** Whole seconds until `iso`, never below zero. */
export function secondsUntil(iso: string, nowMs: number): number {
  return Math.max(0, Math.ceil((Date.parse(iso) - nowMs) / 1000));
}

/**
 * Cash-out of one open bet: ask a price, show it with its countdown (the quote lives ~10 s; an
 * expired one is asked again), confirm it. The confirmation carries a request id, so a retry
 * after a lost answer cannot cash out twice.
 */
export function CashoutControl({ bet }: { bet: Bet }) {
  const { t } = useTranslation();
  const quote = useCashoutQuote();
  const cashout = useCashout();
  const ids = useRequestIds();
  const [current, setCurrent] = useState<CashoutQuote | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const left = current ? secondsUntil(current.expiresAt, now) : 0;
  useEffect(() => {
    if (!current) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [current]);
  const ask = () =>
    quote.mutate(bet.id, {
      onSuccess: (q) => {
        setNow(Date.now());
        setCurrent(q);
      },
      onError: (e) => {
        setCurrent(null);
        toast(errorMessage(e, t, 'sports.open.unavailable'));
      },
    });
  // An expired price is refreshed, once per expiry.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-ask only when the countdown ends
  useEffect(() => {
    if (current && left === 0 && !quote.isPending && !cashout.isPending) ask();
  }, [left === 0, current?.quoteId]);
  if (!bet.cashoutAvailable && !current) {
    return <span className="sb-cashout is-off">{t('sports.open.unavailable')}</span>;
  }
  if (!current) {
    return (
      <button
        type="button"
        className="hl-btn hl-btn--ghost sb-cashout"
        disabled={quote.isPending}
        onClick={ask}
        data-testid="cashout-quote"
      >
        {quote.isPending ? t('common.loading') : t('sports.open.cashout')}
      </button>
    );
  }
  const confirm = () =>
    void ids
      .run({ quoteId: current.quoteId }, (requestId) =>
        cashout.mutateAsync({ quoteId: current.quoteId, requestId }),
      )
      .then(
        () => {
          setCurrent(null);
          toast(t('sports.open.done'));
        },
        (e: unknown) => {
          toast(errorMessage(e, t, 'sports.slip.failed'));
          setCurrent(null);
        },
      );
  return (
    <div className="sb-cashout is-quoted">
      <button
        type="button"
        className="hl-btn hl-btn--primary"
        disabled={left === 0 || cashout.isPending}
        onClick={confirm}
        data-testid="cashout-confirm"
      >
        {t('sports.open.confirm', { amount: formatAmount(current.amount) })}
      </button>
      <small aria-live="polite">
        {left > 0 ? t('sports.open.expiresIn', { s: left }) : t('sports.open.expired')}
      </small>
    </div>
  );
}
