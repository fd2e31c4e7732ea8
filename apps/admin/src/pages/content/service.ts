import type { EndpointRequest } from '@houseline/shared/api/endpoints';
import type { ConsoleClient } from '../../lib/api-client.ts';

type Query = Record<string, unknown>;

/** Keeps the rows whose `key` equals the query's value (an unset filter keeps every row). */
function where<Row>(rows: Row[], query: Query, key: keyof Row & string): Row[] {
  const wanted = query[key];
  return wanted === undefined || wanted === '' ? rows : rows.filter((r) => String(r[key]) === String(wanted));
}

/**
 * Content's requests: the brand's notices (publish, list, withdraw), its promotions and their
 * applications, its help and tutorial articles. The promotion and article lists come whole from
 * the server (a brand has a few dozen); the tables filter and page them here.
 */
export function contentService(client: ConsoleClient, siteCode: string) {
  return {
    notices: (query: Query) =>
      client.call('adminNoticeList', {
        siteCode,
        page: Number(query.page ?? 1),
        size: Number(query.size ?? 20),
      }),
    publish: (input: { title: string; body: string; minVipLevel: number; marketing: boolean }) =>
      client.call('adminNoticeCreate', { siteCode, ...input }),
    withdraw: (id: number) => client.call('adminNoticeWithdraw', { id }),

    promos: async (query: Query) => {
      const { list } = await client.call('adminPromos', {});
      const rows = where(where(list, query, 'state'), query, 'category');
      return { list: rows, total: rows.length };
    },
    updatePromo: (input: EndpointRequest<'adminPromoUpdate'>) => client.call('adminPromoUpdate', input),
    applications: async (query: Query) => {
      const filter = { promoId: query.promoId, state: query.state };
      const { list } = await client.call(
        'adminPromoApplications',
        filter as EndpointRequest<'adminPromoApplications'>,
      );
      return { list, total: list.length };
    },
    review: (id: string, action: 'approve' | 'reject', reason?: string) =>
      client.call('adminPromoReview', { id, action, ...(reason ? { reason } : {}) }),

    articles: async (query: Query) => {
      const { list } = await client.call('adminContentArticles', {});
      const rows = where(list, query, 'category');
      return { list: rows, total: rows.length };
    },
    updateArticle: (input: EndpointRequest<'adminContentArticle'>) =>
      client.call('adminContentArticle', input),

    home: () => client.call('adminSiteHome', {}),
    banners: async () => {
      const { banners } = await client.call('adminSiteHome', {});
      return { list: banners, total: banners.length };
    },
    setNotice: (notice: string) => client.call('adminSiteNotice', { notice }),
    saveBanner: (input: EndpointRequest<'adminBannerSave'>) => client.call('adminBannerSave', input),
    deleteBanner: (id: number) => client.call('adminBannerDelete', { id }),
    /** The brand's uploaded artwork, newest first (decision 0087). */
    artwork: () => client.call('adminArtworkList', {}),
    uploadArtwork: (file: Blob) => client.upload('adminArtworkUpload', file),
  };
}

export type ContentService = ReturnType<typeof contentService>;
export type NoticeRow = Awaited<ReturnType<ContentService['notices']>>['list'][number];
export type PromoRow = Awaited<ReturnType<ContentService['promos']>>['list'][number];
export type ApplicationRow = Awaited<ReturnType<ContentService['applications']>>['list'][number];
export type BannerRow = Awaited<ReturnType<ContentService['banners']>>['list'][number];
export type ArtworkRow = Awaited<ReturnType<ContentService['artwork']>>['list'][number];
export type ArticleRow = Awaited<ReturnType<ContentService['articles']>>['list'][number];
