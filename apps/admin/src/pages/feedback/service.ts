import type { EndpointRequest } from '@houseline/shared/api/endpoints';
import type { ConsoleClient } from '../../lib/api-client.ts';

/** The feedback inbox's requests: the brand's threads, one thread, a reply, a close, an image. */
export function feedbackService(client: ConsoleClient) {
  return {
    list: (query: Record<string, unknown>) =>
      client.call('adminFeedbackList', query as EndpointRequest<'adminFeedbackList'>),
    detail: (id: string) => client.call('adminFeedbackDetail', { id }),
    reply: (id: string, text: string) => client.call('adminFeedbackReply', { id, text }),
    close: (id: string) => client.call('adminFeedbackClose', { id }),
    /** A member's upload as an object URL (the endpoint wants the bearer token an <img> cannot send). */
    image: async (id: string) => URL.createObjectURL(await client.image('adminUploadImage', { id })),
  };
}

export type FeedbackService = ReturnType<typeof feedbackService>;
export type FeedbackRow = Awaited<ReturnType<FeedbackService['list']>>['list'][number];
export type FeedbackThread = Awaited<ReturnType<FeedbackService['detail']>>;
