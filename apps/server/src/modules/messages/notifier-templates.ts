import { formatAmount } from '@houseline/shared/money/amount';

/**
 * The ledger entry kinds that tell a member something (fixed names, see the brief of issue 13):
 * money in and out of the cashier, settled bets, and every reward. Entries of other kinds (bets
 * placed, transfers, exchange, holds, adjustments) send no message.
 */
export const NOTIFIED_KINDS = [
  'deposit',
  'withdraw_paid',
  'withdraw_refund',
  'bet_settle',
  'live_settle',
  'task_reward',
  'task_chest',
  'vip_upgrade_bonus',
  'vip_monthly_bonus',
  'vip_rebate',
  'promo_bonus',
  'agent_commission',
] as const;

export interface TemplateInput {
  kind: string;
  /** What the entry did to the member's balance (signed minor units); for a paid withdrawal, what was paid. */
  amountMinor: bigint;
  currency: string;
  reference: string | null;
  memo: string;
}

/** "1,234.50 元" for the yuan, "12.00 USDT" for other currencies (two decimals, truncated). */
export function moneyText(amountMinor: bigint, currency: string): string {
  const abs = amountMinor < 0n ? -amountMinor : amountMinor;
  const figure = formatAmount(abs, { minor: true });
  return currency === 'CNY' ? `${figure} 元` : `${figure} ${currency}`;
}

const REWARDS: Record<string, { title: string; what: string }> = {
  task_reward: { title: '任务奖励到账', what: '恭喜您完成任务，奖励' },
  task_chest: { title: '活跃宝箱奖励到账', what: '恭喜您开启活跃宝箱，奖励' },
  vip_upgrade_bonus: { title: 'VIP晋级礼金到账', what: '恭喜您晋升 VIP 新等级，晋级礼金' },
  vip_monthly_bonus: { title: 'VIP月度礼金到账', what: '本月 VIP 专属礼金' },
  vip_rebate: { title: '返水到账', what: '您的有效投注返水' },
  promo_bonus: { title: '活动奖励到账', what: '您参与的优惠活动奖励' },
  agent_commission: { title: '代理佣金到账', what: '您的推广佣金' },
};

/** A short order reference for the text: the sportsbook's `sb:<id>` reads as the bet number. */
function refText(reference: string | null): string {
  if (!reference) return '';
  return reference.startsWith('sb:') ? reference.slice(3) : reference;
}

/**
 * The Chinese title and text of the message for one member of one ledger entry, or null when the
 * entry has nothing to say to them (an unknown kind, a zero movement).
 */
export function messageFor(input: TemplateInput): { title: string; body: string } | null {
  const { kind, amountMinor, currency } = input;
  if (amountMinor === 0n) return null;
  const money = moneyText(amountMinor, currency);
  const ref = refText(input.reference);
  switch (kind) {
    case 'deposit':
      return {
        title: '存款到账',
        body: `您的存款 ${money} 已到账${ref ? `（订单号 ${ref}）` : ''}，可前往中心钱包查看。祝您游戏愉快！`,
      };
    case 'withdraw_paid':
      return {
        title: '提现已出款',
        body: `您的提现申请${ref ? `（订单号 ${ref}）` : ''}已处理完成，${money} 已汇出，请留意收款账户。`,
      };
    case 'withdraw_refund':
      return {
        title: '提现未通过',
        body: `很抱歉，您的提现申请${ref ? `（订单号 ${ref}）` : ''}未通过审核，${money} 已退回中心钱包。${
          input.memo ? `原因：${input.memo}。` : ''
        }如有疑问请联系在线客服。`,
      };
    case 'bet_settle':
    case 'live_settle': {
      const where = kind === 'bet_settle' ? '体育' : '真人';
      const bet = ref ? `（注单号 ${ref}）` : '';
      if (amountMinor < 0n) {
        return {
          title: '注单结算更正',
          body: `您的${where}注单${bet}结算已更正，扣回 ${money}。如有疑问请联系在线客服。`,
        };
      }
      return { title: '注单已派彩', body: `您的${where}注单${bet}已结算，派彩 ${money} 已到账中心钱包。` };
    }
    default: {
      const reward = REWARDS[kind];
      if (!reward || amountMinor < 0n) return null;
      return { title: reward.title, body: `${reward.what} ${money} 已发放至您的账户，请注意查收。` };
    }
  }
}
