import type { playerCareZhCN } from './player-care.zh-CN.ts';

/** The player 360 page's care actions in English (issue 24); part of en-US.ts. */
export const playerCareEnUS: Record<keyof typeof playerCareZhCN, string> = {
  'player.endSessions': 'End sessions',
  'player.endSessionsTitle': 'End every session of {username} (they log in again)',
  'player.resetWpassword': 'Reset withdrawal password',
  'player.resetWpasswordTitle':
    'Reset the withdrawal password of {username} (they set a new one before the next withdrawal and are told in their inbox)',
  'player.message': 'Send message',
  'player.messageTitle': 'Send a message to {username}',
  'player.messageSubject': 'Title',
  'player.messageSubjectHint': 'Please write a title (1-40 characters)',
  'player.messageBody': 'Message',
  'player.messageBodyHint': 'Please write the message (1-1000 characters, plain text)',
};
