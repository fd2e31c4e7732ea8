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
  /** The message lists and details (features/messages); a change of the unread count refreshes them. */
  messages: ['member', 'messages'],
  withdrawPasswordConfig: ['member', 'withdraw-password-config'],
  withdrawAccounts: ['member', 'withdraw-accounts'],
  balance: ['member', 'balance'],
  /** Everything a movement of the member's money can change (wallets, records, orders, limits). */
  wallet: ['member', 'wallet'],
  walletList: ['member', 'wallet', 'list'],
  assets: ['member', 'wallet', 'assets'],
  depositChannels: ['member', 'wallet', 'deposit-channels'],
  depositAddress: ['member', 'wallet', 'deposit-address'],
  depositOrder: ['member', 'wallet', 'deposit-order'],
  depositRecords: ['member', 'wallet', 'deposit-records'],
  withdrawInfo: ['member', 'wallet', 'withdraw-info'],
  withdrawRecords: ['member', 'wallet', 'withdraw-records'],
  withdrawDetail: ['member', 'wallet', 'withdraw-detail'],
  transactionRecords: ['member', 'wallet', 'transactions'],
  transactionDetail: ['member', 'wallet', 'transaction'],
  agentSummary: ['member', 'wallet', 'agent-summary'],
  agentTree: ['member', 'agent-tree'],
  agentCommissions: ['member', 'wallet', 'agent-commissions'],
} as const;
