import { useQuery } from '@tanstack/react-query';
import { siteConfigQuery } from '../../../lib/api/site-config-query.ts';

/** The brand's site config; the build's brand config stands in until it arrives. */
export function useSiteConfig() {
  return useQuery(siteConfigQuery);
}
