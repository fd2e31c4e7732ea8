import { getBrand } from '@houseline/shared/brands/registry';
import { fundsArticles } from './articles-funds.ts';
import { gameArticles } from './articles-games.ts';
import { serviceArticles } from './articles-service.ts';
import { sportsArticles } from './articles-sports.ts';
import type { ArticleSeed, BrandFacts } from './blocks.ts';
import { sponsorArticle } from './sponsor.ts';

export type { ArticleSeed, BrandFacts } from './blocks.ts';
export { type PromoSeed, promotionSeeds } from './promotions.ts';

export function brandFacts(siteCode: string, currency: string): BrandFacts {
  const brand = getBrand(siteCode as Parameters<typeof getBrand>[0]);
  return {
    siteCode,
    name: brand.siteName,
    short: brand.shortName,
    currency,
    virtualWallet: currency !== 'USDT',
  };
}

/** Every article a brand starts with: tutorials, help, technical notes, contact and sponsor page. */
export function articleSeeds(b: BrandFacts): ArticleSeed[] {
  return [
    ...sportsArticles(b),
    ...gameArticles(b),
    ...fundsArticles(b),
    ...serviceArticles(b),
    sponsorArticle(b),
  ];
}
