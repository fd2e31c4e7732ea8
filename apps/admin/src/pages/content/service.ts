import type { ConsoleClient } from '../../lib/api-client.ts';

/** Content's requests: the brand's notices (publish, list, withdraw). */
export function contentService(client: ConsoleClient, siteCode: string) {
  return {
    notices: (query: Record<string, unknown>) =>
      client.call('adminNoticeList', {
        siteCode,
        page: Number(query.page ?? 1),
        size: Number(query.size ?? 20),
      }),
    publish: (input: { title: string; body: string; minVipLevel: number; marketing: boolean }) =>
      client.call('adminNoticeCreate', { siteCode, ...input }),
    withdraw: (id: number) => client.call('adminNoticeWithdraw', { id }),
  };
}

export type ContentService = ReturnType<typeof contentService>;
export type NoticeRow = Awaited<ReturnType<ContentService['notices']>>['list'][number];
