import { randomUUID } from 'node:crypto';
import type { ExchangeQuote } from '@houseline/shared/api/contract/wallet';
import type { Locale } from '@houseline/shared/api/headers';
import { isExpired } from '@houseline/shared/dates/is-expired';
import { MINOR_PER_UNIT } from '@houseline/shared/money/amount';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Books } from '../books/books.service.ts';
import type { ExchangeRepository, QuoteRow } from './exchange.repository.ts';
import type { WalletService } from './wallet.service.ts';
import { HOUSE, permilleOf, type WalletAccounts, wire } from './wallet-accounts.ts';
import { EXCHANGE_RULES, hasVirtualWallet, walletRef } from './wallet-config.ts';
import { memberAmount } from './wallet-input.ts';

export type { QuoteRow } from './exchange.repository.ts';

/**
 * The figures of an exchange, all in integer minor units. The spread is taken in the currency
 * paid, before conversion; conversion rounds down, so the house never pays out a fraction it
 * does not have. `rate` is center-currency minor units per 1 unit of the virtual currency.
 */
export function quoteFigures(
  direction: 'buy' | 'sell',
  amountMinor: bigint,
  midRate: bigint,
  spreadPermille: number,
) {
  const spreadMinor = permilleOf(amountMinor, spreadPermille);
  const netMinor = amountMinor - spreadMinor;
  // buy: center currency -> virtual; sell: virtual -> center currency.
  const receiveMinor =
    direction === 'buy' ? (netMinor * MINOR_PER_UNIT) / midRate : (netMinor * midRate) / MINOR_PER_UNIT;
  // The member's effective rate, for display.
  const rate =
    direction === 'buy'
      ? (midRate * 1000n) / BigInt(1000 - spreadPermille)
      : (midRate * BigInt(1000 - spreadPermille)) / 1000n;
  return { spreadMinor, netMinor, receiveMinor, rate };
}

/**
 * Exchange between the center wallet and the virtual-currency wallet at a quote that lives
 * EXCHANGE_RULES.quoteTtlMs (checked with `isExpired`) and is used at most once. One ledger entry
 * with lines in both currencies, each summing to zero: the member pays, the spread goes to the
 * exchange-spread house account, the rest to the exchange position, which pays the member out in
 * the other currency.
 */
export function createExchangeService(deps: {
  db: Db;
  repository: ExchangeRepository;
  books: Books;
  accounts: WalletAccounts;
  wallets: WalletService;
  now?: () => Date;
}) {
  const { db, repository, books, accounts, wallets } = deps;
  const now = deps.now ?? (() => new Date());

  function present(row: QuoteRow): ExchangeQuote {
    return {
      quoteId: row.quoteId,
      from: row.fromWallet,
      to: row.toWallet,
      fromCurrency: row.fromCurrency,
      toCurrency: row.toCurrency,
      amount: wire(row.amount),
      receive: wire(row.receive),
      rate: wire(row.rate),
      midRate: wire(row.midRate),
      spreadPermille: EXCHANGE_RULES.spreadPermille,
      expiresAt: new Date(row.createdAt.getTime() + EXCHANGE_RULES.quoteTtlMs).toISOString(),
      ttlSeconds: Math.round(EXCHANGE_RULES.quoteTtlMs / 1000),
    };
  }

  return {
    async quote(
      siteCode: string,
      locale: Locale,
      memberId: bigint,
      input: { from: string; to: string; amount: string },
    ): Promise<ExchangeQuote> {
      if (!hasVirtualWallet(siteCode)) throw new AppError('EXCHANGE_UNAVAILABLE');
      const from = walletRef(siteCode, locale, input.from);
      const to = walletRef(siteCode, locale, input.to);
      const pair = `${from?.code}>${to?.code}`;
      if (pair !== 'center>usdt' && pair !== 'usdt>center') throw new AppError('EXCHANGE_UNAVAILABLE');
      const amountMinor = memberAmount(input.amount, EXCHANGE_RULES.min, EXCHANGE_RULES.max);
      const figures = quoteFigures(
        pair === 'center>usdt' ? 'buy' : 'sell',
        amountMinor,
        EXCHANGE_RULES.midRate,
        EXCHANGE_RULES.spreadPermille,
      );
      if (figures.receiveMinor <= 0n) throw new AppError('AMOUNT_BELOW_MIN', { params: { min: '0.01' } });
      const row = await repository.insertQuote(db, {
        quoteId: randomUUID(),
        siteCode,
        memberId,
        fromWallet: from!.code,
        toWallet: to!.code,
        fromCurrency: from!.currency,
        toCurrency: to!.currency,
        amount: amountMinor,
        spread: figures.spreadMinor,
        receive: figures.receiveMinor,
        midRate: EXCHANGE_RULES.midRate,
        rate: figures.rate,
        createdAt: now(),
      });
      return present(row);
    },

    async exchange(siteCode: string, locale: Locale, memberId: bigint, quoteId: string) {
      const quote = await repository.findQuote(db, siteCode, memberId, quoteId);
      if (!quote) throw new AppError('RECORD_NOT_FOUND');
      if (quote.usedAt) throw new AppError('QUOTE_USED');
      if (isExpired(quote.createdAt, EXCHANGE_RULES.quoteTtlMs, now().getTime()))
        throw new AppError('QUOTE_EXPIRED');

      const from = walletRef(siteCode, locale, quote.fromWallet)!;
      const to = walletRef(siteCode, locale, quote.toWallet)!;
      const payer = await accounts.member(siteCode, memberId, from);
      const payee = await accounts.member(siteCode, memberId, to);
      const spreadAccount = await accounts.house(siteCode, HOUSE.exchangeSpread, from.currency);
      const positionFrom = await accounts.house(siteCode, HOUSE.exchange, from.currency);
      const positionTo = await accounts.house(siteCode, HOUSE.exchange, to.currency);
      const netMinor = quote.amount - quote.spread;
      const lines = [
        { accountId: payer, currency: from.currency, amount: -quote.amount },
        { accountId: positionFrom, currency: from.currency, amount: netMinor },
        { accountId: positionTo, currency: to.currency, amount: -quote.receive },
        { accountId: payee, currency: to.currency, amount: quote.receive },
      ];
      if (quote.spread > 0n)
        lines.push({ accountId: spreadAccount, currency: from.currency, amount: quote.spread });

      await books.transaction(async (tx) => {
        if (!(await repository.claimQuote(tx, quoteId, now()))) throw new AppError('QUOTE_USED');
        await books.move(tx, {
          purpose: 'exchange',
          memberId,
          siteCode,
          kind: 'exchange',
          idempotencyKey: `exchange:${quoteId}`,
          reference: quoteId,
          lines,
        });
      });
      return {
        quoteId,
        amount: wire(quote.amount),
        receive: wire(quote.receive),
        wallets: await wallets.wallets(siteCode, locale, memberId),
      };
    },
  };
}

export type ExchangeService = ReturnType<typeof createExchangeService>;
