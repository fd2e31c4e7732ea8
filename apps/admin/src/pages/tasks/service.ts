import type { EndpointRequest } from '@houseline/shared/api/endpoints';
import type { ConsoleClient } from '../../lib/api-client.ts';

/** The brand's tasks' requests: every task with its defaults, and one task's change. */
export function tasksService(client: ConsoleClient) {
  return {
    tasks: () => client.call('adminTasks', {}),
    update: (input: EndpointRequest<'adminTaskUpdate'>) => client.call('adminTaskUpdate', input),
  };
}

export type TasksService = ReturnType<typeof tasksService>;
export type TaskRow = Awaited<ReturnType<TasksService['tasks']>>['list'][number];
export type TaskEdit = EndpointRequest<'adminTaskUpdate'>;
