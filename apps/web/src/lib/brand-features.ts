import { brand } from '../config/brand.ts';

/** The brand of this build has the feature (a FEATURE id of its `enabledFeatureIds`). */
export function hasFeature(feature: number): boolean {
  return brand.enabledFeatureIds.includes(feature);
}
