import { servesBrand } from '@houseline/shared/operators/permissions';
import type { DbOrTx } from '../../platform/db/client.ts';
import type { EndpointRegistrar, OperatorIdentity } from '../../platform/http/endpoint.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { OperatorsService } from '../operators/operators.service.ts';
import type { BetService } from './bet.service.ts';
import type { CatalogueService } from './catalogue.service.ts';
import type { SportsAdminService } from './sportsbook-admin.service.ts';

/** The operators' sportsbook endpoints; every change is audited in its own commit. */
export function registerSportsbookOpsRoutes(
  endpoint: EndpointRegistrar,
  deps: {
    admin: SportsAdminService;
    bets: BetService;
    catalogue: Pick<CatalogueService, 'tradingList'>;
    operators: Pick<OperatorsService, 'audit'>;
    findMember: (siteCode: string, account: string) => Promise<{ id: bigint } | undefined>;
  },
): void {
  const { admin, bets, operators } = deps;
  const audit =
    (
      operator: OperatorIdentity,
      siteCode: string,
      action: string,
      target: string,
      detail: Record<string, unknown>,
    ) =>
    (tx: DbOrTx) =>
      operators.audit(operator, siteCode, action, target, detail, tx);
  /** A brand-bound operator sees only their own brands. */
  const siteOf = (operator: OperatorIdentity, siteCode: string) => {
    if (!servesBrand(operator.brands, siteCode)) throw new AppError('OPERATOR_FORBIDDEN');
    return siteCode;
  };

  endpoint('adminSportsMatches', async (_request, input) => deps.catalogue.tradingList(input));

  endpoint('adminSportsMarketStatus', async (request, input) => {
    const op = request.operator!;
    return admin.marketStatus(
      input.marketId,
      input.status,
      audit(
        op,
        request.siteCode,
        `sports.market.${input.status === 'open' ? 'reopen' : 'suspend'}`,
        `market:${input.marketId}`,
        {},
      ),
    );
  });

  endpoint('adminSportsMatchStatus', async (request, input) => {
    const op = request.operator!;
    return admin.matchStatus(
      input.matchId,
      input.action,
      audit(op, request.siteCode, `sports.match.${input.action}`, `match:${input.matchId}`, {}),
    );
  });

  endpoint('adminSportsMatchResult', async (request, input) => {
    const op = request.operator!;
    const result = { ftHome: input.ftHome, ftAway: input.ftAway, h1Home: input.h1Home, h1Away: input.h1Away };
    return admin.result(
      input.matchId,
      result,
      op.id,
      audit(op, request.siteCode, 'sports.match.result', `match:${input.matchId}`, result),
    );
  });

  endpoint('adminSportsMatchVoid', async (request, input) => {
    const op = request.operator!;
    return admin.voidMatch(
      input.matchId,
      input.reason,
      audit(op, request.siteCode, 'sports.match.void', `match:${input.matchId}`, { reason: input.reason }),
    );
  });

  endpoint('adminSportsLimits', async (request, input) => {
    const op = request.operator!;
    const siteCode = siteOf(op, input.siteCode);
    return bets.setLimits(
      siteCode,
      input,
      audit(op, siteCode, 'sports.limits', `site:${siteCode}`, {
        minStake: input.minStake,
        maxStake: input.maxStake,
        maxPayout: input.maxPayout,
        liveDelayMs: input.liveDelayMs,
      }),
    );
  });

  endpoint('adminSportsMemberBets', async (request, input) => {
    const siteCode = siteOf(request.operator!, input.siteCode);
    const member = await deps.findMember(siteCode, input.account);
    if (!member) throw new AppError('MEMBER_NOT_FOUND');
    return bets.memberBets(siteCode, member.id, input.page, input.size);
  });

  endpoint('adminSportsLiability', async (request, input) =>
    admin.liability(siteOf(request.operator!, input.siteCode), input.matchId),
  );
}
