// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api/api.ts';
import { QUERY_KEYS } from '../../../lib/api/query-keys.ts';
import { useMemberStore } from '../../../stores/member-store.ts';
import { afterMoneyMoved, useWalletList } from './wallet-queries.ts';

vi.mock('../../../lib/api/api.ts', () => ({ api: { call: vi.fn(async () => []) } }));

afterEach(() => useMemberStore.getState().clear());

describe('useWalletList', () => {
  it('sends GET /api/game/walletlist with its show query (SPEC.md §7)', async () => {
    useMemberStore.getState().signIn('tok');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    renderHook(() => useWalletList(), { wrapper });
    await waitFor(() => expect(api.call).toHaveBeenCalled());
    // jsdom's window is 1024 px wide with a desktop user agent: the desktop layout, show=2.
    expect(api.call).toHaveBeenCalledWith('walletList', { show: 2 });
  });
});

describe('afterMoneyMoved', () => {
  it("re-reads the balance at once after the member's own money action, inside the 30 s window", () => {
    const client = new QueryClient();
    client.setQueryData(QUERY_KEYS.balance, { balance: '1.0000' });
    const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
    afterMoneyMoved(client);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: QUERY_KEYS.balance });
  });
});
