import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageIcon } from '../../../components/icons.tsx';
import { deskCalls } from '../api/desk-api.ts';
import type { DeskChat } from '../hooks/use-desk-chat.ts';

const EMOJI = ['😀', '😂', '😊', '😢', '😡', '👍', '🙏', '❤️', '🎉', '💰'];

/** Text, emoji and one image at a time (the upload pipeline checks and re-encodes it). */
export function ChatComposer({ chat, allowImages }: { chat: DeskChat; allowImages: boolean }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [emoji, setEmoji] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const file = useRef<HTMLInputElement>(null);
  const send = async (image?: string) => {
    if (!text.trim() && !image) return;
    setError(null);
    try {
      await chat.send(image ? '' : text.trim(), image);
      if (!image) setText('');
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  const pick = async (files: FileList | null) => {
    const chosen = files?.[0];
    if (!chosen) return;
    try {
      const upload = await deskCalls.upload(chosen);
      await send(upload.id);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
    if (file.current) file.current.value = '';
  };
  return (
    <div className="desk-chat__composer">
      {error ? <p className="desk-chat__error">{error}</p> : null}
      {emoji ? (
        <div className="desk-chat__emoji">
          {EMOJI.map((e) => (
            <button key={e} type="button" onClick={() => setText((v) => v + e)}>
              {e}
            </button>
          ))}
        </div>
      ) : null}
      <div className="desk-chat__row">
        <button type="button" aria-label={t('desk.emoji')} onClick={() => setEmoji((v) => !v)}>
          😊
        </button>
        {allowImages ? (
          <>
            <button type="button" aria-label={t('desk.image')} onClick={() => file.current?.click()}>
              <ImageIcon />
            </button>
            <input
              ref={file}
              type="file"
              accept="image/*"
              hidden
              data-testid="desk-image"
              onChange={(e) => void pick(e.target.files)}
            />
          </>
        ) : null}
        <input
          className="desk-chat__input"
          aria-label={t('desk.input')}
          placeholder={t('desk.input')}
          maxLength={1000}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            chat.typed();
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void send();
          }}
        />
        <button type="button" className="hl-btn hl-btn--primary" onClick={() => void send()}>
          {t('desk.send')}
        </button>
      </div>
    </div>
  );
}
