import type { MessageCount } from '@houseline/shared/api/contract/messages';
import type { QueryClient } from '@tanstack/react-query';
import { QUERY_KEYS } from './query-keys.ts';

/**
 * Writes a real-time `messages` push (the member's unread count) into the cache of
 * GET member/message/num, which every badge reads, and marks the message lists stale so an open
 * list shows the new message or the new read state. Without a cached count yet (the first GET has
 * not answered) the push is a reason to fetch it.
 */
export function writeUnreadPush(queryClient: QueryClient, unread: number): void {
  const current = queryClient.getQueryData<MessageCount>(QUERY_KEYS.messageCount);
  if (current) {
    const total = Math.max(current.total + (unread - current.unread), unread);
    queryClient.setQueryData<MessageCount>(QUERY_KEYS.messageCount, { unread, total });
  } else {
    void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.messageCount });
  }
  void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.messages });
}
