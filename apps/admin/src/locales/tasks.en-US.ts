import type { tasksZhCN } from './tasks.zh-CN.ts';

/** The console's task centre screen in English (issue 24); part of en-US.ts. */
export const tasksEnUS: Record<keyof typeof tasksZhCN, string> = {
  'menu.tasks': 'Task centre',
  'tasks.title': 'Task centre ({currency})',
  'tasks.group': 'Group',
  'tasks.group.newbie': 'Newcomer',
  'tasks.group.daily': 'Daily',
  'tasks.group.weekly': 'Weekly',
  'tasks.task': 'Task',
  'tasks.metric': 'Measures',
  'tasks.metric.deposit_count': 'Deposits',
  'tasks.metric.withdraw_account': 'Withdrawal account added',
  'tasks.metric.withdraw_password': 'Withdrawal password set',
  'tasks.metric.personal_info': 'Profile completed',
  'tasks.metric.bet_count': 'Bets',
  'tasks.metric.turnover': 'Valid turnover',
  'tasks.metric.login_days': 'Days logged in',
  'tasks.metric.login_streak': 'Days in a row logged in',
  'tasks.target': 'Target',
  'tasks.reward': 'Reward',
  'tasks.points': 'Activity points',
  'tasks.flowMultiple': 'Turnover multiple',
  'tasks.enabled': 'On',
  'tasks.default': 'Default: {value}',
  'tasks.edit': 'Edit',
  'tasks.editTitle': 'Edit task: {name}',
  'tasks.editHelp':
    "Members' task pages follow at once; rewards already received do not change. A task turned off is neither shown nor receivable. A count target is a whole number.",
  'tasks.targetAmount': 'Target (valid turnover)',
  'tasks.targetCount': 'Target (times or days)',
  'tasks.readOnly': 'This role may only read the tasks; content or admin change them',
};
