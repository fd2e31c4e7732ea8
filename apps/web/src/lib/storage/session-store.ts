import type { KeyValueStore } from './safe-storage.ts';

/** sessionStorage keys of SPEC.md §3: session token, agent/invite code, visitor id. */
export const SESSION_KEYS = { token: 't', agentCode: 'aid', visitorId: 'vid' } as const;

/** The client's session: read and written by the API client and by the boot step. */
export interface SessionStore {
  getToken(): string | null;
  setToken(token: string): void;
  clearToken(): void;
  getVisitorId(): string | null;
  setVisitorId(vid: string): void;
  getAgentCode(): string | null;
  setAgentCode(code: string): void;
}

export function createSessionStore(store: KeyValueStore): SessionStore {
  return {
    getToken: () => store.get(SESSION_KEYS.token) || null,
    setToken: (token) => store.set(SESSION_KEYS.token, token),
    clearToken: () => store.remove(SESSION_KEYS.token),
    getVisitorId: () => store.get(SESSION_KEYS.visitorId) || null,
    setVisitorId: (vid) => store.set(SESSION_KEYS.visitorId, vid),
    getAgentCode: () => store.get(SESSION_KEYS.agentCode) || null,
    setAgentCode: (code) => store.set(SESSION_KEYS.agentCode, code),
  };
}
