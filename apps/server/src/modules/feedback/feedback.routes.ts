import type { DbOrTx } from '../../platform/db/client.ts';
import type { EndpointRegistrar, OperatorIdentity } from '../../platform/http/endpoint.ts';
import type { OperatorsService } from '../operators/operators.service.ts';
import type { FeedbackService } from './feedback.service.ts';

/** The member's feedback desk and the operators' side of it; operator actions are audited. */
export function registerFeedbackRoutes(
  endpoint: EndpointRegistrar,
  deps: { feedback: FeedbackService; operators: Pick<OperatorsService, 'audit'> },
): void {
  const { feedback, operators } = deps;
  const audit =
    (operator: OperatorIdentity, siteCode: string, id: string) =>
    (tx: DbOrTx, action: string, detail: Record<string, unknown>) =>
      operators.audit(operator, siteCode, action, `feedback:${id}`, detail, tx);

  endpoint('feedbackSubmit', async (request, input) =>
    feedback.submit(request.siteCode, request.session!.memberId, input),
  );
  endpoint('feedbackFollowUp', async (request, input) =>
    feedback.followUp(request.siteCode, request.session!.memberId, input),
  );
  endpoint('feedbackList', async (request, input) =>
    feedback.list(request.siteCode, request.session!.memberId, input),
  );
  endpoint('feedbackDetail', async (request, input) =>
    feedback.read(request.siteCode, request.session!.memberId, input.id),
  );

  endpoint('adminFeedbackList', async (request, input) => feedback.adminList(request.siteCode, input));
  endpoint('adminFeedbackDetail', async (request, input) =>
    feedback.adminRead(request.siteCode, input.id, audit(request.operator!, request.siteCode, input.id)),
  );
  endpoint('adminFeedbackReply', async (request, input) =>
    feedback.adminReply(
      request.siteCode,
      request.operator!.id,
      input,
      audit(request.operator!, request.siteCode, input.id),
    ),
  );
  endpoint('adminFeedbackClose', async (request, input) =>
    feedback.adminClose(request.siteCode, input.id, audit(request.operator!, request.siteCode, input.id)),
  );
}
