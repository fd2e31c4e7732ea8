import type { OddsUpdate, ServerMessage } from '@houseline/shared/api/realtime';
import WebSocket from 'ws';

/** A socket that collects what it receives. */
export function openSocket(url: string) {
  const socket = new WebSocket(url);
  const messages: (ServerMessage & { receivedAt: number })[] = [];
  socket.on('message', (raw) =>
    messages.push({ ...(JSON.parse(raw.toString()) as ServerMessage), receivedAt: Date.now() }),
  );
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    socket.on('open', () => resolve());
    socket.on('error', reject);
  });
  const odds = () =>
    messages.filter((m) => m.type === 'odds') as (Extract<ServerMessage, { type: 'odds' }> & {
      receivedAt: number;
    })[];
  const waitFor = async (predicate: () => boolean, ms = 2_000) => {
    for (let waited = 0; waited < ms && !predicate(); waited += 20)
      await new Promise((r) => setTimeout(r, 20));
    return predicate();
  };
  return { socket, messages, closed, ready, odds, waitFor };
}

export const marketUpdate = (version: number, odds = '1.950', at = Date.now()): OddsUpdate => ({
  at,
  markets: [
    {
      id: 7,
      matchId: 3,
      status: 'open',
      version,
      selections: [
        { id: 70, odds },
        { id: 71, odds: '1.850' },
      ],
    },
  ],
  matches: [],
});
