import type { DeskConversation, DeskMessage, DeskSkill } from '@houseline/shared/api/contract/service-desk';
import { useCallback, useEffect, useRef, useState } from 'react';
import { deskSignal } from '../../../lib/realtime/desk-signal.ts';
import { DESK_WAIT_MS, type DeskRef, deskCalls, deskRef } from '../api/desk-api.ts';
import { applyInOrder } from '../lib/apply-in-order.ts';

const newRequestId = () => globalThis.crypto.randomUUID();
const TYPING_SHOWN_MS = 5000;
const RETRY_MS = 1500;

/**
 * One chat as the member sees it (issue 26). Messages are applied only at the next seq expected,
 * whether a socket push or a fetch brought them; a fetch asks for what follows the last seq held,
 * waiting up to a few seconds for it (long poll), so nothing is lost or shown twice across a
 * dropped socket, a sleeping phone or a server restart.
 */
export function useDeskChat(options: { readOnly?: DeskRef | null } = {}) {
  const [ref, setRef] = useState<DeskRef | null>(() => options.readOnly ?? deskRef.read());
  const [conversation, setConversation] = useState<DeskConversation | null>(null);
  const [messages, setMessages] = useState<DeskMessage[]>([]);
  const [typing, setTyping] = useState(false);
  const lastSeq = useRef(0);
  const kick = useRef<() => void>(() => {});
  // A transcript is named by its id: a caller's fresh `{ id }` object each render must not restart the loop.
  const readOnly = options.readOnly?.id !== undefined;

  const take = useCallback((list: DeskMessage[]) => {
    const { applied, last, gap } = applyInOrder(lastSeq.current, list);
    lastSeq.current = last;
    if (applied.length) setMessages((held) => [...held, ...applied]);
    return gap;
  }, []);

  // The fetch loop: after the last seq held, waiting for more; a push or a reconnect cuts a wait short.
  useEffect(() => {
    if (!ref) return;
    let alive = true;
    let controller = new AbortController();
    lastSeq.current = 0;
    setMessages([]);
    kick.current = () => controller.abort();
    const loop = async () => {
      while (alive) {
        try {
          const wait = lastSeq.current === 0 || readOnly ? 0 : DESK_WAIT_MS;
          const page = await deskCalls.messages(ref, lastSeq.current, wait, controller.signal);
          if (!alive) return;
          setConversation(page.conversation);
          setTyping(page.typing);
          take(page.messages);
          if (readOnly && page.messages.length === 0) return;
          if (page.conversation.status === 'closed' && page.messages.length === 0) return;
        } catch {
          if (!alive) return;
          if (!controller.signal.aborted) await new Promise((r) => setTimeout(r, RETRY_MS));
        }
        if (controller.signal.aborted) controller = new AbortController();
      }
    };
    void loop();
    const off = deskSignal.on((push) => {
      if (push === null) return kick.current();
      if (push.conversationId !== ref.id) return;
      if (push.typing) {
        setTyping(true);
        setTimeout(() => setTyping(false), TYPING_SHOWN_MS);
        return;
      }
      if (!push.message || take([push.message])) kick.current();
    });
    return () => {
      alive = false;
      off();
      controller.abort();
    };
  }, [ref, take, readOnly]);

  // Tell the desk what has been read.
  useEffect(() => {
    const last = messages.at(-1)?.seq;
    if (ref && last && !readOnly) void deskCalls.read(ref, last).catch(() => undefined);
  }, [ref, messages, readOnly]);

  const start = useCallback(async (skill: DeskSkill, text: string, captcha?: string) => {
    const started = await deskCalls.start({ skill, text, requestId: newRequestId(), captcha });
    const next = { id: started.id, guestToken: started.guestToken };
    deskRef.write(next);
    setConversation(started);
    setRef(next);
  }, []);

  const send = useCallback(
    async (text: string, image?: string) => {
      if (!ref) return;
      const message = await deskCalls.send(ref, { text, image, requestId: newRequestId() });
      if (take([message])) kick.current();
    },
    [ref, take],
  );

  const lastTyped = useRef(0);
  const typed = useCallback(() => {
    if (!ref || Date.now() - lastTyped.current < 2000) return;
    lastTyped.current = Date.now();
    void deskCalls.typing(ref).catch(() => undefined);
  }, [ref]);

  const rate = useCallback(
    async (rating: number) => {
      if (!ref) return;
      setConversation(await deskCalls.rate(ref, rating));
    },
    [ref],
  );
  const close = useCallback(async () => {
    if (!ref) return;
    setConversation(await deskCalls.close(ref));
    kick.current();
  }, [ref]);
  const reset = useCallback(() => {
    deskRef.write(null);
    setRef(null);
    setConversation(null);
    setMessages([]);
  }, []);

  return { ref, conversation, messages, typing, start, send, typed, rate, close, reset };
}

export type DeskChat = ReturnType<typeof useDeskChat>;
