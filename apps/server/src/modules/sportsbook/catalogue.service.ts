import type {
  MatchDetail,
  MatchList,
  RecommendList,
  SportsMenu,
} from '@houseline/shared/api/contract/sportsbook';
import {
  type MatchTab,
  SPORT_CLASSIFICATION,
  SPORTS,
  type Sport,
} from '@houseline/shared/sportsbook/markets';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { CatalogueRepository, MatchRow } from './catalogue.repository.ts';
import { presentMatch } from './present.ts';
import { RECOMMEND_SITES, shanghaiDay } from './sportsbook-config.ts';

/** Sport names in the menu (Chinese, the product language). */
const SPORT_NAMES: Record<Sport, string> = SPORT_CLASSIFICATION;

export interface CatalogueServiceDeps {
  db: Db;
  repository: CatalogueRepository;
  now?: () => Date;
}

/** Catalogue reads: the menu, match lists with their main markets, a match, the recommended list. */
export function createCatalogueService({ db, repository, now = () => new Date() }: CatalogueServiceDeps) {
  async function withMarkets(rows: readonly MatchRow[], mainOnly: boolean) {
    const markets = await repository.marketsOf(
      db,
      rows.map((r) => r.id),
      mainOnly,
    );
    return rows.map((r) =>
      presentMatch(
        r,
        markets.filter((m) => m.matchId === r.id),
      ),
    );
  }

  return {
    async menu(tab: MatchTab): Promise<SportsMenu> {
      const day = shanghaiDay(now());
      const [counts, leagues] = await Promise.all([
        repository.menuCounts(db, day),
        repository.leagueCounts(db, tab, day),
      ]);
      return {
        sports: SPORTS.map((code) => {
          const c = counts.find((r) => r.sport === code);
          return {
            code,
            name: SPORT_NAMES[code],
            counts: {
              today: Number(c?.today ?? 0),
              early: Number(c?.early ?? 0),
              live: Number(c?.live ?? 0),
              parlay: Number(c?.parlay ?? 0),
            },
            leagues: leagues
              .filter((l) => l.sport === code)
              .map((l) => ({ id: Number(l.id), name: l.name, count: Number(l.count) })),
          };
        }),
      };
    },

    async matchList(q: {
      sport: Sport;
      tab: MatchTab;
      league?: number | undefined;
      page: number;
      size: number;
    }): Promise<MatchList> {
      const { rows, total } = await repository.matchList(db, {
        sport: q.sport,
        tab: q.tab,
        leagueId: q.league !== undefined ? BigInt(q.league) : undefined,
        day: shanghaiDay(now()),
        limit: q.size,
        offset: (q.page - 1) * q.size,
      });
      return { list: await withMarkets(rows, true), page: q.page, size: q.size, total };
    },

    /** The trading room's list (operators): every status, with the main markets. */
    async tradingList(q: {
      sport: Sport;
      status?: string | undefined;
      page: number;
      size: number;
    }): Promise<MatchList> {
      const { rows, total } = await repository.tradingList(db, {
        sport: q.sport,
        status: q.status,
        limit: q.size,
        offset: (q.page - 1) * q.size,
      });
      return { list: await withMarkets(rows, true), page: q.page, size: q.size, total };
    },

    async matchDetail(id: number): Promise<MatchDetail> {
      const row = await repository.matchById(db, BigInt(id));
      if (!row) throw new AppError('MATCH_NOT_FOUND');
      const [detail] = await withMarkets([row], false);
      return detail!;
    },

    /**
     * SPEC.md §7: hgty and hgtyc only. Placement 2 lists the flagged matches, otherwise the main
     * list (upcoming and live matches of the sport). A page past the end starts again at page 1.
     */
    async recommend(
      siteCode: string,
      q: { classification: string; placement: number; page: number; page_size: number },
    ): Promise<RecommendList> {
      if (!RECOMMEND_SITES.includes(siteCode)) return { d: [], t: 0 };
      const sport = SPORTS.find((s) => SPORT_CLASSIFICATION[s] === q.classification);
      if (!sport) return { d: [], t: 0 };
      const query = { sport, recommended: q.placement === 2, limit: q.page_size };
      let page = await repository.recommendList(db, { ...query, offset: (q.page - 1) * q.page_size });
      if (page.rows.length === 0 && page.total > 0 && q.page > 1) {
        page = await repository.recommendList(db, { ...query, offset: 0 });
      }
      const list = await withMarkets(page.rows, true);
      return {
        d: list.map((m) => ({ ...m, game_type: 6 as const, gameType: 6 as const, isRecomd: 1 as const })),
        t: page.total,
      };
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
