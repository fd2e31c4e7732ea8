import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import type { TaskChestsAdmin } from './task-chests-admin.service.ts';
import type { TaskSettingsAdmin } from './task-settings-admin.service.ts';
import type { TasksService } from './tasks.service.ts';

/**
 * The task centre (SPEC.md §7 `task/conter/*`) and the brand's task settings in the console
 * (issue 24): validate, call the service, answer.
 */
export function registerTasksRoutes(
  endpoint: EndpointRegistrar,
  tasks: TasksService,
  settingsAdmin: TaskSettingsAdmin,
  chestsAdmin: TaskChestsAdmin,
): void {
  const member = (request: { session?: { memberId: bigint } | undefined }) => request.session!.memberId;
  endpoint('taskContent', async (request) => tasks.content(request.siteCode, member(request)));
  endpoint('taskGroups', async (request) => tasks.groups(request.siteCode, member(request), request.locale));
  endpoint('taskList', async (request, input) =>
    tasks.list(request.siteCode, member(request), request.locale, input.group),
  );
  endpoint('taskRecords', async (request, input) =>
    tasks.records(request.siteCode, member(request), request.locale, input.page, input.size),
  );
  endpoint('taskTag', async (request) => tasks.tag(request.siteCode, member(request)));
  endpoint('taskReceiveOne', async (request, input) =>
    tasks.receiveOne(request.siteCode, member(request), request.locale, input.code),
  );
  endpoint('taskReceiveAll', async (request, input) =>
    tasks.receiveAll(request.siteCode, member(request), request.locale, input.group),
  );
  endpoint('taskReceiveChest', async (request, input) =>
    tasks.receiveChest(request.siteCode, member(request), request.locale, input.tier),
  );
  endpoint('adminTasks', async (request) => settingsAdmin.list(request.siteCode, request.locale));
  endpoint('adminTaskUpdate', async (request, input) =>
    settingsAdmin.update(request.operator!, request.siteCode, request.locale, input),
  );
  endpoint('adminTaskReset', async (request, input) =>
    settingsAdmin.reset(request.operator!, request.siteCode, request.locale, input.code),
  );
  endpoint('adminTaskChests', async (request) => chestsAdmin.list(request.siteCode));
  endpoint('adminTaskChestUpdate', async (request, input) =>
    chestsAdmin.update(request.operator!, request.siteCode, input),
  );
  endpoint('adminTaskChestsReset', async (request) => chestsAdmin.reset(request.operator!, request.siteCode));
}
