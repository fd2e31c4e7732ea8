import { useEffect } from 'react';
import { useBrandIdentity } from '../../../hooks/use-brand-identity.ts';

/**
 * The browser tab's title follows the brand's name as operators set it (decision 0081); the built
 * HTML carries the registry's until the site config arrives.
 */
export function BrandTitle() {
  const { siteName } = useBrandIdentity();
  useEffect(() => {
    if (siteName && document.title !== siteName) document.title = siteName;
  }, [siteName]);
  return null;
}
