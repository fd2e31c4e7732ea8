import type { DeskMessage } from '@houseline/shared/api/contract/service-desk';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadUrl } from '../api/upload-url.ts';

function Image({ id }: { id: string }) {
  const url = useUploadUrl(id);
  // A picture that arrives after its message keeps the list at the newest once it has a height.
  const settle = (img: HTMLImageElement) => {
    const list = img.closest('.desk-chat__list');
    if (list) list.scrollTop = list.scrollHeight;
  };
  return url ? (
    <img className="desk-msg__image" src={url} alt="" onLoad={(e) => settle(e.currentTarget)} />
  ) : (
    <span className="desk-msg__image" />
  );
}

/** The messages, oldest first, scrolled to the newest; the member's own marked read when seen. */
export function ChatMessages({ messages, readSeq }: { messages: DeskMessage[]; readSeq: number }) {
  const { t } = useTranslation();
  const list = useRef<HTMLDivElement>(null);
  // Each new message scrolls the list (only the list, never the page) to the newest.
  const count = messages.length;
  useEffect(() => {
    const el = list.current;
    if (el && count > 0) el.scrollTop = el.scrollHeight;
  }, [count]);
  return (
    <div className="desk-chat__list" role="log" aria-live="polite" ref={list}>
      {messages.map((m) => (
        <div key={m.seq} className={`desk-msg desk-msg--${m.author}`} data-seq={m.seq}>
          {m.author === 'agent' && m.agentName ? <span className="desk-msg__name">{m.agentName}</span> : null}
          {m.text ? <p className="desk-msg__text">{m.text}</p> : null}
          {m.image ? <Image id={m.image} /> : null}
          {m.author === 'member' ? (
            <span className="desk-msg__read">{m.seq <= readSeq ? t('desk.read') : t('desk.sent')}</span>
          ) : null}
        </div>
      ))}
    </div>
  );
}
