import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countdownText } from '../lib/countdown-text.ts';

/**
 * Time left until a period resets, counted against the server's clock (the answer's `serverTime`
 * fixes the offset). Calls `onElapsed` once when it reaches zero, so the page can refetch.
 */
export function ResetCountdown({
  label,
  resetsAt,
  serverTime,
  onElapsed,
}: {
  label: string;
  resetsAt: string;
  serverTime: string;
  onElapsed(): void;
}) {
  const { t } = useTranslation();
  const offset = useRef(Date.parse(serverTime) - Date.now());
  const [now, setNow] = useState(() => Date.now() + offset.current);
  const ends = Date.parse(resetsAt);
  const fired = useRef(false);
  useEffect(() => {
    offset.current = Date.parse(serverTime) - Date.now();
    fired.current = false;
  }, [serverTime]);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() + offset.current), 1_000);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.ceil((ends - now) / 1000));
  useEffect(() => {
    if (seconds === 0 && !fired.current) {
      fired.current = true;
      onElapsed();
    }
  }, [seconds, onElapsed]);
  return (
    <span className="tk-countdown">
      {label} <b>{countdownText(seconds, t('tasks.day'))}</b>
    </span>
  );
}
