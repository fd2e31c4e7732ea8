import { z } from 'zod';
import {
  adminBannerDeleteRequestSchema,
  adminBannerDeleteSchema,
  adminBannerSaveRequestSchema,
  adminBannerSchema,
  adminSiteHomeSchema,
  adminSiteNoticeRequestSchema,
} from './contract/site.ts';
import type { EndpointDef } from './endpoint-def.ts';

const operatorPost = { method: 'POST', auth: false, json: true } as const;

/**
 * The site room's operator endpoints (issue 24): a brand's home as members see it — the notice bar
 * and the banners — edited in the console and served in the site config within seconds.
 */
export const siteEndpoints = {
  adminSiteHome: {
    method: 'GET',
    path: '/api/admin/v1/site/home',
    request: z.object({}),
    response: adminSiteHomeSchema,
    auth: false,
    permission: 'content.read',
    summary: "The brand's notice bar text, every banner (shown or not) and the artwork a banner may use",
  },
  adminSiteNotice: {
    ...operatorPost,
    path: '/api/admin/v1/site/notice',
    request: adminSiteNoticeRequestSchema,
    response: adminSiteHomeSchema,
    permission: 'content.write',
    summary: "Change the home's notice bar text; audited",
  },
  adminBannerSave: {
    ...operatorPost,
    path: '/api/admin/v1/site/banner',
    request: adminBannerSaveRequestSchema,
    response: adminBannerSchema,
    permission: 'content.write',
    summary: 'Publish a new banner (no id) or change one (texts, artwork, link, order, shown); audited',
  },
  adminBannerDelete: {
    ...operatorPost,
    path: '/api/admin/v1/site/banner/delete',
    request: adminBannerDeleteRequestSchema,
    response: adminBannerDeleteSchema,
    permission: 'content.write',
    summary: 'Remove a banner from the brand; audited',
  },
} as const satisfies Record<string, EndpointDef>;
