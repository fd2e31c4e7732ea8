import type { vipZhCN } from './vip.zh-CN.ts';

/** The console's VIP ladder screen in English (issue 24); part of en-US.ts. */
export const vipEnUS: Record<keyof typeof vipZhCN, string> = {
  'menu.vip': 'VIP levels',
  'vip.title': 'VIP levels and privileges ({currency})',
  'vip.level': 'Level',
  'vip.turnover': 'Cumulative valid turnover',
  'vip.deposit': 'Cumulative deposits',
  'vip.upgradeBonus': 'Upgrade bonus',
  'vip.monthlyBonus': 'Monthly bonus',
  'vip.rebate': 'Rebate',
  'vip.rebateBp': 'Rebate (basis points, 100 = 1%)',
  'vip.withdrawDailyCount': 'Withdrawals a day',
  'vip.withdrawDailyAmount': 'Withdrawal amount a day',
  'vip.edit': 'Edit',
  'vip.editTitle': 'Edit {name}',
  'vip.editHelp':
    'Thresholds rise level by level (VIP0 is 0); members see a change at once. A higher upgrade bonus is paid to members who reach the level from now on.',
  'vip.readOnly': 'This role may only read the ladder; finance or admin change it',
};
