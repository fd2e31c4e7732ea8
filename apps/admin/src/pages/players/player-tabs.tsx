import type { PlayerRecordKind } from '@houseline/shared/api/contract/reports';
import type { ReactNode } from 'react';
import type { useConsole } from '../../lib/console-context.tsx';
import type { MessageKey } from '../../locales/zh-CN.ts';
import { PlayerRecordsTable } from './player-records.tsx';

/** The operator's access, as the console context gives it (pages never read the map itself). */
type Access = ReturnType<typeof useConsole>['access'];
type Permission = keyof Access;

import type { PlayerProfile } from './player-service.ts';

/**
 * The tabs of a player 360 page, built from this list: a screen of another domain (protection,
 * verification, the service desk) links in by adding one entry here — a key, a label, the access it
 * needs and what it renders for the player — and nothing else on the page changes.
 */
export interface PlayerTab {
  key: string;
  labelKey: MessageKey;
  access: Permission;
  /** `version` rises after each action on the page: a tab re-reads the server when it changes. */
  render(player: PlayerProfile, version: number): ReactNode;
}

const recordTab = (kind: PlayerRecordKind, labelKey: MessageKey): PlayerTab => ({
  key: kind,
  labelKey,
  access: 'players.view',
  render: (player, version) => (
    <PlayerRecordsTable memberId={player.memberId} kind={kind} version={version} />
  ),
});

export const PLAYER_TABS: PlayerTab[] = [
  recordTab('deposits', 'player.tab.deposits'),
  recordTab('withdrawals', 'player.tab.withdrawals'),
  recordTab('sportsBets', 'player.tab.sportsBets'),
  recordTab('venueBets', 'player.tab.venueBets'),
  recordTab('ledger', 'player.tab.ledger'),
  recordTab('logins', 'player.tab.logins'),
  recordTab('notes', 'player.tab.notes'),
  recordTab('audit', 'player.tab.audit'),
];

/** The tabs this operator's role may open. */
export function tabsFor(access: Access): PlayerTab[] {
  return PLAYER_TABS.filter((tab) => access[tab.access]);
}
