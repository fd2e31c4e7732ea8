import type { WithdrawPasswordConfig } from '@houseline/shared/api/contract/account';

/** The withdrawal-password state the pages use (SPEC.md §3). */
export interface WithdrawPasswordState {
  /** The feature is on for this site (`d`). */
  enable: boolean;
  /** The member has set a withdrawal password (`p`). */
  isUsed: boolean;
  /** Enabled but not yet set: the member must set one before adding an account or withdrawing. */
  isToSet: boolean;
}

/** SPEC.md §3: enable = d, isUsed = p, isToSet = d and not p. */
export function deriveWithdrawPassword(config: WithdrawPasswordConfig): WithdrawPasswordState {
  return { enable: config.d, isUsed: config.p, isToSet: config.d && !config.p };
}
