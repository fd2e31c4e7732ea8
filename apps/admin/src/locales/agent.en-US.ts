import type { agentZhCN } from './agent.zh-CN.ts';

/** The console's agent commission rates screen in English (issue 24); part of en-US.ts. */
export const agentEnUS: Record<keyof typeof agentZhCN, string> = {
  'menu.agentRates': 'Agent commission',
  'agentRates.title': 'Agent commission rates',
  'agentRates.level': 'Level',
  'agentRates.level1': 'Level 1 (direct invitees)',
  'agentRates.level2': "Level 2 (invitees' invitees)",
  'agentRates.rate': 'Commission rate',
  'agentRates.rateBp': 'Commission rate (basis points, 100 = 1%)',
  'agentRates.edit': 'Edit',
  'agentRates.editTitle': 'Edit the {name} rate',
  'agentRates.editHelp':
    "On the downline's valid turnover, settled once a day; level 2 may not be above level 1. Members' agent pages follow at once; days already settled are not recomputed.",
  'agentRates.readOnly': 'This role may only read the rates; finance or admin change them',
};
