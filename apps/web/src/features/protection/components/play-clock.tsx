import '../../../lib/i18n/protection-messages.ts';
import type { ProtectionPlayBeat } from '@houseline/shared/api/contract/protection';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from '../../../hooks/use-toast.ts';
import { api } from '../../../lib/api/api.ts';
import { useMemberStore } from '../../../stores/member-store.ts';
import { clock, money } from '../lib/format.ts';
import './protection.css';

/** The pages where a member plays: the sportsbook, the live tables, a game. */
const PLAY_PATHS = [/^\/(app\/)?sports/, /^\/match\//, /^\/house\/baccarat/, /^\/games\/\d+/];
const BEAT_MS = 60_000;

/**
 * The reality check (issue 25): on a play page, the session's elapsed time is always on screen,
 * a heartbeat counts play time on the server (the daily play-time limit), and at every multiple
 * of the member's interval a reminder shows time played and net position until acknowledged. A
 * session limit the member chose ends the session when a heartbeat finds it reached.
 */
export function PlayClock() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const isLogin = useMemberStore((s) => s.isLogin);
  const playing = isLogin && PLAY_PATHS.some((p) => p.test(pathname));
  const [beat, setBeat] = useState<{ at: number; data: ProtectionPlayBeat } | null>(null);
  const [now, setNow] = useState(Date.now());
  const [due, setDue] = useState<number | null>(null);
  const acknowledged = useRef(0);

  useEffect(() => {
    if (!playing) return;
    let stop = false;
    const send = async () => {
      try {
        const data = await api.call('protectionPlayBeat', {});
        if (stop) return;
        // The member's session limit was reached: the server has ended the session.
        if (data.sessionEnded) {
          toast(t('protection.sessionEnded', { n: data.sessionLimitMinutes ?? 0 }));
          useMemberStore.getState().clear();
          void navigate('/');
          return;
        }
        setBeat({ at: Date.now(), data });
      } catch {
        // A missed beat counts nothing; the next one catches up.
      }
    };
    void send();
    const beats = window.setInterval(() => void send(), BEAT_MS);
    const ticks = window.setInterval(() => setNow(Date.now()), 1000);
    return () => {
      stop = true;
      window.clearInterval(beats);
      window.clearInterval(ticks);
    };
  }, [playing, navigate, t]);

  const elapsed = beat ? beat.data.sessionSeconds + Math.floor((now - beat.at) / 1000) : 0;
  const interval = (beat?.data.realityCheckMinutes ?? 60) * 60;
  const reached = Math.floor(elapsed / interval);
  useEffect(() => {
    if (beat && reached > acknowledged.current && due === null) setDue(reached);
  }, [beat, reached, due]);

  if (!playing || !beat) return null;
  return (
    <>
      <div className="pr-clock" data-testid="session-clock" aria-live="off">
        {t('protection.sessionTime', { time: clock(elapsed) })}
      </div>
      {due !== null ? (
        <div className="pr-modal" role="alertdialog" aria-modal="true" aria-labelledby="pr-reminder">
          <div className="pr-modal__box">
            <h2 id="pr-reminder">{t('protection.reminderTitle')}</h2>
            <p>{t('protection.reminderBody', { time: clock(elapsed), net: money(beat.data.sessionNet) })}</p>
            <button
              type="button"
              className="hl-btn hl-btn--primary hl-btn--block"
              onClick={() => {
                acknowledged.current = due;
                setDue(null);
              }}
            >
              {t('protection.reminderAck')}
            </button>
            <Link to="/protection" onClick={() => setDue(null)}>
              {t('protection.reminderLimits')}
            </Link>
          </div>
        </div>
      ) : null}
    </>
  );
}
