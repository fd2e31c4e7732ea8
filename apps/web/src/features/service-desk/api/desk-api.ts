import type { DeskSkill } from '@houseline/shared/api/contract/service-desk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api.ts';
import { session } from '../../../lib/storage/safe-storage.ts';

/** The conversation this tab is in (its id, and a guest's key), kept across reloads of the tab. */
const CURRENT_KEY = 'desk:current';

export interface DeskRef {
  id: string;
  guestToken?: string | undefined;
}

export const deskRef = {
  read(): DeskRef | null {
    try {
      const raw = session.get(CURRENT_KEY);
      const parsed = raw ? (JSON.parse(raw) as DeskRef) : null;
      return parsed && typeof parsed.id === 'string' ? parsed : null;
    } catch {
      return null;
    }
  },
  write(ref: DeskRef | null): void {
    if (ref) session.set(CURRENT_KEY, JSON.stringify(ref));
    else session.remove(CURRENT_KEY);
  },
};

export const deskSettingsQuery = queryOptions({
  queryKey: ['desk', 'settings'],
  queryFn: () => api.call('deskSettings'),
  staleTime: 60_000,
});

export function useDeskSettings() {
  return useQuery(deskSettingsQuery);
}

export function useDeskHistory(enabled: boolean) {
  return useQuery({
    queryKey: ['desk', 'history'],
    queryFn: () => api.call('deskHistory', { page: 1, size: 20 }),
    enabled,
  });
}

/** Longest wait of one fetch: under the client's 10 s request timeout (SPEC.md §9). */
export const DESK_WAIT_MS = 8000;

export const deskCalls = {
  start: (input: { skill: DeskSkill; text: string; requestId: string; captcha?: string | undefined }) =>
    api.call('deskStart', input),
  send: (ref: DeskRef, input: { text: string; image?: string | undefined; requestId: string }) =>
    api.call('deskSend', { id: ref.id, guestToken: ref.guestToken, ...input }),
  messages: (ref: DeskRef, after: number, waitMs: number, signal?: AbortSignal) =>
    api.call(
      'deskMessages',
      { id: ref.id, guestToken: ref.guestToken, after, waitMs },
      signal ? { signal } : {},
    ),
  typing: (ref: DeskRef) => api.call('deskTyping', { id: ref.id, guestToken: ref.guestToken }),
  read: (ref: DeskRef, seq: number) => api.call('deskRead', { id: ref.id, guestToken: ref.guestToken, seq }),
  rate: (ref: DeskRef, rating: number) =>
    api.call('deskRate', { id: ref.id, guestToken: ref.guestToken, rating }),
  close: (ref: DeskRef) => api.call('deskClose', { id: ref.id, guestToken: ref.guestToken }),
  upload: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return api.upload('upload', form);
  },
};
