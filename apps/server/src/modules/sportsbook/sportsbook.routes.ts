import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import type { BetService } from './bet.service.ts';
import type { CashoutService } from './cashout.service.ts';
import type { CatalogueService } from './catalogue.service.ts';

/** The member endpoints of the sportsbook: thin, one service call each. */
export function registerSportsbookRoutes(
  endpoint: EndpointRegistrar,
  deps: { catalogue: CatalogueService; bets: BetService; cashout: CashoutService },
): void {
  const { catalogue, bets, cashout } = deps;
  const member = (request: { session?: { memberId: bigint } | undefined }) => request.session!.memberId;

  endpoint('recommendList', async (request, input) => catalogue.recommend(request.siteCode, input));
  endpoint('sportsMenu', async (_request, input) => catalogue.menu(input.tab));
  endpoint('matchList', async (_request, input) => catalogue.matchList(input));
  endpoint('matchDetail', async (_request, input) => catalogue.matchDetail(input.id));
  endpoint('sportsLimits', async (request) => bets.limits(request.siteCode));
  endpoint('sportsPrefs', async (request) => bets.prefs(request.siteCode, member(request)));
  endpoint('sportsPrefsUpdate', async (request, input) =>
    bets.savePrefs(request.siteCode, member(request), input),
  );
  endpoint('placeBet', async (request, input) => bets.place(request.siteCode, member(request), input));
  endpoint('openBets', async (request) => bets.openBets(request.siteCode, member(request)));
  endpoint('cashoutQuote', async (request, input) =>
    cashout.quote(request.siteCode, member(request), input.betId),
  );
  endpoint('cashout', async (request, input) =>
    cashout.accept(request.siteCode, member(request), input.quoteId),
  );
  // betRecords (across products) is served by modules/bet-records, which calls bets.byIds.
  endpoint('betDetail', async (request, input) => bets.detail(request.siteCode, member(request), input.id));
}
