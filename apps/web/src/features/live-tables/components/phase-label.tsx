import type { LiveRound } from '@houseline/shared/api/contract/live-tables';
import { useTranslation } from 'react-i18next';

/** The round's phase in a few words, with the seconds left while bets are open. */
export function PhaseLabel({ round, msLeft }: { round: LiveRound | null; msLeft: number }) {
  const { t } = useTranslation();
  const phase = round?.phase ?? 'waiting';
  const closed = phase === 'betting' && msLeft <= 0;
  return (
    <span
      className={`lt-phase lt-phase--${closed ? 'closed' : phase}`}
      data-testid="live-phase"
      data-phase={phase}
    >
      <span className="lt-phase__dot" aria-hidden="true" />
      {t(`liveTables.play.phase.${closed ? 'closed' : phase}`)}
      {phase === 'betting' && !closed ? <b className="lt-phase__secs">{Math.ceil(msLeft / 1000)}s</b> : null}
    </span>
  );
}
