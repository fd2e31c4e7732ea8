import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import type { ModuleRegistration } from '../../platform/module.ts';
import type { AuditPort } from '../operators/audit.service.ts';
import { createTaskChestsAdmin } from './task-chests-admin.service.ts';
import { createTaskSettingsAdmin } from './task-settings-admin.service.ts';
import { createTasksRepository } from './tasks.repository.ts';
import { registerTasksRoutes } from './tasks.routes.ts';
import {
  createTasksService,
  type TasksService,
  type TasksServiceDeps,
  tasksFeatureEnabled,
} from './tasks.service.ts';

/**
 * The task centre (issue 13): newbie, daily and weekly tasks measured on the member's real
 * activity, activity chests, rewards paid once through the ledger with a turnover requirement; the
 * brand's own settings of each task and chest edited in the console (issue 24, decisions 0079, 0089).
 */
export function registerTasks(
  _app: FastifyInstance,
  deps: Omit<TasksServiceDeps, 'repository'> & { endpoint: EndpointRegistrar; db: Db; audit: AuditPort },
): ModuleRegistration<{ tasks: TasksService }> {
  const { endpoint, audit, ...rest } = deps;
  const repository = createTasksRepository();
  const tasks = createTasksService({ ...rest, repository });
  const adminDeps = {
    db: deps.db,
    repository,
    audit,
    featureEnabled: deps.featureEnabled ?? tasksFeatureEnabled,
    now: deps.now,
  };
  const settingsAdmin = createTaskSettingsAdmin(adminDeps);
  registerTasksRoutes(endpoint, tasks, settingsAdmin, createTaskChestsAdmin(adminDeps));
  return { services: { tasks }, jobs: [] };
}
