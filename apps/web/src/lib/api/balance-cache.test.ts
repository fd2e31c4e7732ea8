import type { Balance } from '@houseline/shared/api/contract/wallet';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fetchBalance, isOlderBalance, writeBalancePush } from './balance-cache.ts';
import { QUERY_KEYS } from './query-keys.ts';

const balance = (amount: string, version: string): Balance => ({
  balance: amount,
  currency: 'CNY',
  virtual: null,
  frozen: '0.0000',
  version,
});

/** A promise and the function that settles it, so a test decides when the "server" answers. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('balance cache: one owner, versioned writers', () => {
  it('keeps a push when a GET that started before it answers after it', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(QUERY_KEYS.balance, balance('100.0000', '10'));
    const server = deferred<Balance>();
    // The GET leaves before the deposit is booked ...
    const get = queryClient.fetchQuery({
      queryKey: QUERY_KEYS.balance,
      queryFn: () => fetchBalance(queryClient, () => server.promise),
    });
    // ... the deposit's push arrives ...
    writeBalancePush(queryClient, balance('150.0000', '12'));
    // ... and then the GET's answer, read before the deposit.
    server.resolve(balance('100.0000', '10'));
    await get;
    expect(queryClient.getQueryData(QUERY_KEYS.balance)).toEqual(balance('150.0000', '12'));
  });

  it('takes a GET that is newer than the last push', async () => {
    const queryClient = new QueryClient();
    writeBalancePush(queryClient, balance('150.0000', '12'));
    await queryClient.fetchQuery({
      queryKey: QUERY_KEYS.balance,
      queryFn: () => fetchBalance(queryClient, async () => balance('90.0000', '13')),
    });
    expect(queryClient.getQueryData(QUERY_KEYS.balance)).toEqual(balance('90.0000', '13'));
  });

  it('drops a push older than the cache and takes one of the same version', () => {
    const queryClient = new QueryClient();
    writeBalancePush(queryClient, balance('150.0000', '12'));
    writeBalancePush(queryClient, balance('100.0000', '11'));
    expect(queryClient.getQueryData(QUERY_KEYS.balance)).toEqual(balance('150.0000', '12'));
    // Same ledger state, other fields moved (a paid withdrawal leaves `frozen`): the later wins.
    writeBalancePush(queryClient, { ...balance('150.0000', '12'), frozen: '5.0000' });
    expect(queryClient.getQueryData<Balance>(QUERY_KEYS.balance)?.frozen).toBe('5.0000');
  });

  it('compares versions as integers, not text', () => {
    expect(isOlderBalance(balance('1', '9'), balance('1', '10'))).toBe(true);
    expect(isOlderBalance(balance('1', '10'), balance('1', '9'))).toBe(false);
    expect(isOlderBalance(balance('1', '9'), undefined)).toBe(false);
  });
});
