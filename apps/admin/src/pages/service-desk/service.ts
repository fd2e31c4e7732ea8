import type { EndpointRequest } from '@houseline/shared/api/endpoints';
import type { ConsoleClient } from '../../lib/api-client.ts';

/** The agent desk's requests (issue 26). */
export function deskService(client: ConsoleClient) {
  return {
    setAgent: (input: EndpointRequest<'adminDeskAgentSet'>) => client.call('adminDeskAgentSet', input),
    list: (scope: 'mine' | 'queue' | 'tickets' | 'closed') => client.call('adminDeskList', { scope }),
    messages: (id: string, after: number, waitMs: number) =>
      client.call('adminDeskMessages', { id, after, waitMs }),
    send: (id: string, text: string, note: boolean, image?: string) =>
      client.call('adminDeskSend', {
        id,
        text,
        note,
        requestId: crypto.randomUUID(),
        ...(image ? { image } : {}),
      }),
    image: (id: string, dataBase64: string) => client.call('adminDeskImage', { id, dataBase64 }),
    /** An image of the chat (the member's, or the agent's stored as the member's upload). */
    imageBlob: (id: string) => client.image('adminUploadImage', { id }),
    typing: (id: string) => client.call('adminDeskTyping', { id }),
    claim: (id: string) => client.call('adminDeskClaim', { id }),
    transfer: (id: string, toOperatorId: string) => client.call('adminDeskTransfer', { id, toOperatorId }),
    close: (id: string) => client.call('adminDeskClose', { id }),
    canned: () => client.call('adminDeskCanned', {}),
    player: (id: string) => client.call('adminDeskPlayerCard', { id }),
    supervise: () => client.call('adminDeskSupervise', {}),
    export: (id: string) => client.call('adminDeskExport', { id, format: 'csv' }),
    /** The brand's desk settings, and a supervisor's save (audited). */
    settings: () => client.call('adminDeskSettings', {}),
    saveSettings: (input: EndpointRequest<'adminDeskSettingsSave'>) =>
      client.call('adminDeskSettingsSave', input),
    saveCanned: (input: EndpointRequest<'adminDeskCannedSave'>) => client.call('adminDeskCannedSave', input),
    report: (day: string) => client.call('adminDeskReport', { day }),
  };
}

export type DeskService = ReturnType<typeof deskService>;
export type DeskItem = Awaited<ReturnType<DeskService['list']>>['list'][number];
export type DeskMessageRow = Awaited<ReturnType<DeskService['messages']>>['messages'][number];
