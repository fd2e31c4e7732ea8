import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { FAVORITES_KEY, type Favorites, favoriteMutationOptions, withFavorite } from './favorites.ts';

vi.mock('../../../lib/api/api.ts', () => ({ api: { call: vi.fn() } }));

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(initial: number[]) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  client.setQueryData<Favorites>(FAVORITES_KEY, { ids: initial });
  const answer = deferred<Favorites>();
  const failures: unknown[] = [];
  const observer = new MutationObserver(
    client,
    favoriteMutationOptions(
      client,
      () => answer.promise,
      (e) => failures.push(e),
    ),
  );
  const ids = () => client.getQueryData<Favorites>(FAVORITES_KEY)?.ids;
  return { observer, answer, failures, ids };
}

describe('withFavorite', () => {
  it('adds once and removes', () => {
    expect(withFavorite([1, 2], { gameId: 3, on: true })).toEqual([1, 2, 3]);
    expect(withFavorite([1, 3], { gameId: 3, on: true })).toEqual([1, 3]);
    expect(withFavorite([1, 3], { gameId: 1, on: false })).toEqual([3]);
  });
});

describe('favourite toggle', () => {
  it('shows the change before the server answers, then keeps the answer', async () => {
    const { observer, answer, ids } = setup([301]);
    const done = observer.mutate({ gameId: 302, on: true });
    await vi.waitFor(() => expect(ids()).toEqual([301, 302]));
    answer.resolve({ ids: [301, 302, 401] });
    await done;
    expect(ids()).toEqual([301, 302, 401]);
  });

  it('puts the old favourites back and reports when the server refuses', async () => {
    const { observer, answer, failures, ids } = setup([301, 302]);
    const done = observer.mutate({ gameId: 301, on: false }).catch(() => undefined);
    await vi.waitFor(() => expect(ids()).toEqual([302]));
    const refusal = new Error('refused');
    answer.reject(refusal);
    await done;
    expect(ids()).toEqual([301, 302]);
    expect(failures).toEqual([refusal]);
  });
});
