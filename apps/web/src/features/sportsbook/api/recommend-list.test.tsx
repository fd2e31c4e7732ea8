// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api/api.ts';
import { useRecommendList } from './sports-queries.ts';

vi.mock('../../../lib/api/api.ts', () => ({ api: { call: vi.fn(async () => ({ d: [], t: 0 })) } }));

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('useRecommendList', () => {
  it('asks for placement 1 for the main match list and 2 for the recommended list', async () => {
    renderHook(() => useRecommendList(1, 3, 1), { wrapper });
    renderHook(() => useRecommendList(1, 3), { wrapper });
    await waitFor(() => expect(api.call).toHaveBeenCalledTimes(2));
    const sent = vi.mocked(api.call).mock.calls.map((c) => c[1]);
    expect(sent).toContainEqual({ classification: '足球', placement: 1, page: 1, page_size: 3 });
    expect(sent).toContainEqual({ classification: '足球', placement: 2, page: 1, page_size: 3 });
  });
});
