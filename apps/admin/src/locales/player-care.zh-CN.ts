/** The player 360 page's care actions (issue 24): end sessions, reset the withdrawal password, a message; part of zh-CN.ts. */
export const playerCareZhCN = {
  'player.endSessions': '结束会话',
  'player.endSessionsTitle': '结束 {username} 的全部会话（会员需重新登录）',
  'player.resetWpassword': '重置提款密码',
  'player.resetWpasswordTitle': '重置 {username} 的提款密码（会员下次提款前须重新设置，并收到站内信通知）',
  'player.message': '发送站内信',
  'player.messageTitle': '给 {username} 发送站内信',
  'player.messageSubject': '标题',
  'player.messageSubjectHint': '请填写标题（1-40字）',
  'player.messageBody': '内容',
  'player.messageBodyHint': '请填写内容（1-1000字，纯文本）',
} as const;
