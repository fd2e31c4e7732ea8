import type { ArticleCategory, ContentBlock } from '@houseline/shared/api/contract/content';

/** What a content file needs to know about the brand it writes for. */
export interface BrandFacts {
  siteCode: string;
  name: string;
  short: string;
  /** The center wallet's currency (CNY, or USDT for a coin-only brand). */
  currency: string;
  /** The brand has a separate USDT wallet beside the center wallet. */
  virtualWallet: boolean;
}

export interface ArticleSeed {
  slug: string;
  category: ArticleCategory;
  title: string;
  summary: string;
  sort: number;
  body: ContentBlock[];
}

export const h = (text: string): ContentBlock => ({ t: 'h', text });
export const p = (text: string): ContentBlock => ({ t: 'p', text });
export const ul = (...items: string[]): ContentBlock => ({ t: 'ul', items });
export const ol = (...items: string[]): ContentBlock => ({ t: 'ol', items });
export const note = (text: string): ContentBlock => ({ t: 'note', text });
export const link = (text: string, to: string): ContentBlock => ({ t: 'link', text, to });
export const img = (src: string, alt: string): ContentBlock => ({ t: 'img', src, alt });
export const table = (head: string[], rows: string[][]): ContentBlock => ({ t: 'table', head, rows });
