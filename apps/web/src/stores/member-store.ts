import type { MemberInfo } from '@houseline/shared/api/contract/member';
import { create } from 'zustand';
import { appSession } from '../lib/storage/app-session.ts';

/** Client-side member state. "Logged in" means a session token is present (SPEC.md §6). */
export interface MemberState {
  isLogin: boolean;
  info: MemberInfo | null;
  setInfo(info: MemberInfo): void;
  /** Re-reads the token from sessionStorage (after the API client rotated or dropped it). */
  syncSession(): void;
  /** Logout / invalid session: drop the token and everything known about the member (SPEC.md §4). */
  clear(): void;
}

export const useMemberStore = create<MemberState>((set) => ({
  isLogin: appSession.getToken() !== null,
  info: null,
  setInfo: (info) => set({ info, isLogin: true }),
  syncSession: () => set({ isLogin: appSession.getToken() !== null }),
  clear: () => {
    appSession.clearToken();
    set({ isLogin: false, info: null });
  },
}));
