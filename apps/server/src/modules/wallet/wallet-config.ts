import type { DepositChannelKind } from '@houseline/shared/api/contract/wallet';
import type { Locale } from '@houseline/shared/api/headers';
import { currencyCodeForWallet } from '@houseline/shared/wallet/currency-code';
import { USDT_MID_RATE, VIRTUAL_CURRENCY } from '@houseline/shared/wallet/exchange-rate';
import type { DepositReceiver } from '../../platform/db/schema.ts';
import { VENUE_CATALOG } from '../venues/venue-registry.service.ts';

/**
 * Money settings of a site: its wallets, deposit channels, withdrawal limits and exchange terms.
 * One set of defaults for every brand for now; the back-office issue makes them editable per
 * site. Amounts are minor units (1/10 000).
 */

const UNIT = 10_000n;
const units = (...amounts: number[]): bigint[] => amounts.map((a) => BigInt(a) * UNIT);

export const WALLET_TYPE = { center: 1, virtual: 3, venue: 10 } as const;
export { VIRTUAL_CURRENCY } from '@houseline/shared/wallet/exchange-rate';

const CENTER_NAMES: Record<Locale, string> = { 'zh-CN': '中心钱包', 'en-US': 'Center wallet' };
const VIRTUAL_NAMES: Record<Locale, string> = { 'zh-CN': '虚拟币钱包', 'en-US': 'Crypto wallet' };

export function centerCurrency(siteCode: string): string {
  return currencyCodeForWallet(WALLET_TYPE.center, siteCode);
}

/** A site has a separate virtual-currency wallet unless its center wallet already holds USDT. */
export function hasVirtualWallet(siteCode: string): boolean {
  return centerCurrency(siteCode) !== VIRTUAL_CURRENCY;
}

export interface WalletRef {
  code: string;
  /** Ledger account kind: center | usdt | venue:<code>. */
  accountKind: string;
  type: number;
  currency: string;
  name: string;
  venue: string | null;
}

export function walletRefs(siteCode: string, locale: Locale): WalletRef[] {
  const currency = centerCurrency(siteCode);
  const refs: WalletRef[] = [
    {
      code: 'center',
      accountKind: 'center',
      type: WALLET_TYPE.center,
      currency,
      name: CENTER_NAMES[locale],
      venue: null,
    },
  ];
  if (hasVirtualWallet(siteCode)) {
    refs.push({
      code: 'usdt',
      accountKind: 'usdt',
      type: WALLET_TYPE.virtual,
      currency: VIRTUAL_CURRENCY,
      name: VIRTUAL_NAMES[locale],
      venue: null,
    });
  }
  // Seamless venues hold no money of their own: they have no wallet.
  for (const venue of VENUE_CATALOG.filter((v) => v.walletMode === 'transfer')) {
    refs.push({
      code: venue.code,
      accountKind: `venue:${venue.code}`,
      type: WALLET_TYPE.venue,
      currency,
      name: venue.names[locale],
      venue: venue.code,
    });
  }
  return refs;
}

export function walletRef(siteCode: string, locale: Locale, code: string): WalletRef | undefined {
  return walletRefs(siteCode, locale).find((w) => w.code === code);
}

export interface DepositChannelConfig {
  id: string;
  kind: DepositChannelKind;
  names: Record<Locale, string>;
  currency: 'center' | 'virtual';
  min: bigint;
  max: bigint;
  /** Turnover multiple in per-mille: 1000 = 1x the deposit. */
  flowMultiplePermille: number;
  /** Quick-pick amounts in minor units, ascending (the brand's own replace them, decision 0088). */
  presets: readonly bigint[];
  /** How long an unpaid order stays open. */
  ttlMs: number;
  confirmations?: number;
}

export function depositChannels(siteCode: string): DepositChannelConfig[] {
  const channels: DepositChannelConfig[] = [
    {
      id: 'bank',
      kind: 'bank',
      names: { 'zh-CN': '银行卡转账', 'en-US': 'Bank transfer' },
      currency: 'center',
      min: 100n * UNIT,
      max: 50_000n * UNIT,
      flowMultiplePermille: 1000,
      presets: units(100, 500, 1000, 5000, 10000),
      ttlMs: 2 * 60 * 60 * 1000,
    },
    {
      id: 'sandpay',
      kind: 'gateway',
      names: { 'zh-CN': '沙盒快捷支付', 'en-US': 'Sandbox quick pay' },
      currency: 'center',
      min: 50n * UNIT,
      max: 20_000n * UNIT,
      flowMultiplePermille: 1000,
      presets: units(50, 100, 300, 500, 1000, 3000),
      ttlMs: 15 * 60 * 1000,
    },
  ];
  channels.push({
    id: 'usdt_trc20',
    kind: 'usdt',
    names: { 'zh-CN': 'USDT (TRC20)', 'en-US': 'USDT (TRC20)' },
    currency: hasVirtualWallet(siteCode) ? 'virtual' : 'center',
    min: 10n * UNIT,
    max: 100_000n * UNIT,
    flowMultiplePermille: 1000,
    presets: [],
    ttlMs: 0,
    confirmations: 3,
  });
  return channels;
}

/**
 * The receiving bank account shown for bank transfers until finance sets the brand's own (decision
 * 0088); sandbox data. Orders made before that decision were all shown this one.
 */
export const RECEIVING_ACCOUNT: Readonly<DepositReceiver> = {
  bankName: '沙盒商业银行',
  accountName: '沙盒演示科技有限公司',
  accountNo: '6222 0000 1234 5678 901',
  branch: '沙盒市演示支行',
};

export const WITHDRAW_RULES = {
  min: 100n * UNIT,
  max: 50_000n * UNIT,
  dailyCountLimit: 5,
  dailyAmountLimit: 100_000n * UNIT,
  freeCountPerDay: 3,
  /** After the free ones: 1% of the amount, at least 1.00. */
  feePermille: 10,
  feeMin: 1n * UNIT,
} as const;

export const EXCHANGE_RULES = {
  /** Mid rate: center-currency minor units per 1 USDT (7.1800 CNY). */
  midRate: USDT_MID_RATE,
  spreadPermille: 5,
  quoteTtlMs: 30_000,
  min: 1n * UNIT,
  max: 1_000_000n * UNIT,
} as const;

export const TRANSFER_RULES = {
  min: 1n * UNIT,
  max: 1_000_000n * UNIT,
  /** A pending transfer untouched this long is picked up by the reconciler. */
  reconcileAfterMs: 15_000,
  /** A driver's claim on a pending transfer outlives its venue call (aborted at the timeout) by this. */
  leaseMarginMs: 5_000,
  /** Backoff between attempts: base x 2^(attempt-1), at most max. */
  retryBaseMs: 5_000,
  retryMaxMs: 30 * 60_000,
  /** After this many failed attempts the transfer is stuck: it stays pending and alerts operators. */
  maxAttempts: 10,
} as const;
