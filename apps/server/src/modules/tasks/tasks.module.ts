import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import type { ModuleRegistration } from '../../platform/module.ts';
import { createTasksRepository } from './tasks.repository.ts';
import { registerTasksRoutes } from './tasks.routes.ts';
import { createTasksService, type TasksService, type TasksServiceDeps } from './tasks.service.ts';

/**
 * The task centre (issue 13): newbie, daily and weekly tasks measured on the member's real
 * activity, activity chests, rewards paid once through the ledger with a turnover requirement.
 */
export function registerTasks(
  _app: FastifyInstance,
  deps: Omit<TasksServiceDeps, 'repository'> & { endpoint: EndpointRegistrar; db: Db },
): ModuleRegistration<{ tasks: TasksService }> {
  const { endpoint, ...rest } = deps;
  const tasks = createTasksService({ ...rest, repository: createTasksRepository() });
  registerTasksRoutes(endpoint, tasks);
  return { services: { tasks }, jobs: [] };
}
