import type { PlayerRecordKind } from '@houseline/shared/api/contract/reports';
import type { ConsoleClient } from '../../lib/api-client.ts';

/** The player 360 page's requests: the profile, records by kind, notes and the member actions. */
export function playerService(client: ConsoleClient) {
  return {
    profile: (memberId: string) => client.call('adminPlayerProfile', { memberId }),
    records: (memberId: string, kind: PlayerRecordKind, query: Record<string, unknown>) =>
      client.call('adminPlayerRecords', {
        memberId,
        kind,
        page: Number(query.page ?? 1),
        size: Number(query.size ?? 20),
      }),
    addNote: (memberId: string, body: string) => client.call('adminPlayerNoteAdd', { memberId, body }),
    disable: (username: string, reason: string) => client.call('adminMemberDisable', { username, reason }),
    enable: (username: string, reason: string) => client.call('adminMemberEnable', { username, reason }),
    adjust: (input: { username: string; wallet: 'center' | 'usdt'; amount: string; reason: string }) =>
      client.call('adminAdjust', { ...input, requestId: crypto.randomUUID() }),
    waiveTurnover: (username: string, reason: string) =>
      client.call('adminWaiveTurnover', { username, reason }),
    endSessions: (username: string, reason: string) =>
      client.call('adminMemberSessionsEnd', { username, reason }),
    resetWithdrawPassword: (username: string, reason: string) =>
      client.call('adminMemberWithdrawPasswordReset', { username, reason }),
    /** One request id per opened form: a doubled submit of the same form sends one message. */
    message: (input: { username: string; title: string; body: string; requestId: string }) =>
      client.call('adminMemberMessage', input),
  };
}

export type PlayerService = ReturnType<typeof playerService>;
export type PlayerProfile = Awaited<ReturnType<PlayerService['profile']>>;
export type PlayerRecord = Awaited<ReturnType<PlayerService['records']>>['list'][number];
