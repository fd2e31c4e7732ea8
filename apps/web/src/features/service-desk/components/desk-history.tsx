import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberStore } from '../../../stores/member-store.ts';
import { useDeskHistory } from '../api/desk-api.ts';
import { useDeskChat } from '../hooks/use-desk-chat.ts';
import { ChatMessages } from './chat-messages.tsx';

function Transcript({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation();
  const chat = useDeskChat({ readOnly: { id } });
  return (
    <div className="desk-chat">
      <header className="desk-chat__head">
        <button type="button" className="desk-chat__end" onClick={onBack}>
          {t('desk.back')}
        </button>
      </header>
      <ChatMessages messages={chat.messages} readSeq={chat.conversation?.readSeq ?? 0} />
    </div>
  );
}

/** The member's past conversations; one opens as its transcript. */
export function DeskHistory() {
  const { t } = useTranslation();
  const isLogin = useMemberStore((s) => s.isLogin);
  const history = useDeskHistory(isLogin);
  const [open, setOpen] = useState<string | null>(null);
  if (!isLogin) return null;
  if (open) return <Transcript id={open} onBack={() => setOpen(null)} />;
  const list = history.data?.list ?? [];
  return (
    <section className="desk-history" aria-label={t('desk.history')}>
      <h2>{t('desk.history')}</h2>
      {list.length === 0 ? <p>{t('desk.noHistory')}</p> : null}
      <ul>
        {list.map((c) => (
          <li key={c.id}>
            <button type="button" onClick={() => setOpen(c.id)}>
              {new Date(c.createdAt).toLocaleString()} · {c.excerpt}
              {c.rating ? ` · ${'★'.repeat(c.rating)}` : ''}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
