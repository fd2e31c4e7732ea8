import { randomUUID } from 'node:crypto';
import type { SiteCode } from '@houseline/shared/brands/types';
import { sbLeagues, sbMarkets, sbMatches, sbSelections } from '../src/platform/db/schema.ts';
import { call, clientHeaders, type TestContext } from './helpers.ts';

let seq = 0;

export interface MarketFixture {
  id: number;
  sel: Record<string, number>;
}

export interface MatchFixture {
  id: number;
  leagueId: number;
  markets: Record<string, MarketFixture>;
}

interface MarketSpec {
  key: string;
  type: string;
  period?: string;
  lineQ?: number;
  main?: boolean;
  status?: string;
  odds: Record<string, number>;
}

const DEFAULT_MARKETS: MarketSpec[] = [
  { key: '1x2', type: '1x2', main: true, odds: { home: 2100, draw: 3200, away: 3500 } },
  { key: 'ah', type: 'ah', lineQ: -1, main: true, odds: { home: 1950, away: 1900 } },
  { key: 'ou', type: 'ou', lineQ: 10, main: true, odds: { over: 1900, under: 1950 } },
  { key: 'oe', type: 'oe', odds: { odd: 1950, even: 1950 } },
  { key: 'h1', type: '1x2', period: '1h', odds: { home: 2800, draw: 2100, away: 4000 } },
];

/** Inserts a league and a match with markets straight into the catalogue tables (the feed's job). */
export async function seedMatch(
  ctx: TestContext,
  opts: {
    sport?: string;
    status?: string;
    kickoffAt?: Date;
    recommended?: boolean;
    recommendSort?: number;
    suspended?: boolean;
    markets?: MarketSpec[];
  } = {},
): Promise<MatchFixture> {
  seq += 1;
  const { db } = ctx.database;
  const sport = opts.sport ?? 'football';
  const [league] = await db
    .insert(sbLeagues)
    .values({
      sport,
      feedRef: `L${process.pid}-${seq}-${randomUUID()}`,
      name: `联赛${seq}`,
      nameEn: `League ${seq}`,
    })
    .returning();
  const [match] = await db
    .insert(sbMatches)
    .values({
      leagueId: league!.id,
      sport,
      feedRef: `M${seq}-${randomUUID()}`,
      home: `主队${seq}`,
      away: `客队${seq}`,
      kickoffAt: opts.kickoffAt ?? new Date(Date.now() + 3_600_000),
      status: opts.status ?? 'scheduled',
      suspended: opts.suspended ?? false,
      recommended: opts.recommended ?? false,
      recommendSort: opts.recommendSort ?? 0,
    })
    .returning();
  const markets: Record<string, MarketFixture> = {};
  let sort = 0;
  for (const spec of opts.markets ?? DEFAULT_MARKETS) {
    const [market] = await db
      .insert(sbMarkets)
      .values({
        matchId: match!.id,
        type: spec.type,
        period: spec.period ?? 'ft',
        lineQ: spec.lineQ ?? 0,
        main: spec.main ?? false,
        status: spec.status ?? 'open',
        sort: sort++,
      })
      .returning();
    const sel: Record<string, number> = {};
    let s = 0;
    for (const [code, oddsK] of Object.entries(spec.odds)) {
      const [row] = await db
        .insert(sbSelections)
        .values({ marketId: market!.id, code, oddsK, sort: s++ })
        .returning();
      sel[code] = Number(row!.id);
    }
    markets[spec.key] = { id: Number(market!.id), sel };
  }
  return { id: Number(match!.id), leagueId: Number(league!.id), markets };
}

export function memberJson(
  ctx: TestContext,
  token: string,
  url: string,
  payload: Record<string, unknown>,
  siteCode: SiteCode = 'hgtyc',
) {
  return call(ctx.app, {
    method: 'POST',
    url,
    headers: { ...clientHeaders(siteCode, { t: token }), 'content-type': 'application/json' },
    payload,
  });
}

export interface LegInput {
  selectionId: number;
  odds: string;
  version?: number;
}

export function slip(legs: LegInput[], stake: string, extra: Record<string, unknown> = {}) {
  return {
    requestId: randomUUID(),
    kind: legs.length > 1 ? 'parlay' : 'single',
    legs: legs.map((l) => ({ version: 1, ...l })),
    stake,
    oddsPolicy: 'any',
    ...extra,
  };
}

export function placeBet(ctx: TestContext, token: string, body: Record<string, unknown>) {
  return memberJson(ctx, token, '/api/findmed/v1/sports/bet', body);
}

export function publicGet(ctx: TestContext, url: string, siteCode: SiteCode = 'hgtyc') {
  return call(ctx.app, { method: 'GET', url, headers: clientHeaders(siteCode) });
}
