import { createHash, randomUUID } from 'node:crypto';
import { parseAmountToMinor } from '@houseline/shared/money/amount';
import type { Db } from '../../platform/db/client.ts';
import type { DepositService } from './deposit.service.ts';
import { createSandboxChainRepository, type SandboxChainRepository } from './sandbox-chain.repository.ts';
import { makeOrderNo } from './wallet-accounts.ts';
import type { WalletSettings } from './wallet-settings.service.ts';

/**
 * The sandbox USDT chain: transfers "sent" to members' deposit addresses, confirmed one block per
 * `blockMs`, and the watcher that turns them into deposit orders and credits them at the
 * channel's confirmation count — what a custody provider's webhook would drive in production.
 */
export function createSandboxChain(deps: {
  db: Db;
  deposits: DepositService;
  /**
   * The brand's channels (decision 0082): a transfer below the brand's USDT minimum is closed
   * without credit; one that arrives while the channel is off is still credited — the money is on
   * the member's address already.
   */
  settings: Pick<WalletSettings, 'channels'>;
  blockMs: number;
  repository?: SandboxChainRepository;
  now?: () => Date;
}) {
  const { db, deposits } = deps;
  const repo = deps.repository ?? createSandboxChainRepository();
  const now = deps.now ?? (() => new Date());
  const succeed = deposits.credit;
  const currencyOf = deposits.currencyOf;
  return {
    async chainSend(address: string, amount: string): Promise<{ txHash: string }> {
      const txHash = createHash('sha256').update(randomUUID()).digest('hex');
      await repo.send(db, {
        txHash,
        network: 'TRC20',
        address,
        amount: parseAmountToMinor(amount),
        sentAt: now(),
      });
      return { txHash };
    },

    /**
     * Job: the chain watcher. Each open transfer to a member's address gets an order (pending, with
     * its confirmations) and is credited at the channel's confirmation count; transfers below the
     * minimum or to unknown addresses are closed without credit (finance handles them by hand).
     */
    async watchChain(): Promise<void> {
      const open = await repo.open(db, 200);
      const at = now();
      for (const tx of open) {
        const owner = await repo.addressOwner(db, tx.address);
        const channel = owner
          ? (await deps.settings.channels(owner.siteCode)).find((c) => c.kind === 'usdt')
          : undefined;
        if (!owner || !channel || tx.amount < channel.min) {
          await repo.settle(db, tx.txHash, at);
          continue;
        }
        const required = channel.confirmations ?? 1;
        const confirmations = Math.max(0, Math.floor((at.getTime() - tx.sentAt.getTime()) / deps.blockMs));
        await repo.openOrder(db, {
          siteCode: owner.siteCode,
          memberId: owner.memberId,
          orderNo: makeOrderNo('D', at),
          channelId: channel.id,
          channelKind: 'usdt',
          amount: tx.amount,
          currency: currencyOf(owner.siteCode, channel),
          status: 'pending',
          requestKey: `tx:${tx.txHash}`,
          requestHash: tx.txHash,
          txHash: tx.txHash,
          address: tx.address,
          confirmations: Math.min(confirmations, required),
          requiredConfirmations: required,
          flowMultiplePermille: channel.flowMultiplePermille,
          createdAt: tx.sentAt,
          updatedAt: at,
        });
        const row = await repo.orderByTxHash(db, tx.txHash);
        if (!row) continue;
        if (confirmations >= required) {
          await succeed(row, { confirmations: required });
          await repo.settle(db, tx.txHash, at);
        } else if (row.confirmations !== confirmations) {
          await repo.confirmations(db, row.id, confirmations, at);
        }
      }
    },
  };
}

export type SandboxChain = ReturnType<typeof createSandboxChain>;
