/** The console's agent commission rates screen in Simplified Chinese (issue 24); part of zh-CN.ts. */
export const agentZhCN = {
  'menu.agentRates': '代理佣金',
  'agentRates.title': '代理佣金比例',
  'agentRates.level': '层级',
  'agentRates.level1': '一级代理（直属下级）',
  'agentRates.level2': '二级代理（下级的下级）',
  'agentRates.rate': '佣金比例',
  'agentRates.rateBp': '佣金比例（基点，100 = 1%）',
  'agentRates.edit': '编辑',
  'agentRates.editTitle': '编辑{name}佣金比例',
  'agentRates.editHelp':
    '按下级的有效流水计算，每日结算一次；二级比例不得高于一级。保存后会员代理页立即生效，已结算的日期不会重新计算。',
  'agentRates.readOnly': '当前角色只能查看，修改需财务或管理员',
};
