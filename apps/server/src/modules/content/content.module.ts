import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import type { ModuleRegistration } from '../../platform/module.ts';
import {
  type ArticlesService,
  type Auditor,
  createArticlesService,
  createContentSeeder,
} from './articles.service.ts';
import { createContentRepository } from './content.repository.ts';
import { registerContentRoutes } from './content.routes.ts';
import { createPromoService, type PromoMoneyDeps, type PromoService } from './promo.service.ts';

/**
 * Activities (promotions and applications), the sponsor page, the help centre and tutorials:
 * per-brand content seeded from the repo's content files, edited by operators (decision 0035).
 */
export function registerContent(
  _app: FastifyInstance,
  deps: PromoMoneyDeps & {
    endpoint: EndpointRegistrar;
    db: Db;
    centerCurrency: (siteCode: string) => string;
    /** Whether a member may be shown marketing now (player protection's). */
    marketingAllowed: (siteCode: string, memberId: bigint) => Promise<boolean>;
    /** The operator audit log (the operators module, registered first). */
    auditor: () => Auditor;
    now?: (() => Date) | undefined;
  },
): ModuleRegistration<{ articles: ArticlesService; promos: PromoService }> {
  const base = {
    db: deps.db,
    repository: createContentRepository(),
    centerCurrency: deps.centerCurrency,
    now: deps.now ?? (() => new Date()),
  };
  const ensureSeeded = createContentSeeder(base);
  const articles = createArticlesService({ ...base, ensureSeeded, auditor: deps.auditor });
  const promos = createPromoService({
    ...base,
    ensureSeeded,
    auditor: deps.auditor,
    books: deps.books,
    accounts: deps.accounts,
  });
  registerContentRoutes(deps.endpoint, { articles, promos, marketingAllowed: deps.marketingAllowed });
  return { services: { articles, promos }, jobs: [] };
}
