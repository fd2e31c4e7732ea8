import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type AmountLimits, limitIssue } from '../../../lib/amount-input.ts';
import { amountFormatIssue } from '../lib/forms/cashier-rules.ts';

/**
 * Checks a typed amount the way the server will: the shared format rule first (positive, two
 * decimals), then the limits of the channel or rule and what is available. Returns the sentence
 * to show, or null when the amount may be sent.
 */
export function useAmountRule(): (value: string, limits: AmountLimits) => string | null {
  const { t } = useTranslation();
  return useCallback(
    (value, limits) => {
      const format = amountFormatIssue(value.trim());
      if (format) return t(format);
      const issue = limitIssue(value.trim(), limits);
      return issue ? t(`wallet.amount.${issue.kind}`, { amount: issue.amount }) : null;
    },
    [t],
  );
}
