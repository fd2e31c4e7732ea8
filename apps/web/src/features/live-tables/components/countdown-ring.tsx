/** The betting countdown: a ring that empties as the seconds run out, the seconds in the middle. */
export function CountdownRing({
  msLeft,
  totalSeconds,
  label,
}: {
  msLeft: number;
  totalSeconds: number;
  label: string;
}) {
  const seconds = Math.ceil(msLeft / 1000);
  const fraction = totalSeconds > 0 ? Math.min(1, msLeft / (totalSeconds * 1000)) : 0;
  const r = 26;
  const circumference = 2 * Math.PI * r;
  return (
    <div
      className={`lt-ring${seconds <= 5 ? ' is-urgent' : ''}`}
      role="timer"
      aria-label={`${label} ${seconds}`}
      data-testid="live-countdown"
      data-seconds={seconds}
    >
      <svg viewBox="0 0 64 64" aria-hidden="true">
        <circle className="lt-ring__track" cx="32" cy="32" r={r} />
        <circle
          className="lt-ring__bar"
          cx="32"
          cy="32"
          r={r}
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - fraction)}
        />
      </svg>
      <span className="lt-ring__seconds">{seconds}</span>
      <span className="lt-ring__label">{label}</span>
    </div>
  );
}
