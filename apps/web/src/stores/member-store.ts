import type { WithdrawPasswordConfig } from '@houseline/shared/api/contract/account';
import type { MemberInfo, MessageCount } from '@houseline/shared/api/contract/member';
import type { Balance } from '@houseline/shared/api/contract/wallet';
import { create } from 'zustand';
import { appSession } from '../lib/storage/app-session.ts';
import { deriveWithdrawPassword, type WithdrawPasswordState } from './withdraw-password.ts';

/** SPEC.md §3: the balance object (GET member/balance, and the real-time `balance` push). */
export type MemberBalance = Balance;
export type UnreadCount = MessageCount;
/** SPEC.md §3: the task group list is an object with list and total. */
export interface TaskGroupList {
  list: readonly unknown[];
  total: number;
}

/** Client-side member state. "Logged in" means a session token is present (SPEC.md §6). */
export interface MemberState {
  isLogin: boolean;
  info: MemberInfo | null;
  /** GET member/balance or the latest real-time push; null until known and after logout. */
  balance: MemberBalance | null;
  /** GET member/message/num: unread and total site messages. */
  unread: UnreadCount | null;
  withdrawPassword: WithdrawPasswordState | null;
  /** Filled by the task issue. */
  taskGroups: TaskGroupList | null;
  setInfo(info: MemberInfo): void;
  setUnread(unread: UnreadCount): void;
  setBalance(balance: MemberBalance): void;
  /** After login or registration: keep the new token and the member it belongs to. */
  signIn(token: string, info: MemberInfo): void;
  setWithdrawPasswordConfig(config: WithdrawPasswordConfig): void;
  /** Re-reads the token from sessionStorage (after the API client rotated or dropped it). */
  syncSession(): void;
  /**
   * Logout, password change or invalid session (SPEC.md §4): drops the token, member info,
   * balance, unread counts, withdrawal-password config and task data, cancels the member's
   * refresh timers and tells the listeners (the query cache) to forget the member.
   */
  clear(): void;
}

const timers = new Set<() => void>();
const clearListeners = new Set<() => void>();

/**
 * Registers a member-bound timer (a balance refresh, a heartbeat) by the function that cancels
 * it; `clear()` cancels them all. Returns the function that unregisters it.
 */
export function trackMemberTimer(cancel: () => void): () => void {
  timers.add(cancel);
  return () => {
    timers.delete(cancel);
  };
}

/** Runs `listener` whenever the member state is cleared. Returns the unsubscribe function. */
export function onMemberClear(listener: () => void): () => void {
  clearListeners.add(listener);
  return () => {
    clearListeners.delete(listener);
  };
}

const signedOut = {
  isLogin: false,
  info: null,
  balance: null,
  unread: null,
  withdrawPassword: null,
  taskGroups: null,
} as const;

export const useMemberStore = create<MemberState>((set) => ({
  ...signedOut,
  isLogin: appSession.getToken() !== null,
  setInfo: (info) => set({ info, isLogin: true }),
  setUnread: (unread) => set({ unread }),
  setBalance: (balance) => set({ balance }),
  signIn: (token, info) => {
    appSession.setToken(token);
    set({ ...signedOut, isLogin: true, info });
  },
  setWithdrawPasswordConfig: (config) => set({ withdrawPassword: deriveWithdrawPassword(config) }),
  syncSession: () => set({ isLogin: appSession.getToken() !== null }),
  clear: () => {
    appSession.clearToken();
    for (const cancel of [...timers]) cancel();
    timers.clear();
    set(signedOut);
    for (const listener of [...clearListeners]) listener();
  },
}));
