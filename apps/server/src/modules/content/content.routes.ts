import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import type { ArticlesService } from './articles.service.ts';
import type { PromoService } from './promo.service.ts';

/** Members' and guests' reads, the member's application, and the operators' edits. */
export function registerContentRoutes(
  endpoint: EndpointRegistrar,
  {
    articles,
    promos,
    marketingAllowed,
  }: {
    articles: ArticlesService;
    promos: PromoService;
    /** Player protection's: no promotions shown to a member on a break or self-excluded (issue 25). */
    marketingAllowed: (siteCode: string, memberId: bigint) => Promise<boolean>;
  },
): void {
  endpoint('promoList', async (request, query) => {
    const member = request.session?.memberId;
    if (member !== undefined && !(await marketingAllowed(request.siteCode, member))) return { list: [] };
    return promos.list(request.siteCode, query);
  });
  endpoint('promoDetail', async (request, query) =>
    promos.detail(request.siteCode, Number(query.id), request.session?.memberId),
  );
  endpoint('promoApply', async (request, input) =>
    promos.apply(request.siteCode, request.session!.memberId, input.id),
  );

  endpoint('helpArticles', async (request, query) => articles.list(request.siteCode, query.category));
  endpoint('helpArticle', async (request, query) => articles.get(request.siteCode, query.slug));
  endpoint('sponsorPage', async (request) => articles.sponsor(request.siteCode));

  endpoint('adminContentArticles', async (request) => articles.adminList(request.siteCode));
  endpoint('adminContentArticle', async (request, input) =>
    articles.adminUpdate(request.operator!, request.siteCode, input),
  );
  endpoint('adminPromos', async (request) => promos.adminList(request.siteCode));
  endpoint('adminPromoUpdate', async (request, input) =>
    promos.adminUpdate(request.operator!, request.siteCode, input),
  );
  endpoint('adminPromoApplications', async (request, query) => promos.applications(request.siteCode, query));
  endpoint('adminPromoReview', async (request, input) =>
    promos.review(request.operator!, request.siteCode, input),
  );
}
