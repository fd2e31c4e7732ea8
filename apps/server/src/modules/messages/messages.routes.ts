import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import type { MessagesService } from './messages.service.ts';
import type { NoticesService } from './notices.service.ts';

/** The member's message endpoints and the operators' notice endpoints. */
export function registerMessagesRoutes(
  endpoint: EndpointRegistrar,
  deps: { messages: MessagesService; notices: NoticesService },
): void {
  const { messages, notices } = deps;

  endpoint('messageCount', async (request) => messages.count(request.siteCode, request.session!.memberId));
  endpoint('messageList', async (request, input) =>
    messages.list(request.siteCode, request.session!.memberId, input),
  );
  endpoint('messageDetail', async (request, input) =>
    messages.detail(request.siteCode, request.session!.memberId, input.type, input.id),
  );
  endpoint('messageUpdate', async (request, input) =>
    messages.update(request.siteCode, request.session!.memberId, input),
  );

  endpoint('adminNoticeCreate', async (request, input) => notices.create(request.operator!, input));
  endpoint('adminNoticeList', async (request, input) => notices.list(request.operator!, input));
  endpoint('adminNoticeWithdraw', async (request, input) => notices.withdraw(request.operator!, input.id));
}
