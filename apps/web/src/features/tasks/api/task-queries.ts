import type { TaskGroup } from '@houseline/shared/api/contract/tasks';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api.ts';
import { QUERY_KEYS } from '../../../lib/api/query-keys.ts';
import { createTaskGroupsFetcher, TASK_KEYS } from './task-keys.ts';

const taskGroups = createTaskGroupsFetcher(() => api.call('taskGroups', {}));

export const taskGroupsQuery = queryOptions({
  queryKey: TASK_KEYS.groups,
  queryFn: () => taskGroups.fetch(),
});

export const taskContentQuery = queryOptions({
  queryKey: TASK_KEYS.content,
  queryFn: () => api.call('taskContent', {}),
});

export const taskTagQuery = queryOptions({
  queryKey: TASK_KEYS.tag,
  queryFn: () => api.call('taskTag', {}),
});

export const taskListQuery = (group: TaskGroup) =>
  queryOptions({ queryKey: TASK_KEYS.list(group), queryFn: () => api.call('taskList', { group }) });

export const taskRecordsQuery = (page: number, size: number) =>
  queryOptions({
    queryKey: TASK_KEYS.records(page),
    queryFn: () => api.call('taskRecords', { page, size }),
  });

/** After a reward: the task data, the balance and the wallet records are stale. */
function afterReward(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: TASK_KEYS.all });
  void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.balance });
  void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.wallet });
}

type Receive =
  | { kind: 'one'; code: string }
  | { kind: 'all'; group: TaskGroup }
  | { kind: 'chest'; tier: number };

/** Receive one task's reward, a group's rewards, or a chest. */
export function useReceive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (what: Receive) => {
      if (what.kind === 'one') return api.call('taskReceiveOne', { code: what.code });
      if (what.kind === 'all') return api.call('taskReceiveAll', { group: what.group });
      return api.call('taskReceiveChest', { tier: what.tier });
    },
    onSettled: () => afterReward(queryClient),
  });
}
