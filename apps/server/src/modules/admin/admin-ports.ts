import type { DbOrTx } from '../../platform/db/client.ts';

/** What admin needs of the member records (the member repository fits). */
export interface AdminMembers {
  findByUsername(
    db: DbOrTx,
    siteCode: string,
    username: string,
  ): Promise<{ id: bigint; username: string } | undefined>;
  lockById(
    tx: DbOrTx,
    siteCode: string,
    id: bigint,
  ): Promise<{ status: string; withdrawPasswordHash: string | null } | undefined>;
  update(
    tx: DbOrTx,
    siteCode: string,
    id: bigint,
    changes: { status: 'active' | 'disabled' } | { withdrawPasswordHash: null; withdrawPasswordSetAt: null },
  ): Promise<void>;
}

/** What admin needs of the member's inbox (the messages service fits). */
export interface AdminMessages {
  send(input: PersonalMessage, tx: DbOrTx): Promise<void>;
  sendOnce(
    input: PersonalMessage & { requestId: string },
    tx: DbOrTx,
  ): Promise<{ row: { id: bigint; title: string; body: string; createdAt: Date }; created: boolean }>;
  receivedSince(tx: DbOrTx, siteCode: string, memberId: bigint, kind: string, since: Date): Promise<number>;
}

interface PersonalMessage {
  siteCode: string;
  memberId: bigint;
  kind: string;
  title: string;
  body: string;
  createdAt?: Date;
}

/** What admin needs of the wallet module (its wallet-admin service fits). */
export interface AdminWallet {
  /** The currency of a site's wallet; throws WALLET_UNKNOWN when the site has no such wallet. */
  currencyOf(siteCode: string, wallet: 'center' | 'usdt'): string;
  /** The member's wallet account and the house adjustment account, created on first use. */
  adjustmentAccounts(
    siteCode: string,
    memberId: bigint,
    wallet: 'center' | 'usdt',
    currency: string,
  ): Promise<{ account: bigint; house: bigint }>;
  /** An account's balance now (minor units). */
  balanceOf(accountId: bigint): Promise<bigint>;
  /** Clears the member's remaining turnover in `tx`; returns the amount waived. */
  waiveTurnover(tx: DbOrTx, siteCode: string, memberId: bigint, reference: string): Promise<bigint>;
}
