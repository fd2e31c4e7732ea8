import { describe, expect, it } from 'vitest';
import { deriveWithdrawPassword } from './withdraw-password.ts';

describe('withdrawal password config (SPEC.md §3)', () => {
  it('derives enable = d, isUsed = p, isToSet = d and not p', () => {
    expect(deriveWithdrawPassword({ d: true, p: false })).toEqual({
      enable: true,
      isUsed: false,
      isToSet: true,
    });
    expect(deriveWithdrawPassword({ d: true, p: true })).toEqual({
      enable: true,
      isUsed: true,
      isToSet: false,
    });
    expect(deriveWithdrawPassword({ d: false, p: false })).toEqual({
      enable: false,
      isUsed: false,
      isToSet: false,
    });
    expect(deriveWithdrawPassword({ d: false, p: true }).isToSet).toBe(false);
  });
});
