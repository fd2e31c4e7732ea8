import type { KycRuleMode } from '@houseline/shared/api/contract/verification';
import { isSiteCode } from '@houseline/shared/brands/types';
import { parseAmountToMinor } from '@houseline/shared/money/amount';

/**
 * Identity verification and risk signals per brand (issue 25, decisions 0062 and 0063).
 *
 * KYC_RULE is every brand's rule for withdrawals, KYC_RULES overrides it per brand
 * (`hgtyc:always,hgty:above:5000,hgtya:deposits:20000`):
 * - `none`: no verification needed (the default, so a deployment opts in per market);
 * - `always`: verified before any withdrawal;
 * - `above:<amount>`: verified before a withdrawal above the amount;
 * - `deposits:<amount>`: verified once the member's credited deposits reach the amount.
 * RISK_NET_DEPOSIT_THRESHOLD (default 50000) and RISK_NET_DEPOSIT_THRESHOLDS (per brand) are the
 * net deposits over 30 days that raise a risk alert. Amounts are minor units here.
 */
export interface KycRule {
  mode: KycRuleMode;
  amountMinor: bigint | null;
}

export interface VerificationConfig {
  kyc: { default: KycRule; brands: Partial<Record<string, KycRule>> };
  risk: {
    netDepositDefaultMinor: bigint;
    netDepositBrands: Partial<Record<string, bigint>>;
  };
}

function amountOf(value: string, name: string): bigint {
  if (!/^\d{1,12}(\.\d{1,4})?$/.test(value.trim()))
    throw new Error(`${name} must be an amount, got "${value}"`);
  return parseAmountToMinor(value.trim());
}

function ruleOf(text: string, name: string): KycRule {
  const [mode, amount] = text.trim().split(':');
  if (mode === 'none' || mode === 'always') return { mode, amountMinor: null };
  if ((mode === 'above' || mode === 'deposits') && amount)
    return { mode, amountMinor: amountOf(amount, name) };
  throw new Error(`${name} takes none, always, above:<amount> or deposits:<amount>, got "${text}"`);
}

function perBrand<T>(list: string | undefined, name: string, parse: (value: string) => T) {
  const brands: Partial<Record<string, T>> = {};
  for (const pair of (list ?? '').split(',').filter((p) => p.trim())) {
    const at = pair.indexOf(':');
    const code = pair.slice(0, at).trim();
    if (at < 0 || !isSiteCode(code)) throw new Error(`${name} takes site:value pairs, got "${pair}"`);
    brands[code] = parse(pair.slice(at + 1));
  }
  return brands;
}

export function parseVerification(env: Record<string, string | undefined>): VerificationConfig {
  return {
    kyc: {
      default: ruleOf(env.KYC_RULE || 'none', 'KYC_RULE'),
      brands: perBrand(env.KYC_RULES, 'KYC_RULES', (v) => ruleOf(v, 'KYC_RULES')),
    },
    risk: {
      netDepositDefaultMinor: amountOf(
        env.RISK_NET_DEPOSIT_THRESHOLD || '50000',
        'RISK_NET_DEPOSIT_THRESHOLD',
      ),
      netDepositBrands: perBrand(env.RISK_NET_DEPOSIT_THRESHOLDS, 'RISK_NET_DEPOSIT_THRESHOLDS', (v) =>
        amountOf(v, 'RISK_NET_DEPOSIT_THRESHOLDS'),
      ),
    },
  };
}

/** The withdrawal rule of one brand. */
export function kycRuleOf(config: VerificationConfig, siteCode: string): KycRule {
  return config.kyc.brands[siteCode] ?? config.kyc.default;
}

/** The net-deposit threshold of one brand. */
export function netDepositThresholdOf(config: VerificationConfig, siteCode: string): bigint {
  return config.risk.netDepositBrands[siteCode] ?? config.risk.netDepositDefaultMinor;
}
