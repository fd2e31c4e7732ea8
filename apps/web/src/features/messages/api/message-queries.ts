import type { MessageList, MessageType, MessageUpdateRequest } from '@houseline/shared/api/contract/messages';
import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../lib/api/api.ts';
import { writeUnreadPush } from '../../../lib/api/message-count-cache.ts';
import { QUERY_KEYS } from '../../../lib/api/query-keys.ts';
import { useMemberStore } from '../../../stores/member-store.ts';

/** Messages per page of the list. */
export const MESSAGE_PAGE_SIZE = 15;

export const messageListKey = (type: MessageType) => [...QUERY_KEYS.messages, 'list', type] as const;

/** One tab of /user/message: pages of messages, newest first, the next page on demand. */
export function useMessageList(type: MessageType) {
  const isLogin = useMemberStore((s) => s.isLogin);
  return useInfiniteQuery({
    queryKey: messageListKey(type),
    queryFn: ({ pageParam }) => api.call('messageList', { type, page: pageParam, size: MESSAGE_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last: MessageList) => (last.page * last.size < last.total ? last.page + 1 : undefined),
    enabled: isLogin,
  });
}

/** One message; the server marks it read as it answers, so the badge is refreshed after. */
export function useMessageDetail(type: MessageType, id: number) {
  const isLogin = useMemberStore((s) => s.isLogin);
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...QUERY_KEYS.messages, 'detail', type, id],
    queryFn: async () => {
      const message = await api.call('messageDetail', { type, id });
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.messageCount });
      return message;
    },
    enabled: isLogin && Number.isSafeInteger(id) && id > 0,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Read, read all, delete: the answer carries the new unread count, written where badges read it. */
export function useMessageUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MessageUpdateRequest) => api.call('messageUpdate', input),
    onSuccess: (answer) => writeUnreadPush(queryClient, answer.unread),
  });
}

export type MessagePages = InfiniteData<MessageList, number>;
