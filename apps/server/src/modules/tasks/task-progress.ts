import type { BrandTask } from './task-catalog.ts';
import type { MemberActivity } from './tasks.repository.ts';

/**
 * What a member has done towards one task in its period (a count, or minor units of turnover).
 * Newbie tasks count everything ever done; daily tasks today; weekly tasks since Monday.
 */
export function evaluate(
  def: Pick<BrandTask, 'metric' | 'group'>,
  activity: MemberActivity,
  ctx: { today: number; longestRun: (days: readonly number[]) => number },
): bigint {
  const flag = (value: boolean) => (value ? 1n : 0n);
  switch (def.metric) {
    case 'deposit_count':
      return BigInt(def.group === 'daily' ? activity.depositsToday : activity.depositsEver);
    case 'withdraw_account':
      return BigInt(activity.withdrawAccounts);
    case 'withdraw_password':
      return flag(activity.withdrawPasswordSet);
    case 'personal_info':
      return flag(activity.realNameSet);
    case 'bet_count':
      return flag(activity.betsEver);
    case 'turnover':
      return def.group === 'weekly' ? activity.turnoverWeek : activity.turnoverToday;
    case 'login_days':
      return def.group === 'daily'
        ? flag(activity.loginDays.includes(ctx.today))
        : BigInt(new Set(activity.loginDays).size);
    case 'login_streak':
      return BigInt(ctx.longestRun(activity.loginDays));
  }
}
