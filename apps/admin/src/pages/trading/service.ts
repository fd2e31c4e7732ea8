import type { EndpointRequest } from '@houseline/shared/api/endpoints';
import type { ConsoleClient } from '../../lib/api-client.ts';

/** The trading room's requests: matches with prices, liability, and the trader's actions. */
export function tradingService(client: ConsoleClient, siteCode: string) {
  return {
    matches: (query: Record<string, unknown>) =>
      client.call('adminSportsMatches', query as EndpointRequest<'adminSportsMatches'>),
    liability: (matchId: number) =>
      client.call('adminSportsLiability', { siteCode, matchId: String(matchId) }),
    marketStatus: (marketId: number, status: 'open' | 'suspended') =>
      client.call('adminSportsMarketStatus', { marketId, status }),
    matchStatus: (matchId: number, action: 'suspend' | 'reopen') =>
      client.call('adminSportsMatchStatus', { matchId, action }),
    result: (input: EndpointRequest<'adminSportsMatchResult'>) =>
      client.call('adminSportsMatchResult', input),
    voidMatch: (matchId: number, reason: string) => client.call('adminSportsMatchVoid', { matchId, reason }),
    limits: (input: Omit<EndpointRequest<'adminSportsLimits'>, 'siteCode'>) =>
      client.call('adminSportsLimits', { ...input, siteCode }),
  };
}

export type TradingService = ReturnType<typeof tradingService>;
export type MatchRow = Awaited<ReturnType<TradingService['matches']>>['list'][number];
export type Liability = Awaited<ReturnType<TradingService['liability']>>;
export type LiabilityMarket = Liability['markets'][number];
