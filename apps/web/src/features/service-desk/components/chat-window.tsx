import { DESK_SKILLS, type DeskSkill } from '@houseline/shared/service-desk/skills';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaptcha } from '../../../hooks/use-captcha.ts';
import { useMemberStore } from '../../../stores/member-store.ts';
import { useDeskSettings } from '../api/desk-api.ts';
import { type DeskChat, useDeskChat } from '../hooks/use-desk-chat.ts';
import { ChatComposer } from './chat-composer.tsx';
import { ChatMessages } from './chat-messages.tsx';
import '../../../lib/i18n/service-desk-messages.ts';
import './chat-window.css';

/** The chat with the brand's agents (issue 26), the same in both layouts and in the frame page. */
export function ChatWindow() {
  const chat = useDeskChat();
  const { t } = useTranslation();
  return (
    <section className="desk-chat" aria-label={t('desk.title')}>
      {chat.ref ? <LiveChat chat={chat} /> : <StartForm chat={chat} />}
    </section>
  );
}

function StartForm({ chat }: { chat: DeskChat }) {
  const { t } = useTranslation();
  const settings = useDeskSettings().data;
  const isLogin = useMemberStore((s) => s.isLogin);
  const captcha = useCaptcha('service', !isLogin);
  const [skill, setSkill] = useState<DeskSkill>('deposit');
  const [text, setText] = useState('');
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (question: string) => {
    if (!question.trim()) return;
    setError(null);
    try {
      await chat.start(skill, question.trim(), isLogin ? undefined : answer);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      if (!isLogin) captcha.refresh();
    }
  };
  return (
    <div className="desk-chat__start">
      <p className="desk-chat__welcome">{settings?.welcomeText || t('desk.welcome')}</p>
      {settings && !settings.open ? <p className="desk-chat__notice">{t('desk.closedHours')}</p> : null}
      <div className="desk-chat__skills">
        {DESK_SKILLS.map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={skill === s}
            className={`desk-chip${skill === s ? ' desk-chip--on' : ''}`}
            onClick={() => setSkill(s)}
          >
            {t(`desk.skill.${s}`)}
          </button>
        ))}
      </div>
      {settings?.quickQuestions.length ? (
        <div className="desk-chat__quick">
          {settings.quickQuestions.map((q) => (
            <button key={q} type="button" className="desk-chip" onClick={() => void submit(q)}>
              {q}
            </button>
          ))}
        </div>
      ) : null}
      <textarea
        className="desk-chat__question"
        aria-label={t('desk.question')}
        placeholder={t('desk.question')}
        maxLength={1000}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {!isLogin ? (
        <div className="desk-chat__captcha">
          <input
            aria-label={t('desk.captcha')}
            placeholder={t('desk.captcha')}
            value={answer}
            onChange={(e) => setAnswer(e.target.value)}
          />
          {captcha.url ? (
            <button type="button" className="desk-chat__captcha-img" onClick={captcha.refresh}>
              <img src={captcha.url} alt={t('desk.captcha')} />
            </button>
          ) : null}
        </div>
      ) : null}
      {error ? <p className="desk-chat__error">{error}</p> : null}
      <button
        type="button"
        className="hl-btn hl-btn--primary hl-btn--block"
        onClick={() => void submit(text)}
      >
        {t('desk.start')}
      </button>
    </div>
  );
}

function LiveChat({ chat }: { chat: DeskChat }) {
  const { t } = useTranslation();
  const c = chat.conversation;
  const [rated, setRated] = useState(false);
  return (
    <>
      <header className="desk-chat__head">
        {c?.agent ? (
          <span className="desk-chat__agent">
            {c.agent.avatar ? (
              <img src={c.agent.avatar} alt="" />
            ) : (
              <span className="desk-chat__avatar">客</span>
            )}
            {c.agent.name}
          </span>
        ) : c?.status === 'queued' ? (
          <span>
            {t('desk.queue', {
              position: c.queuePosition ?? 1,
              minutes: Math.ceil((c.expectedWaitSeconds ?? 0) / 60),
            })}
          </span>
        ) : c?.status === 'ticket' ? (
          <span>{t('desk.ticket')}</span>
        ) : (
          <span>{t('desk.title')}</span>
        )}
        {c && c.status !== 'closed' ? (
          <button type="button" className="desk-chat__end" onClick={() => void chat.close()}>
            {t('desk.end')}
          </button>
        ) : null}
      </header>
      <ChatMessages messages={chat.messages} readSeq={c?.readSeq ?? 0} />
      {chat.typing ? <p className="desk-chat__typing">{t('desk.typing')}</p> : null}
      {c?.status === 'closed' ? (
        <div className="desk-chat__rate">
          {c.rating || rated ? (
            <p>{t('desk.thanks')}</p>
          ) : (
            <>
              <p>{t('desk.rate')}</p>
              <fieldset className="desk-chat__stars" aria-label={t('desk.rate')}>
                {[1, 2, 3, 4, 5].map((n) => (
                  <button
                    key={n}
                    type="button"
                    className="desk-star"
                    aria-label={t('desk.stars', { n })}
                    onClick={() => void chat.rate(n).then(() => setRated(true))}
                  >
                    ★
                  </button>
                ))}
              </fieldset>
            </>
          )}
          <button type="button" className="hl-btn hl-btn--block" onClick={chat.reset}>
            {t('desk.again')}
          </button>
        </div>
      ) : (
        <ChatComposer chat={chat} allowImages={!chat.ref?.guestToken} />
      )}
    </>
  );
}
