import { SITE_CODES, type SiteCode } from '@houseline/shared/brands/types';
import { inArray } from 'drizzle-orm';
import { DEMO_CATEGORIES, DEMO_GAMES, RETIRED_DEMO_GAME_IDS } from '../modules/games/demo-catalog.ts';
import type { GamesRepository } from '../modules/games/games.repository.ts';
import { seedLiveTables } from '../modules/live-tables/live-tables.module.ts';
import type { MemberRepository } from '../modules/member/member.repository.ts';
import { hashPassword } from '../platform/crypto/password-hash.ts';
import type { Db } from '../platform/db/client.ts';
import { operators } from '../platform/db/schema.ts';

/** The demo member of every brand; printed by `npm start`. */
export const DEMO_MEMBER = { username: 'demo888', password: 'Demo@2026' } as const;

/** Sandbox operators for every brand, one per role (`npm run admin`); printed by `npm start`. */
export const DEMO_OPERATORS = [
  { username: 'admin', password: 'Admin@2026!', role: 'admin' },
  { username: 'finance', password: 'Finance@2026!', role: 'finance' },
  { username: 'risk', password: 'Risk@2026!', role: 'risk' },
  { username: 'trader', password: 'Trader@2026!', role: 'trader' },
  { username: 'support', password: 'Support@2026!', role: 'support' },
  { username: 'content', password: 'Content@2026!', role: 'content' },
] as const;

export interface SeedDeps {
  db: Db;
  games: GamesRepository;
  members: MemberRepository;
  log?: (message: string) => void;
  /** Also create the demo member of each brand (tests make their own members instead). */
  demoMembers?: boolean;
}

/**
 * Demo data for every brand: the game lobby, the live tables and one demo member. Idempotent: rows that exist are
 * left alone, so it runs on every start and after an operator has changed things.
 */
export async function seedDemoData({
  db,
  games,
  members,
  log = () => undefined,
  demoMembers = true,
}: SeedDeps): Promise<void> {
  const started = Date.now();
  for (const siteCode of SITE_CODES) {
    await seedGames(db, siteCode, games);
    if (demoMembers) await seedDemoMember(db, siteCode, members);
  }
  // The house's live baccarat tables: three per brand (issue 12).
  await seedLiveTables(db, SITE_CODES);
  if (demoMembers) {
    const existing = await db
      .select({ username: operators.username })
      .from(operators)
      .where(
        inArray(
          operators.username,
          DEMO_OPERATORS.map((o) => o.username),
        ),
      );
    const missing = DEMO_OPERATORS.filter((o) => !existing.some((e) => e.username === o.username));
    // One per role: the hashes run side by side (argon2 works off the main thread).
    const rows = await Promise.all(
      missing.map(async (op) => ({
        username: op.username,
        passwordHash: await hashPassword(op.password),
        role: op.role,
      })),
    );
    if (rows.length > 0) await db.insert(operators).values(rows).onConflictDoNothing();
  }
  log(`demo data ready for ${SITE_CODES.length} brands in ${Date.now() - started} ms`);
}

async function seedGames(db: Db, siteCode: SiteCode, games: GamesRepository) {
  await games.upsertCategories(
    db,
    DEMO_CATEGORIES.map((c) => ({
      siteCode,
      id: c.id,
      name: c.name,
      title: c.title,
      nameEn: c.nameEn,
      sort: c.sort,
      iconNor: c.iconNor,
      iconSel: c.iconSel,
      bigImgUrl: c.bigImgUrl,
    })),
  );
  await games.upsertGames(
    db,
    DEMO_GAMES.map((g) => ({
      siteCode,
      id: g.id,
      categoryId: g.categoryId,
      name: g.name,
      seq: g.seq,
      walletCode: g.walletCode,
      gameCode: g.gameCode,
      maintenance: g.maintenance,
      imgUrl: g.imgUrl,
      iconUrl: g.iconUrl,
      description: g.desc,
      official: g.official,
      showH5: g.showH5,
      showPc: g.showPc,
      badge: g.badge,
    })),
  );
  await games.removeGames(db, siteCode, RETIRED_DEMO_GAME_IDS);
}

async function seedDemoMember(db: Db, siteCode: SiteCode, members: MemberRepository) {
  const existing = await members.findByUsername(db, siteCode, DEMO_MEMBER.username);
  if (existing) return;
  try {
    await members.insert(db, {
      siteCode,
      username: DEMO_MEMBER.username,
      passwordHash: await hashPassword(DEMO_MEMBER.password),
      nickname: '体验会员',
      vipLevel: 1,
      inviteCode: `DEMO${siteCode.toUpperCase()}`.slice(0, 16),
    });
  } catch (error) {
    // Another instance seeding at the same moment got there first: that is the same outcome.
    const code =
      (error as { code?: string; cause?: { code?: string } }).cause?.code ??
      (error as { code?: string }).code;
    if (code !== '23505') throw error;
  }
}
