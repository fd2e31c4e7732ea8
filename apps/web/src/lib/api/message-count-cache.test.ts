import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { writeUnreadPush } from './message-count-cache.ts';
import { QUERY_KEYS } from './query-keys.ts';

describe('writeUnreadPush', () => {
  it('puts the pushed unread count into the member/message/num cache', () => {
    const client = new QueryClient();
    client.setQueryData(QUERY_KEYS.messageCount, { unread: 2, total: 5 });
    writeUnreadPush(client, 3);
    expect(client.getQueryData(QUERY_KEYS.messageCount)).toEqual({ unread: 3, total: 6 });
    writeUnreadPush(client, 0);
    expect(client.getQueryData(QUERY_KEYS.messageCount)).toEqual({ unread: 0, total: 3 });
  });

  it('marks the message lists stale, and the count when none is cached yet', () => {
    const client = new QueryClient();
    client.setQueryData([...QUERY_KEYS.messages, 'list'], { list: [] });
    writeUnreadPush(client, 1);
    expect(client.getQueryState([...QUERY_KEYS.messages, 'list'])?.isInvalidated).toBe(true);
    expect(client.getQueryData(QUERY_KEYS.messageCount)).toBeUndefined();
  });
});
