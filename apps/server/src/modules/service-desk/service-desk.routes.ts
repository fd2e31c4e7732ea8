import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../platform/db/client.ts';
import type { EndpointRegistrar, OperatorIdentity } from '../../platform/http/endpoint.ts';
import { AppError } from '../../platform/http/errors.ts';
import { requestMeta } from '../../platform/http/request-meta.ts';
import type { OperatorsService } from '../operators/operators.service.ts';
import type { DeskAgentsService } from './desk-agents.service.ts';
import { type DeskWho, hashGuestToken } from './desk-core.ts';
import type { ServiceDeskService } from './service-desk.service.ts';

/** The member's session wins; without one, the guest's token names the conversation. */
function whoOf(request: FastifyRequest, guestToken: string | undefined): DeskWho {
  if (request.session) return { memberId: request.session.memberId, guestKey: null };
  if (!guestToken) throw new AppError('SESSION_INVALID');
  return { memberId: null, guestKey: hashGuestToken(guestToken) };
}

/** The member's chat and the agents' desk; agent actions are audited. */
export function registerServiceDeskRoutes(
  endpoint: EndpointRegistrar,
  deps: { desk: ServiceDeskService; agents: DeskAgentsService; operators: Pick<OperatorsService, 'audit'> },
): void {
  const { desk, agents, operators } = deps;
  const audit =
    (operator: OperatorIdentity, siteCode: string) =>
    (tx: DbOrTx, action: string, target: string, detail: Record<string, unknown>) =>
      operators.audit(operator, siteCode, action, target, detail, tx);

  endpoint('deskSettings', async (request) => desk.settings(request.siteCode));
  endpoint('deskStart', async (request, input) => {
    const meta = requestMeta(request);
    const identity = request.session
      ? { memberId: request.session.memberId }
      : { guest: { address: meta.ip, deviceNo: meta.deviceNo, captcha: input.captcha } };
    return desk.start(request.siteCode, identity, input);
  });
  endpoint('deskSend', async (request, input) =>
    desk.send(request.siteCode, whoOf(request, input.guestToken), input),
  );
  endpoint('deskMessages', async (request, input) =>
    desk.messages(request.siteCode, whoOf(request, input.guestToken), input),
  );
  endpoint('deskTyping', async (request, input) =>
    desk.typing(request.siteCode, whoOf(request, input.guestToken), input.id),
  );
  endpoint('deskRead', async (request, input) =>
    desk.read(request.siteCode, whoOf(request, input.guestToken), input.id, input.seq),
  );
  endpoint('deskRate', async (request, input) =>
    desk.close(request.siteCode, whoOf(request, input.guestToken), input.id, {
      rating: input.rating,
      comment: input.comment,
    }),
  );
  endpoint('deskClose', async (request, input) =>
    desk.close(request.siteCode, whoOf(request, input.guestToken), input.id),
  );
  endpoint('deskHistory', async (request, input) =>
    desk.history(request.siteCode, request.session!.memberId, input.page, input.size),
  );

  endpoint('adminDeskAgentSet', async (request, input) =>
    agents.setAgent(request.siteCode, request.operator!, input),
  );
  endpoint('adminDeskList', async (request, input) =>
    agents.list(request.siteCode, request.operator!, input.scope),
  );
  endpoint('adminDeskMessages', async (request, input) =>
    agents.messages(request.siteCode, request.operator!, input),
  );
  endpoint('adminDeskSend', async (request, input) =>
    agents.send(request.siteCode, request.operator!, input),
  );
  endpoint('adminDeskImage', async (request, input) =>
    agents.image(request.siteCode, input.id, input.dataBase64),
  );
  endpoint('adminDeskTyping', async (request, input) => agents.typing(request.siteCode, input.id));
  endpoint('adminDeskClaim', async (request, input) =>
    agents.claim(request.siteCode, request.operator!, input.id, audit(request.operator!, request.siteCode)),
  );
  endpoint('adminDeskTransfer', async (request, input) =>
    agents.transfer(
      request.siteCode,
      request.operator!,
      input.id,
      input.toOperatorId,
      audit(request.operator!, request.siteCode),
    ),
  );
  endpoint('adminDeskClose', async (request, input) =>
    agents.close(request.siteCode, request.operator!, input.id, audit(request.operator!, request.siteCode)),
  );
  endpoint('adminDeskCanned', async (request) => agents.canned(request.siteCode));
  endpoint('adminDeskCannedSave', async (request, input) =>
    agents.saveCanned(request.siteCode, input, audit(request.operator!, request.siteCode)),
  );
  endpoint('adminDeskPlayerCard', async (request, input) => agents.playerCard(request.siteCode, input.id));
  endpoint('adminDeskSupervise', async (request) => agents.supervise(request.siteCode));
  endpoint('adminDeskExport', async (request, input) =>
    agents.export(request.siteCode, input.id, input.format, audit(request.operator!, request.siteCode)),
  );
  endpoint('adminDeskReport', async (request, input) => agents.report(request.siteCode, input.day));
  endpoint('adminDeskSettings', async (request) => desk.settings(request.siteCode));
  endpoint('adminDeskSettingsSave', async (request, input) =>
    agents.saveSettings(request.siteCode, input, audit(request.operator!, request.siteCode)),
  );
}
