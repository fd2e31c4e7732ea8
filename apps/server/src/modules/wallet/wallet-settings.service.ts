import type { DepositChannelKind } from '@houseline/shared/api/contract/wallet';
import type {
  AdminDepositChannel,
  AdminDepositChannelUpdateRequest,
  AdminReceivingAccount,
  AdminReceivingAccountUpdateRequest,
  AdminWalletSettings,
  AdminWithdrawRules,
  AdminWithdrawRulesUpdateRequest,
} from '@houseline/shared/api/contract/wallet-settings';
import type { Locale } from '@houseline/shared/api/headers';
import { parseAmountToMinor } from '@houseline/shared/money/amount';
import type { Db } from '../../platform/db/client.ts';
import type { DepositReceiver } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { AuditActor, AuditPort } from '../operators/audit.service.ts';
import { assertPresetsWithin, checkedPresets, receivingAccountOf } from './deposit-presets.ts';
import { permilleOf, permilleToMultiple, wire } from './wallet-accounts.ts';
import {
  centerCurrency,
  type DepositChannelConfig,
  depositChannels,
  RECEIVING_ACCOUNT,
  VIRTUAL_CURRENCY,
  WITHDRAW_RULES,
} from './wallet-config.ts';
import type {
  ChannelSettingRow,
  ChannelSettingValues,
  ReceivingAccountRow,
  WalletSettingsRepository,
  WithdrawSettingRow,
  WithdrawSettingValues,
} from './wallet-settings.repository.ts';

/** A deposit channel as the brand runs it: the code's channel with the brand's on/off, limits and presets. */
export interface BrandChannel extends DepositChannelConfig {
  enabled: boolean;
}

/** The withdrawal rules a brand runs (minor units). */
export type WithdrawRules = WithdrawSettingValues;

/** The wallet's code defaults (a brand without its own rules runs these). */
export const DEFAULT_WITHDRAW_RULES: WithdrawRules = {
  min: WITHDRAW_RULES.min,
  max: WITHDRAW_RULES.max,
  dailyCountLimit: WITHDRAW_RULES.dailyCountLimit,
  dailyAmountLimit: WITHDRAW_RULES.dailyAmountLimit,
  freeCountPerDay: WITHDRAW_RULES.freeCountPerDay,
  feePermille: WITHDRAW_RULES.feePermille,
  feeMin: WITHDRAW_RULES.feeMin,
};

/** A withdrawal's fee: none for the day's free ones, then the rate, at least the smallest fee. */
export function withdrawFee(amountMinor: bigint, countToday: number, rules: WithdrawRules): bigint {
  if (countToday < rules.freeCountPerDay) return 0n;
  const feeMinor = permilleOf(amountMinor, rules.feePermille);
  return feeMinor < rules.feeMin ? rules.feeMin : feeMinor;
}

/** "1.5" → 1500 per mille (the schema allows at most three decimals and 100). */
export function multipleToPermille(multiple: string): number {
  const [whole = '0', fraction = ''] = multiple.trim().split('.');
  return Number(whole) * 1000 + Number(fraction.padEnd(3, '0'));
}

function applied(channel: DepositChannelConfig, row: ChannelSettingRow | undefined): BrandChannel {
  if (!row) return { ...channel, enabled: true };
  return {
    ...channel,
    enabled: row.enabled,
    min: row.min,
    max: row.max,
    flowMultiplePermille: row.flowMultiplePermille,
    presets: row.presets ?? channel.presets,
  };
}

const channelValues = (c: BrandChannel) => ({
  enabled: c.enabled,
  min: wire(c.min),
  max: wire(c.max),
  flowMultiple: permilleToMultiple(c.flowMultiplePermille),
  presets: c.presets.map(wire),
});

const withdrawValues = (r: WithdrawRules) => ({
  min: wire(r.min),
  max: wire(r.max),
  dailyCountLimit: r.dailyCountLimit,
  dailyAmountLimit: wire(r.dailyAmountLimit),
  freeCountPerDay: r.freeCountPerDay,
  feePermille: r.feePermille,
  feeMin: wire(r.feeMin),
});

const accountOf = (row: ReceivingAccountRow | undefined): DepositReceiver =>
  row
    ? { bankName: row.bankName, branch: row.branch, accountName: row.accountName, accountNo: row.accountNo }
    : { ...RECEIVING_ACCOUNT };

const rulesOf = (row: WithdrawSettingRow | undefined): WithdrawRules => {
  if (!row) return DEFAULT_WITHDRAW_RULES;
  const { siteCode: _site, updatedAt: _at, ...rules } = row;
  return rules;
};

export interface WalletSettingsDeps {
  db: Db;
  repository: WalletSettingsRepository;
  audit: AuditPort;
  /** Channel kinds with a provider in this deployment (all by default). */
  channelKinds?: readonly DepositChannelKind[] | undefined;
  /** The brand's four-eyes threshold (minor units), shown read-only. */
  fourEyesThreshold?: ((siteCode: string) => bigint) | undefined;
  now?: (() => Date) | undefined;
}

/**
 * A brand's deposit channels and withdrawal rules (issue 24, decision 0082): the code's defaults
 * (wallet-config.ts) under the brand's rows, read on every deposit and withdrawal call so an edit
 * applies to the next request. An order or request already made keeps the limits and multiple it
 * was made under (they are copied onto it). Finance edits one channel or the rules at a time,
 * under the brand's row lock, audited with before and after in the same commit.
 */
export function createWalletSettings(deps: WalletSettingsDeps) {
  const { db, repository, audit } = deps;
  const now = deps.now ?? (() => new Date());
  const provided = (kind: DepositChannelKind) => deps.channelKinds?.includes(kind) ?? true;

  async function channels(siteCode: string): Promise<BrandChannel[]> {
    const rows = await repository.channels(db, siteCode);
    return depositChannels(siteCode).map((c) =>
      applied(
        c,
        rows.find((r) => r.channelId === c.id),
      ),
    );
  }

  function presentChannel(
    siteCode: string,
    locale: Locale,
    channel: BrandChannel,
    row: ChannelSettingRow | undefined,
  ): AdminDepositChannel {
    const fallback = depositChannels(siteCode).find((c) => c.id === channel.id)!;
    return {
      id: channel.id,
      kind: channel.kind,
      name: channel.names[locale],
      currency: channel.currency === 'virtual' ? VIRTUAL_CURRENCY : centerCurrency(siteCode),
      provided: provided(channel.kind),
      ...channelValues(channel),
      defaults: channelValues(applied(fallback, undefined)),
      updatedAt: row ? row.updatedAt.toISOString() : null,
    };
  }

  function presentRules(siteCode: string, row: WithdrawSettingRow | undefined): AdminWithdrawRules {
    return {
      currency: centerCurrency(siteCode),
      ...withdrawValues(rulesOf(row)),
      defaults: withdrawValues(DEFAULT_WITHDRAW_RULES),
      updatedAt: row ? row.updatedAt.toISOString() : null,
    };
  }

  function presentAccount(row: ReceivingAccountRow | undefined): AdminReceivingAccount {
    return {
      ...accountOf(row),
      defaults: { ...RECEIVING_ACCOUNT },
      updatedAt: row ? row.updatedAt.toISOString() : null,
    };
  }

  return {
    /** Every channel of the brand with its settings (the console; the chain watcher's minimum). */
    channels,

    /** What members may use: the channels that are on and have a provider here. */
    async offered(siteCode: string): Promise<BrandChannel[]> {
      return (await channels(siteCode)).filter((c) => c.enabled && provided(c.kind));
    },

    /** The account a member who deposits by bank transfer is told to pay into, as of now. */
    async receivingAccount(siteCode: string): Promise<DepositReceiver> {
      return accountOf(await repository.receivingAccount(db, siteCode));
    },

    async withdrawRules(siteCode: string): Promise<WithdrawRules> {
      return rulesOf(await repository.withdraw(db, siteCode));
    },

    async adminView(siteCode: string, locale: Locale): Promise<AdminWalletSettings> {
      const [rows, withdrawRow, accountRow] = await Promise.all([
        repository.channels(db, siteCode),
        repository.withdraw(db, siteCode),
        repository.receivingAccount(db, siteCode),
      ]);
      return {
        channels: depositChannels(siteCode).map((c) => {
          const row = rows.find((r) => r.channelId === c.id);
          return presentChannel(siteCode, locale, applied(c, row), row);
        }),
        withdraw: presentRules(siteCode, withdrawRow),
        receivingAccount: presentAccount(accountRow),
        fourEyesThreshold: wire(deps.fourEyesThreshold?.(siteCode) ?? 0n),
      };
    },

    async updateChannel(
      operator: AuditActor,
      siteCode: string,
      locale: Locale,
      input: AdminDepositChannelUpdateRequest,
    ): Promise<AdminDepositChannel> {
      const fallback = depositChannels(siteCode).find((c) => c.id === input.channelId);
      if (!fallback) throw new AppError('CHANNEL_NOT_FOUND');
      const limits = {
        enabled: input.enabled,
        min: parseAmountToMinor(input.min),
        max: parseAmountToMinor(input.max),
        flowMultiplePermille: multipleToPermille(input.flowMultiple),
      };
      if (limits.max < limits.min) throw new AppError('CHANNEL_LIMITS');
      // USDT opens no order: there is no amount to pick. Typed amounts are checked and sorted here;
      // left out, the channel keeps its own (checked against the new limits under the lock).
      if (fallback.kind === 'usdt' && input.presets) throw new AppError('CHANNEL_NO_PRESETS');
      const typed = input.presets ? checkedPresets(input.presets, limits.min, limits.max) : undefined;
      // The values the brand runs now, read before the transaction (PGlite serialises behind it).
      const current = (await channels(siteCode)).find((c) => c.id === input.channelId)!;
      const row = await db.transaction(async (tx) => {
        const before = await repository.lockChannel(tx, siteCode, input.channelId, {
          enabled: current.enabled,
          min: current.min,
          max: current.max,
          flowMultiplePermille: current.flowMultiplePermille,
          presets: null,
        });
        const values: ChannelSettingValues = { ...limits, presets: typed ?? before.presets };
        assertPresetsWithin(values.presets ?? fallback.presets, limits.min, limits.max);
        const saved = await repository.updateChannel(tx, siteCode, input.channelId, values, now());
        await audit.record(tx, {
          operator,
          siteCode,
          action: 'wallet.channel.update',
          target: input.channelId,
          before: channelValues(applied(fallback, before)),
          after: channelValues(applied(fallback, saved)),
        });
        return saved;
      });
      return presentChannel(siteCode, locale, applied(fallback, row), row);
    },

    async updateWithdrawRules(
      operator: AuditActor,
      siteCode: string,
      input: AdminWithdrawRulesUpdateRequest,
    ): Promise<AdminWithdrawRules> {
      const values: WithdrawRules = {
        min: parseAmountToMinor(input.min),
        max: parseAmountToMinor(input.max),
        dailyCountLimit: input.dailyCountLimit,
        dailyAmountLimit: parseAmountToMinor(input.dailyAmountLimit),
        freeCountPerDay: input.freeCountPerDay,
        feePermille: input.feePermille,
        feeMin: parseAmountToMinor(input.feeMin),
      };
      if (values.max < values.min || values.dailyAmountLimit < values.max) {
        throw new AppError('WITHDRAW_LIMITS');
      }
      const current = rulesOf(await repository.withdraw(db, siteCode));
      const row = await db.transaction(async (tx) => {
        const before = await repository.lockWithdraw(tx, siteCode, current);
        const saved = await repository.updateWithdraw(tx, siteCode, values, now());
        await audit.record(tx, {
          operator,
          siteCode,
          action: 'wallet.withdraw-rules.update',
          target: siteCode,
          before: withdrawValues(rulesOf(before)),
          after: withdrawValues(rulesOf(saved)),
        });
        return saved;
      });
      return presentRules(siteCode, row);
    },

    /**
     * The brand's receiving bank account. The next bank-transfer order shows it; an order already
     * made keeps the account it was made with (it is copied onto the order).
     */
    async updateReceivingAccount(
      operator: AuditActor,
      siteCode: string,
      input: AdminReceivingAccountUpdateRequest,
    ): Promise<AdminReceivingAccount> {
      const values = receivingAccountOf(input);
      const current = accountOf(await repository.receivingAccount(db, siteCode));
      const row = await db.transaction(async (tx) => {
        const before = await repository.lockReceivingAccount(tx, siteCode, current);
        const saved = await repository.updateReceivingAccount(tx, siteCode, values, now());
        await audit.record(tx, {
          operator,
          siteCode,
          action: 'wallet.receiving-account.update',
          target: siteCode,
          before: accountOf(before),
          after: accountOf(saved),
        });
        return saved;
      });
      return presentAccount(row);
    },
  };
}

export type WalletSettings = ReturnType<typeof createWalletSettings>;
