/** The console's VIP ladder screen in Simplified Chinese (issue 24); part of zh-CN.ts. */
export const vipZhCN = {
  'menu.vip': 'VIP 等级',
  'vip.title': 'VIP 等级与特权（{currency}）',
  'vip.level': '等级',
  'vip.turnover': '累计有效流水门槛',
  'vip.deposit': '累计存款门槛',
  'vip.upgradeBonus': '晋级礼金',
  'vip.monthlyBonus': '每月礼金',
  'vip.rebate': '返水比例',
  'vip.rebateBp': '返水（基点，100 = 1%）',
  'vip.withdrawDailyCount': '每日提款次数',
  'vip.withdrawDailyAmount': '每日提款额度',
  'vip.edit': '编辑',
  'vip.editTitle': '编辑 {name}',
  'vip.editHelp': '门槛须逐级递增（VIP0 为 0）；保存后会员端立即生效。提高晋级礼金只对此后晋级的会员发放。',
  'vip.readOnly': '当前角色只能查看，修改需财务或管理员',
};
