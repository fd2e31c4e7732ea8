import type { MemberInfo } from '@houseline/shared/api/contract/member';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appSession } from '../lib/storage/app-session.ts';
import { onMemberClear, trackMemberTimer, useMemberStore } from './member-store.ts';
import { deriveWithdrawPassword } from './withdraw-password.ts';

const member: MemberInfo = {
  id: '1',
  username: 'demo888',
  qq: '',
  site: 'hgtyc',
  nickname: '',
  vipLevel: 1,
  realName: '',
  phoneArea: '',
  phone: '',
  email: '',
  hasRealName: false,
  inviteCode: 'ABCD1234',
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLoginAt: null,
};

afterEach(() => useMemberStore.getState().clear());

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

describe('member store', () => {
  it('signIn keeps the token and the member', () => {
    useMemberStore.getState().signIn('tok-1', member);
    expect(appSession.getToken()).toBe('tok-1');
    expect(useMemberStore.getState()).toMatchObject({ isLogin: true, info: member });
  });

  it('clear drops the token and everything known about the member (SPEC.md §4)', () => {
    const store = useMemberStore.getState();
    store.signIn('tok-2', member);
    store.setWithdrawPasswordConfig({ d: true, p: true });
    useMemberStore.setState({
      balance: { balance: '1.0000', currency: 'CNY', virtual: null, frozen: '0.0000' },
      unread: { unread: 2, total: 2 },
      taskGroups: { list: [], total: 0 },
    });
    useMemberStore.getState().clear();
    expect(appSession.getToken()).toBeNull();
    expect(useMemberStore.getState()).toMatchObject({
      isLogin: false,
      info: null,
      balance: null,
      unread: null,
      withdrawPassword: null,
      taskGroups: null,
    });
  });

  it('clear cancels the member timers once and tells the listeners', () => {
    const cancelA = vi.fn();
    const cancelB = vi.fn();
    trackMemberTimer(cancelA);
    const untrackB = trackMemberTimer(cancelB);
    untrackB();
    const listener = vi.fn();
    const unsubscribe = onMemberClear(listener);
    useMemberStore.getState().clear();
    useMemberStore.getState().clear();
    expect(cancelA).toHaveBeenCalledOnce();
    expect(cancelB).not.toHaveBeenCalled();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});
