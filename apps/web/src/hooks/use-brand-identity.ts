import { useQuery } from '@tanstack/react-query';
import { brand } from '../config/brand.ts';
import { siteConfigQuery } from '../lib/api/site-config-query.ts';

export interface BrandIdentity {
  siteName: string;
  shortName: string;
  slogan: string;
}

/**
 * The brand's name, short name and slogan as its operators set them in the console (the site
 * config, decision 0081); the build's brand texts stand in until the config arrives.
 */
export function useBrandIdentity(): BrandIdentity {
  const site = useQuery(siteConfigQuery).data;
  return {
    siteName: site?.siteName ?? brand.siteName,
    shortName: site?.shortName ?? brand.shortName,
    slogan: site?.slogan ?? brand.slogan,
  };
}
