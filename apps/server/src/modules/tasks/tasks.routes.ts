import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import type { TasksService } from './tasks.service.ts';

/** The task centre (SPEC.md §7 `task/conter/*`): validate, call the service, answer. */
export function registerTasksRoutes(endpoint: EndpointRegistrar, tasks: TasksService): void {
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
}
