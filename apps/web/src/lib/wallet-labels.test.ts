import { describe, expect, it } from 'vitest';
import { TRANSACTION_TYPES, WITHDRAW_STATUSES } from '../config/contract-constants.ts';
import enUS from '../locales/wallet/en-US.json';
import zhCN from '../locales/wallet/zh-CN.json';
import {
  ALL_STATUSES,
  ENTRY_KINDS,
  familyOf,
  kindLabelKey,
  referencePath,
  statusLabelKey,
  statusTone,
} from './wallet-labels.ts';

type Tree = { [key: string]: string | Tree };
const lookup = (bundle: Tree, key: string) =>
  key
    .split('.')
    .reduce<string | Tree | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      bundle,
    );

const BUNDLES = { 'zh-CN': zhCN as Tree, 'en-US': enUS as Tree };
const DEPOSIT = ['created', 'pending', 'succeeded', 'failed', 'expired'];
const TRANSFER = ['pending', 'succeeded', 'failed'];

describe('cashier labels', () => {
  it('name every state, type and entry kind in both languages', () => {
    const keys = [
      ...ALL_STATUSES.map((s) => statusLabelKey(s)),
      ...DEPOSIT.map((s) => statusLabelKey(s, 'deposit')),
      ...WITHDRAW_STATUSES.map((s) => statusLabelKey(s, 'withdraw')),
      ...TRANSFER.map((s) => statusLabelKey(s, 'transfer')),
      ...TRANSACTION_TYPES.map((type) => `wallet.type.${type}`),
      ...ENTRY_KINDS.map((kind) => kindLabelKey(kind, 'deposit')),
    ];
    for (const [locale, bundle] of Object.entries(BUNDLES)) {
      for (const key of keys) expect(typeof lookup(bundle, key), `${locale} ${key}`).toBe('string');
    }
  });

  it('uses the family words where a state belongs to the family, the general ones elsewhere', () => {
    expect(statusLabelKey('pending', 'deposit')).toBe('wallet.depositStatus.pending');
    expect(statusLabelKey('pending', 'transfer')).toBe('wallet.transferStatus.pending');
    expect(statusLabelKey('succeeded', 'withdraw')).toBe('wallet.status.succeeded');
    expect(statusLabelKey('paid')).toBe('wallet.status.paid');
  });

  it('colours done, moving and ended-badly states', () => {
    expect(['succeeded', 'paid'].map(statusTone)).toEqual(['ok', 'ok']);
    expect(['created', 'pending', 'requested', 'reviewing', 'approved'].map(statusTone)).toEqual(
      Array(5).fill('wait'),
    );
    expect(['failed', 'expired', 'rejected'].map(statusTone)).toEqual(['bad', 'bad', 'bad']);
  });

  it('falls back to the type for an entry kind it does not know, and links orders it has pages for', () => {
    expect(kindLabelKey('bet_settle', 'bet')).toBe('wallet.type.bet');
    expect(familyOf('exchange')).toBeUndefined();
    expect(referencePath('deposit', 'D2026010100000001')).toBe(
      '/finance/deposit/info?orderNo=D2026010100000001',
    );
    expect(referencePath('withdraw', 'W1')).toBe('/user/redemptionDetail?orderNo=W1');
    expect(referencePath('transfer', 'T1')).toBeNull();
    expect(referencePath('deposit', null)).toBeNull();
  });
});
