import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon } from '../../../components/icons.tsx';
import { Money } from '../../../components/money/money.tsx';
import { parseVenueMessage } from '../lib/venue-message.ts';
import { ExitIcon, FullscreenIcon } from './casino-icons.tsx';

export type FrameVariant = 'h5' | 'pc' | 'embedded';

/**
 * The venue's page in a sandboxed frame. `allow-scripts` without `allow-same-origin`: the venue
 * runs with an opaque origin and cannot read this site's storage or session, nor navigate the
 * top window. Its messages (back, balance) are taken only from this frame's window and only in
 * the shape lib/venue-message.ts accepts.
 *
 * H5: full screen with a slim bar (back, name, balance) and a floating exit. Desktop: inside the
 * layout under a header bar, a centred 16:9 frame with a full-screen button. Embedded: the frame
 * alone with the floating exit.
 */
export function GameFrame({
  url,
  name,
  balance: initialBalance,
  currency,
  variant,
  onExit,
}: {
  url: string;
  name: string;
  balance: string;
  currency?: string;
  variant: FrameVariant;
  onExit: () => void;
}) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const [balance, setBalance] = useState(initialBalance);
  const [fullscreen, setFullscreen] = useState(false);
  const exit = useRef(onExit);
  exit.current = onExit;

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const message = parseVenueMessage(event.data);
      if (message?.type === 'back') exit.current();
      else if (message?.type === 'balance') setBalance(message.balance);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === stage.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void stage.current?.requestFullscreen?.().catch(() => {});
  };

  const iframe = (
    <iframe
      ref={frame}
      className="gp-frame__iframe"
      src={url}
      title={t('casino.frame.title', { name })}
      sandbox="allow-scripts"
      allow="autoplay; fullscreen"
      referrerPolicy="no-referrer"
      data-testid="game-frame"
    />
  );
  const money = (
    <span className="gp-frame__balance" data-testid="game-balance">
      <span className="gp-frame__balance-label">{t('casino.frame.balance')}</span>
      <Money value={balance} currency={currency} strong />
    </span>
  );
  // On a phone the exit sits in our bar, never over the game (a floating button covered the venue's
  // own controls in a corner); without our bar (embedded) it is a small tab on the left edge.
  const exitButton = (
    <button
      type="button"
      className={`gp-frame__exit ${variant === 'h5' ? 'gp-frame__exit--bar' : 'gp-frame__exit--edge'}`}
      onClick={onExit}
      aria-label={t('casino.frame.exitLabel')}
      data-testid="game-exit"
    >
      <ExitIcon size={18} />
      <span>{t('casino.frame.exit')}</span>
    </button>
  );

  if (variant === 'pc') {
    return (
      <section className="gp-desk">
        <header className="gp-desk__bar">
          <button type="button" className="gp-desk__back" onClick={onExit}>
            <ChevronLeftIcon size={18} />
            {t('casino.frame.back')}
          </button>
          <h1 className="gp-desk__title">{name}</h1>
          {money}
          <button type="button" className="hl-btn hl-btn--ghost gp-desk__tool" onClick={toggleFullscreen}>
            <FullscreenIcon size={16} />
            {fullscreen ? t('casino.frame.exitFullscreen') : t('casino.frame.fullscreen')}
          </button>
          <button
            type="button"
            className="hl-btn hl-btn--primary gp-desk__tool"
            onClick={onExit}
            data-testid="game-exit"
          >
            <ExitIcon size={16} />
            {t('casino.frame.exit')}
          </button>
        </header>
        <div className="gp-desk__stage" ref={stage}>
          {iframe}
        </div>
      </section>
    );
  }
  return (
    <div className={`gp-full${variant === 'embedded' ? ' gp-full--bare' : ''}`} ref={stage}>
      {variant === 'h5' ? (
        <header className="gp-full__bar">
          <button
            type="button"
            className="gp-full__back"
            onClick={onExit}
            aria-label={t('casino.frame.back')}
          >
            <ChevronLeftIcon size={20} />
          </button>
          <h1 className="gp-full__title">{name}</h1>
          {money}
          {exitButton}
        </header>
      ) : null}
      <div className="gp-full__stage">{iframe}</div>
      {variant === 'h5' ? null : exitButton}
    </div>
  );
}
