import type { Db, DbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Books } from '../books/books.service.ts';
import type { WalletRepository } from './wallet.repository.ts';
import { HOUSE, type WalletAccounts } from './wallet-accounts.ts';
import { centerCurrency, hasVirtualWallet, VIRTUAL_CURRENCY } from './wallet-config.ts';

/** The member wallets an operator may adjust. */
export type AdjustableWallet = 'center' | 'usdt';

/**
 * What the back office does to wallets, for the admin module: the ledger accounts of a manual
 * adjustment, and waiving a member's remaining turnover. Postings and audit rows stay the
 * caller's (one transaction with its own audit row).
 */
export function createWalletAdminService({
  db,
  accounts,
  balances,
  books,
}: {
  db: Db;
  accounts: WalletAccounts;
  balances: Pick<WalletRepository, 'accountBalanceMinor'>;
  books: Pick<Books, 'waiveTurnover'>;
}) {
  return {
    /** An account's balance now (minor units): what a pending adjustment shows. */
    balanceOf(accountId: bigint): Promise<bigint> {
      return balances.accountBalanceMinor(db, accountId);
    },

    /** The currency of a site's wallet; WALLET_UNKNOWN when the site has no such wallet. */
    currencyOf(siteCode: string, wallet: AdjustableWallet): string {
      if (wallet === 'usdt' && !hasVirtualWallet(siteCode)) throw new AppError('WALLET_UNKNOWN');
      return wallet === 'usdt' ? VIRTUAL_CURRENCY : centerCurrency(siteCode);
    },

    /** The member's wallet account and the house adjustment account an adjustment posts between. */
    async adjustmentAccounts(
      siteCode: string,
      memberId: bigint,
      wallet: AdjustableWallet,
      currency: string,
    ): Promise<{ account: bigint; house: bigint }> {
      const account = await accounts.member(siteCode, memberId, { accountKind: wallet, currency });
      const house = await accounts.house(siteCode, HOUSE.adjustment, currency);
      return { account, house };
    },

    /** Clears the member's remaining turnover inside the caller's transaction; returns the amount waived. */
    waiveTurnover(tx: DbOrTx, siteCode: string, memberId: bigint, reference: string): Promise<bigint> {
      return books.waiveTurnover(tx, siteCode, memberId, reference);
    },
  };
}

export type WalletAdminService = ReturnType<typeof createWalletAdminService>;
