/**
 * TanStack Query keys shared across features. Everything that belongs to the signed-in member
 * lives under `member`, so ending a session drops it all with one `removeQueries(['member'])`.
 */
export const QUERY_KEYS = {
  siteConfig: ['site-config'],
  phoneArea: ['phone-area'],
  bankList: ['bank-list'],
  member: ['member'],
  memberInfo: ['member', 'info'],
  messageCount: ['member', 'message-count'],
  withdrawPasswordConfig: ['member', 'withdraw-password-config'],
  withdrawAccounts: ['member', 'withdraw-accounts'],
} as const;
