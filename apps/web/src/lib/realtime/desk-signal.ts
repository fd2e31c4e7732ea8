import type { ServerMessage } from '@houseline/shared/api/realtime';

/** A `desk` push of the real-time channel (issue 26): a message of one of the member's chats. */
export type DeskPush = Extract<ServerMessage, { type: 'desk' }>;

const listeners = new Set<(push: DeskPush) => void>();

/**
 * Where the real-time wiring hands the desk's pushes and the chat window listens: the socket
 * belongs to the app shell, the chat to its feature, and neither imports the other.
 */
export const deskSignal = {
  emit(push: DeskPush): void {
    for (const listener of listeners) listener(push);
  },
  /** Also told when the socket (re)connects (`null`): pushes may have been missed meanwhile. */
  on(listener: (push: DeskPush | null) => void): () => void {
    listeners.add(listener);
    readyListeners.add(listener);
    return () => {
      listeners.delete(listener);
      readyListeners.delete(listener);
    };
  },
  ready(): void {
    for (const listener of readyListeners) listener(null);
  },
};
const readyListeners = new Set<(push: null) => void>();
