import { brand } from '../../../config/brand.ts';
import { FEATURE_ID } from '../../../config/contract-constants.ts';

type VipContract = typeof import('@houseline/shared/api/contract/vip');

/** Whether this build's brand has VIP (its enabledFeatureIds); without it no VIP page calls the API. */
export const vipEnabled = brand.enabledFeatureIds.includes(FEATURE_ID.vip);

/**
 * The reward kinds in the contract's order, mirrored here: the contract module holds zod schemas,
 * which must not reach the browser outside the member forms (a drift fails tsc).
 */
export const VIP_KINDS = ['upgrade', 'monthly', 'rebate'] as const satisfies VipContract['VIP_REWARD_KINDS'];
