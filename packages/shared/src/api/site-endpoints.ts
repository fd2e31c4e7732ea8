import { z } from 'zod';
import {
  adminArtworkListSchema,
  adminArtworkSchema,
  adminBannerDeleteRequestSchema,
  adminBannerDeleteSchema,
  adminBannerSaveRequestSchema,
  adminBannerSchema,
  adminBrandSettingsSchema,
  adminBrandSettingsUpdateRequestSchema,
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
  // the brand's uploaded banner artwork (issue 24, decision 0087)
  adminArtworkUpload: {
    method: 'POST',
    path: '/api/admin/v1/site/artwork/upload',
    request: z.object({}),
    response: adminArtworkSchema,
    auth: false,
    multipart: true,
    permission: 'content.write',
    summary:
      'Upload banner artwork (multipart, one `file` part): checked by content and shape, re-encoded, stored for the brand; audited',
  },
  adminArtworkList: {
    method: 'GET',
    path: '/api/admin/v1/site/artwork',
    request: z.object({}),
    response: adminArtworkListSchema,
    auth: false,
    permission: 'content.read',
    summary: "The brand's uploaded banner artwork, newest first",
  },
  // the brand's identity (issue 24, decision 0081)
  adminBrandSettings: {
    method: 'GET',
    path: '/api/admin/v1/site/brand',
    request: z.object({}),
    response: adminBrandSettingsSchema,
    auth: false,
    permission: 'brand.read',
    summary: "The brand's name, short name and slogan as members see them, with the registry's defaults",
  },
  adminBrandSettingsUpdate: {
    ...operatorPost,
    path: '/api/admin/v1/site/brand/update',
    request: adminBrandSettingsUpdateRequestSchema,
    response: adminBrandSettingsSchema,
    permission: 'brand.write',
    summary: "Change the brand's name, short name or slogan (null: back to the default); audited",
  },
} as const satisfies Record<string, EndpointDef>;
