import type { Tx } from '../../platform/db/client.ts';
import type { Books } from '../books/books.service.ts';
import type { DepositRow } from './deposit.repository.ts';
import { depositTurnover } from './deposit-view.ts';
import { HOUSE, type WalletAccounts } from './wallet-accounts.ts';
import { centerCurrency, VIRTUAL_CURRENCY } from './wallet-config.ts';

export type CreditSides = { member: bigint; clearing: bigint };

/** The deposit entry: deposit clearing -> the member's wallet, and the turnover it requires. */
export function createDepositCredit(deps: { books: Books; accounts: WalletAccounts }) {
  const { books, accounts } = deps;
  return {
    /** Account ids, looked up before a transaction opens (see wallet-accounts.ts). */
    async sides(row: DepositRow): Promise<CreditSides> {
      const member = await accounts.member(row.siteCode, row.memberId, {
        accountKind:
          row.currency === VIRTUAL_CURRENCY && row.currency !== centerCurrency(row.siteCode)
            ? 'usdt'
            : 'center',
        currency: row.currency,
      });
      const clearing = await accounts.house(row.siteCode, HOUSE.depositClearing, row.currency);
      return { member, clearing };
    },
    /** Money a gateway or an operator says arrived: booked whatever the member's state. */
    async credit(tx: Tx, row: DepositRow, amount: bigint, sides: CreditSides): Promise<void> {
      await books.move(tx, {
        purpose: 'deposit_credit',
        memberId: row.memberId,
        siteCode: row.siteCode,
        kind: 'deposit',
        idempotencyKey: `deposit:${row.orderNo}`,
        reference: row.orderNo,
        lines: [
          { accountId: sides.clearing, currency: row.currency, amount: -amount },
          { accountId: sides.member, currency: row.currency, amount },
        ],
        turnover: {
          kind: 'require',
          amount: depositTurnover({ ...row, amount }),
          reference: `deposit:${row.orderNo}`,
        },
      });
    },
  };
}
