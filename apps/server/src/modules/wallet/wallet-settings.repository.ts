import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  depositChannelSettings,
  depositReceivingAccounts,
  withdrawSettings,
} from '../../platform/db/schema.ts';

export type ChannelSettingRow = typeof depositChannelSettings.$inferSelect;
export type ChannelSettingValues = Pick<
  ChannelSettingRow,
  'enabled' | 'min' | 'max' | 'flowMultiplePermille' | 'presets'
>;
export type WithdrawSettingRow = typeof withdrawSettings.$inferSelect;
export type WithdrawSettingValues = Omit<WithdrawSettingRow, 'siteCode' | 'updatedAt'>;
export type ReceivingAccountRow = typeof depositReceivingAccounts.$inferSelect;
export type ReceivingAccountValues = Omit<ReceivingAccountRow, 'siteCode' | 'updatedAt'>;

/**
 * A brand's deposit channel and withdrawal settings (decision 0082) and its receiving bank account
 * (decision 0088); every query is scoped to one site.
 */
export function createWalletSettingsRepository() {
  return {
    async channels(db: DbOrTx, siteCode: string): Promise<ChannelSettingRow[]> {
      return db.select().from(depositChannelSettings).where(eq(depositChannelSettings.siteCode, siteCode));
    },

    /**
     * The brand's row of a channel, locked for the rest of the transaction; written first from the
     * values the brand runs now when it had none, so two first edits at once queue on one row.
     */
    async lockChannel(
      tx: DbOrTx,
      siteCode: string,
      channelId: string,
      current: ChannelSettingValues,
    ): Promise<ChannelSettingRow> {
      await tx
        .insert(depositChannelSettings)
        .values({ siteCode, channelId, ...current })
        .onConflictDoNothing();
      const [row] = await tx
        .select()
        .from(depositChannelSettings)
        .where(
          and(eq(depositChannelSettings.siteCode, siteCode), eq(depositChannelSettings.channelId, channelId)),
        )
        .for('update');
      if (!row) throw new Error('channel setting row missing after insert');
      return row;
    },

    async updateChannel(
      tx: DbOrTx,
      siteCode: string,
      channelId: string,
      values: ChannelSettingValues,
      at: Date,
    ): Promise<ChannelSettingRow> {
      const [row] = await tx
        .update(depositChannelSettings)
        .set({ ...values, updatedAt: at })
        .where(
          and(eq(depositChannelSettings.siteCode, siteCode), eq(depositChannelSettings.channelId, channelId)),
        )
        .returning();
      if (!row) throw new Error('channel setting row missing on update');
      return row;
    },

    async withdraw(db: DbOrTx, siteCode: string): Promise<WithdrawSettingRow | undefined> {
      const [row] = await db.select().from(withdrawSettings).where(eq(withdrawSettings.siteCode, siteCode));
      return row;
    },

    /** The brand's withdrawal rules row, locked; written first from the current rules when it had none. */
    async lockWithdraw(
      tx: DbOrTx,
      siteCode: string,
      current: WithdrawSettingValues,
    ): Promise<WithdrawSettingRow> {
      await tx
        .insert(withdrawSettings)
        .values({ siteCode, ...current })
        .onConflictDoNothing();
      const [row] = await tx
        .select()
        .from(withdrawSettings)
        .where(eq(withdrawSettings.siteCode, siteCode))
        .for('update');
      if (!row) throw new Error('withdraw setting row missing after insert');
      return row;
    },

    async updateWithdraw(
      tx: DbOrTx,
      siteCode: string,
      values: WithdrawSettingValues,
      at: Date,
    ): Promise<WithdrawSettingRow> {
      const [row] = await tx
        .update(withdrawSettings)
        .set({ ...values, updatedAt: at })
        .where(eq(withdrawSettings.siteCode, siteCode))
        .returning();
      if (!row) throw new Error('withdraw setting row missing on update');
      return row;
    },

    async receivingAccount(db: DbOrTx, siteCode: string): Promise<ReceivingAccountRow | undefined> {
      const [row] = await db
        .select()
        .from(depositReceivingAccounts)
        .where(eq(depositReceivingAccounts.siteCode, siteCode));
      return row;
    },

    /** The brand's receiving account row, locked; written first from the account it shows now when it had none. */
    async lockReceivingAccount(
      tx: DbOrTx,
      siteCode: string,
      current: ReceivingAccountValues,
    ): Promise<ReceivingAccountRow> {
      await tx
        .insert(depositReceivingAccounts)
        .values({ siteCode, ...current })
        .onConflictDoNothing();
      const [row] = await tx
        .select()
        .from(depositReceivingAccounts)
        .where(eq(depositReceivingAccounts.siteCode, siteCode))
        .for('update');
      if (!row) throw new Error('receiving account row missing after insert');
      return row;
    },

    async updateReceivingAccount(
      tx: DbOrTx,
      siteCode: string,
      values: ReceivingAccountValues,
      at: Date,
    ): Promise<ReceivingAccountRow> {
      const [row] = await tx
        .update(depositReceivingAccounts)
        .set({ ...values, updatedAt: at })
        .where(eq(depositReceivingAccounts.siteCode, siteCode))
        .returning();
      if (!row) throw new Error('receiving account row missing on update');
      return row;
    },
  };
}

export type WalletSettingsRepository = ReturnType<typeof createWalletSettingsRepository>;
