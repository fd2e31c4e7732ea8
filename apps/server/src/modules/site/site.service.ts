import type { SiteConfig } from '@houseline/shared/api/contract/site';
import { getBrand } from '@houseline/shared/brands/registry';
import type { SiteCode } from '@houseline/shared/brands/types';
import type { PublicHome } from './site-home.service.ts';

export interface SiteServiceDeps {
  publicKeySpkiBase64: string;
  /** The brand's home as operators left it (notice bar and shown banners). */
  home: (siteCode: string) => Promise<PublicHome>;
  now?: () => number;
}

/** Site config (`md`) and pre-login info: the brand registry, with the home operators edit. */
export function createSiteService({ publicKeySpkiBase64, home, now = Date.now }: SiteServiceDeps) {
  return {
    async siteConfig(siteCode: SiteCode): Promise<SiteConfig> {
      const brand = getBrand(siteCode);
      const edited = await home(siteCode);
      return {
        site: brand.siteCode,
        ...edited.identity,
        locale: brand.defaultLocale,
        currency: brand.common.currency,
        customer_service: brand.common.customerServiceUrl,
        ...(brand.common.whatsAppUrl ? { whatsAppUrl: brand.common.whatsAppUrl } : {}),
        scriptsList: brand.statistics.scriptsList,
        items: brand.common.items,
        allowedHosts: brand.common.allowedHosts,
        enabledGameIds: brand.enabledGameIds,
        enabledFeatureIds: brand.enabledFeatureIds,
        home: { ...brand.home, notice: edited.notice, banners: edited.banners },
        theme: brand.theme,
        publicKey: publicKeySpkiBase64,
        publicKeyAlg: 'RSA-OAEP-256',
        serverTime: now(),
      };
    },

    preInfo(siteCode: SiteCode): { customer_service: string } {
      return { customer_service: getBrand(siteCode).common.customerServiceUrl };
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
