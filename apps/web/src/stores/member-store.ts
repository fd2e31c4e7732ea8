import { create } from 'zustand';
import { appSession } from '../lib/storage/app-session.ts';

/**
 * Client-side session state: "logged in" means a session token is present (SPEC.md §6). The
 * member's server data (info, balance, unread count, withdrawal-password config) is not kept here:
 * it lives in the query cache only (hooks/member-queries.ts), which `clear()` empties through its
 * listeners.
 */
export interface MemberState {
  isLogin: boolean;
  /**
   * The session was found invalid and the member has not reached the login route yet (SPEC.md
   * §4): app/session-wiring.tsx sends them there, again if another navigation wins the race.
   */
  loginNeeded: boolean;
  setLoginNeeded(needed: boolean): void;
  /** After login or registration: keep the new token. */
  signIn(token: string): void;
  /** Re-reads the token from sessionStorage (after the API client rotated or dropped it). */
  syncSession(): void;
  /**
   * Logout, password change or invalid session (SPEC.md §4): drops the token, cancels the
   * member's refresh timers and tells the listeners (the query cache) to forget the member.
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

export const useMemberStore = create<MemberState>((set) => ({
  // Read from storage by syncSession, which the boot calls before the first render: the first
  // storage read opens the store from disk, a step of its own (decision 0046).
  isLogin: false,
  loginNeeded: false,
  setLoginNeeded: (loginNeeded) => set({ loginNeeded }),
  signIn: (token) => {
    appSession.setToken(token);
    set({ isLogin: true, loginNeeded: false });
  },
  syncSession: () => set({ isLogin: appSession.getToken() !== null }),
  clear: () => {
    appSession.clearToken();
    for (const cancel of [...timers]) cancel();
    timers.clear();
    set({ isLogin: false });
    for (const listener of [...clearListeners]) listener();
  },
}));
