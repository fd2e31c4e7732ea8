import type { SiteConfig } from '@houseline/shared/api/contract/site';
import { getBrand } from '@houseline/shared/brands/registry';
import type { SiteCode } from '@houseline/shared/brands/types';

export interface SiteServiceDeps {
  publicKeySpkiBase64: string;
  now?: () => number;
}

/** Site config (`md`) and pre-login info, built from the brand registry. */
export function createSiteService({ publicKeySpkiBase64, now = Date.now }: SiteServiceDeps) {
  return {
    siteConfig(siteCode: SiteCode): SiteConfig {
      const brand = getBrand(siteCode);
      return {
        site: brand.siteCode,
        siteName: brand.siteName,
        shortName: brand.shortName,
        slogan: brand.slogan,
        locale: brand.defaultLocale,
        currency: brand.common.currency,
        customer_service: brand.common.customerServiceUrl,
        ...(brand.common.whatsAppUrl ? { whatsAppUrl: brand.common.whatsAppUrl } : {}),
        scriptsList: brand.statistics.scriptsList,
        items: brand.common.items,
        allowedHosts: brand.common.allowedHosts,
        enabledGameIds: brand.enabledGameIds,
        enabledFeatureIds: brand.enabledFeatureIds,
        home: brand.home,
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
