import type { TaskGroups } from '@houseline/shared/api/contract/tasks';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { QUERY_KEYS } from '../../../lib/api/query-keys.ts';
import { onMemberClear, useMemberStore } from '../../../stores/member-store.ts';
import { createTaskGroupsFetcher, TASK_KEYS } from './task-keys.ts';

const groups = (n: number): TaskGroups => ({
  list: [{ group: 'daily', name: `g${n}`, total: 5, completed: n, claimed: 0, resetsAt: null }],
  total: 1,
});

describe('task group data on logout (SPEC.md §4)', () => {
  it('lives under the member key, so ending the session removes it from the cache', async () => {
    for (const key of [TASK_KEYS.groups, TASK_KEYS.content, TASK_KEYS.tag, TASK_KEYS.list('daily')]) {
      expect(key.slice(0, QUERY_KEYS.member.length)).toEqual([...QUERY_KEYS.member]);
    }
    const queryClient = new QueryClient();
    // The session wiring's listener (app/session-wiring.tsx), as it is registered there.
    const stop = onMemberClear(() => queryClient.removeQueries({ queryKey: QUERY_KEYS.member }));
    queryClient.setQueryData(TASK_KEYS.groups, groups(1));
    queryClient.setQueryData(TASK_KEYS.list('newbie'), { list: [], total: 0 });
    useMemberStore.getState().signIn('t-token-123');
    useMemberStore.getState().clear();
    expect(queryClient.getQueryData(TASK_KEYS.groups)).toBeUndefined();
    expect(queryClient.getQueryData(TASK_KEYS.list('newbie'))).toBeUndefined();
    stop();
  });

  it('forgets the throttled answer, so the next member never gets the last one', async () => {
    let requests = 0;
    const fetcher = createTaskGroupsFetcher(async () => groups(++requests));
    const first = await fetcher.fetch();
    expect(await fetcher.fetch()).toBe(first); // within 100 ms: shared
    useMemberStore.getState().clear();
    const next = await fetcher.fetch();
    expect(requests).toBe(2);
    expect(next.list[0]?.name).toBe('g2');
    fetcher.dispose();
  });
});
