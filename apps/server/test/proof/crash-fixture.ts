import { randomUUID } from 'node:crypto';
import { loadConfig } from '../../src/config.ts';
import { createGamesRepository } from '../../src/modules/games/games.repository.ts';
import { createLedgerRepository } from '../../src/modules/ledger/ledger.repository.ts';
import { createLedgerService } from '../../src/modules/ledger/ledger.service.ts';
import { createMemberRepository } from '../../src/modules/member/member.repository.ts';
import { createSessionRepository } from '../../src/platform/auth/session.repository.ts';
import { createSessionService } from '../../src/platform/auth/session.service.ts';
import type { Db } from '../../src/platform/db/client.ts';
import { sbLeagues, sbMarkets, sbMatches, sbSelections } from '../../src/platform/db/schema.ts';
import { DEMO_OPERATORS, seedDemoData } from '../../src/seed/seed.ts';
import type { Fixture, Match } from './crash-load.ts';

/** Each member's starting balance: 2 000.00 (minor units). */
const FUNDS = 2_000n * 10_000n;

/**
 * The crash loop's world, written before the first start: the demo brands, games, live tables
 * and sandbox operators (the seed `npm start` runs), `members` members with a session each, and
 * `matches` upcoming football matches with a 1X2 market for the sportsbook clients to bet on.
 */
export async function seedFixture(db: Db, counts: { members: number; matches: number }): Promise<Fixture> {
  await seedDemoData({ db, games: createGamesRepository(), members: createMemberRepository() });
  const memberRepo = createMemberRepository();
  const sessions = createSessionService({ db, repository: createSessionRepository() });
  const members: Fixture['members'] = [];
  const ledger = createLedgerService({ db, repository: createLedgerRepository() });
  const funding = await ledger.houseAccount('hgtyc', 'test_funding', 'CNY');
  for (let i = 0; i < counts.members; i += 1) {
    const row = await memberRepo.insert(db, {
      siteCode: 'hgtyc',
      username: `crash${String(i).padStart(3, '0')}`,
      passwordHash: 'x',
    });
    const token = await sessions.create({
      memberId: row.id,
      siteCode: 'hgtyc',
      deviceNo: 'test',
      ip: '127.0.0.1',
    });
    members.push({ id: row.id, token });
    // A starting balance (a test funding account, so the books stay balanced): the first bets
    // and transfers need not wait for a deposit.
    const center = await ledger.memberAccount('hgtyc', row.id, 'center', 'CNY');
    await ledger.post({
      siteCode: 'hgtyc',
      kind: 'adjustment',
      idempotencyKey: `crash-fund:${row.id}`,
      lines: [
        { accountId: funding.id, currency: 'CNY', amount: -FUNDS },
        { accountId: center.id, currency: 'CNY', amount: FUNDS },
      ],
    });
  }

  const [league] = await db
    .insert(sbLeagues)
    .values({ sport: 'football', feedRef: `crash-${randomUUID()}`, name: '崩溃联赛', nameEn: 'Crash League' })
    .returning();
  const matches: Match[] = [];
  for (let i = 0; i < counts.matches; i += 1) {
    const [match] = await db
      .insert(sbMatches)
      .values({
        leagueId: league!.id,
        sport: 'football',
        feedRef: `crash-${i}-${randomUUID()}`,
        home: `主队${i}`,
        away: `客队${i}`,
        kickoffAt: new Date(Date.now() + 6 * 3_600_000),
        status: 'scheduled',
      })
      .returning();
    const [market] = await db
      .insert(sbMarkets)
      .values({
        matchId: match!.id,
        type: '1x2',
        period: 'ft',
        lineQ: 0,
        main: true,
        status: 'open',
        sort: 0,
      })
      .returning();
    const odds: [string, number][] = [
      ['home', 2100],
      ['draw', 3200],
      ['away', 3500],
    ];
    const rows = await db
      .insert(sbSelections)
      .values(odds.map(([code, oddsK], sort) => ({ marketId: market!.id, code, oddsK, sort })))
      .returning();
    matches.push({
      id: Number(match!.id),
      selections: rows.map((r) => ({ id: Number(r.id), odds: (r.oddsK / 1000).toFixed(3) })),
    });
  }

  const admin = DEMO_OPERATORS.find((o) => o.role === 'admin')!;
  return {
    members,
    matches,
    gatewaySecret: loadConfig({ NODE_ENV: 'test', SANDBOX: '1' }).gatewaySecret,
    admin: { username: admin.username, password: admin.password },
  };
}
