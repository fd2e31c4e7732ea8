import { getBrand } from '@houseline/shared/brands/registry';
import { isSiteCode } from '@houseline/shared/brands/types';
import { AppError } from '../../platform/http/errors.ts';

/** FEATURE_DISABLED unless the brand has the feature (brand config `enabledFeatureIds`). */
export function requireFeature(siteCode: string, feature: number): void {
  if (!isSiteCode(siteCode) || !getBrand(siteCode).enabledFeatureIds.includes(feature)) {
    throw new AppError('FEATURE_DISABLED');
  }
}
