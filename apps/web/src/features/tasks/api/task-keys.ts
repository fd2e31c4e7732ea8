import type { TaskGroup, TaskGroups } from '@houseline/shared/api/contract/tasks';
import { LIMITS } from '@houseline/shared/limits';
import { QUERY_KEYS } from '../../../lib/api/query-keys.ts';
import { onMemberClear } from '../../../stores/member-store.ts';
import { createSharedBurst } from '../lib/shared-burst.ts';

/**
 * The task centre's server data, all under the member's key: ending a session (logout, password
 * change, invalid token) removes `['member', …]` from the cache (app/session-wiring.tsx), which
 * drops the task group data with the rest (SPEC.md §4).
 */
export const TASK_KEYS = {
  all: [...QUERY_KEYS.member, 'tasks'],
  content: [...QUERY_KEYS.member, 'tasks', 'content'],
  groups: [...QUERY_KEYS.member, 'tasks', 'groups'],
  tag: [...QUERY_KEYS.member, 'tasks', 'tag'],
  list: (group: TaskGroup) => [...QUERY_KEYS.member, 'tasks', 'list', group],
  records: (page: number) => [...QUERY_KEYS.member, 'tasks', 'records', page],
} as const;

/** The task-group fetcher, throttled at 100 ms (SPEC.md §9) and forgotten when the member is. */
export function createTaskGroupsFetcher(fetchGroups: () => Promise<TaskGroups>) {
  const burst = createSharedBurst(fetchGroups, LIMITS.taskGroupThrottleMs);
  const unsubscribe = onMemberClear(() => burst.reset());
  return { fetch: () => burst.call(), dispose: unsubscribe };
}
