import type { EndpointRequest } from '@houseline/shared/api/endpoints';
import type { ConsoleClient } from '../../lib/api-client.ts';

/**
 * The brand's tasks' requests: every task with its defaults, one task's change and its reset to
 * the default; the activity chests likewise (decision 0089).
 */
export function tasksService(client: ConsoleClient) {
  return {
    tasks: () => client.call('adminTasks', {}),
    update: (input: EndpointRequest<'adminTaskUpdate'>) => client.call('adminTaskUpdate', input),
    reset: (code: string) => client.call('adminTaskReset', { code }),
    chests: () => client.call('adminTaskChests', {}),
    updateChest: (input: EndpointRequest<'adminTaskChestUpdate'>) =>
      client.call('adminTaskChestUpdate', input),
    resetChests: () => client.call('adminTaskChestsReset', {}),
  };
}

export type TasksService = ReturnType<typeof tasksService>;
export type TaskRow = Awaited<ReturnType<TasksService['tasks']>>['list'][number];
export type TaskEdit = EndpointRequest<'adminTaskUpdate'>;
export type ChestRow = Awaited<ReturnType<TasksService['chests']>>['list'][number];
export type ChestEdit = EndpointRequest<'adminTaskChestUpdate'>;
