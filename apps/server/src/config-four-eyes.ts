import { isSiteCode } from '@houseline/shared/brands/types';
import { parseAmountToMinor } from '@houseline/shared/money/amount';

/**
 * Four eyes (issue 24, decision 0056): a withdrawal approval or a manual adjustment above the
 * brand's threshold needs a second operator. FOUR_EYES_THRESHOLD is every brand's threshold in
 * the wallet currency (default 10000.00); FOUR_EYES_THRESHOLDS overrides it per brand
 * (`hgtyc:5000,hgty:20000`). Amounts are minor units here.
 */
export interface FourEyesConfig {
  defaultMinor: bigint;
  brands: Partial<Record<string, bigint>>;
}

const DEFAULT_THRESHOLD = '10000';

function amountOf(value: string, name: string): bigint {
  if (!/^\d{1,12}(\.\d{1,4})?$/.test(value.trim()))
    throw new Error(`${name} must be an amount, got "${value}"`);
  return parseAmountToMinor(value.trim());
}

export function parseFourEyes(all: string | undefined, perBrand: string | undefined): FourEyesConfig {
  const defaultMinor = amountOf(all || DEFAULT_THRESHOLD, 'FOUR_EYES_THRESHOLD');
  const brands: Partial<Record<string, bigint>> = {};
  for (const pair of (perBrand ?? '').split(',').filter((p) => p.trim())) {
    const [code, amount] = pair.split(':').map((p) => p.trim());
    if (!code || !isSiteCode(code) || !amount) {
      throw new Error(`FOUR_EYES_THRESHOLDS takes site:amount pairs, got "${pair}"`);
    }
    brands[code] = amountOf(amount, 'FOUR_EYES_THRESHOLDS');
  }
  return { defaultMinor, brands };
}

/** The threshold of one brand. */
export function fourEyesThreshold(config: FourEyesConfig, siteCode: string): bigint {
  return config.brands[siteCode] ?? config.defaultMinor;
}
