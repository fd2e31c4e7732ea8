import { cardValue } from '@houseline/shared/baccarat/cards';

const SUIT = { S: '♠', H: '♥', D: '♦', C: '♣' } as const;
const RANK: Record<string, string> = { T: '10' };

/**
 * One card as it lands on the table: it turns over when it mounts (a card revealed by the latest
 * snapshot), a third card lies sideways as dealt. `card` is two characters ("TD": ten of diamonds).
 */
export function PlayingCard({ card, third = false }: { card: string; third?: boolean }) {
  const suit = card[1] as keyof typeof SUIT;
  const rank = RANK[card[0]!] ?? card[0]!;
  const red = suit === 'H' || suit === 'D';
  return (
    <span
      className={`lt-card${red ? ' is-red' : ''}${third ? ' is-third' : ''}`}
      data-testid="live-card"
      data-card={card}
      data-value={cardValue(card)}
      role="img"
      aria-label={`${rank}${SUIT[suit]}`}
    >
      <span className="lt-card__inner">
        <span className="lt-card__face">
          <span className="lt-card__rank">{rank}</span>
          <span className="lt-card__suit">{SUIT[suit]}</span>
          <span className="lt-card__pip" aria-hidden="true">
            {SUIT[suit]}
          </span>
        </span>
        <span className="lt-card__back" aria-hidden="true" />
      </span>
    </span>
  );
}
