import { formatAmount, MINOR_PER_UNIT } from '@houseline/shared/money/amount';
import { useTranslation } from 'react-i18next';

/** A chip's face: whole units, thousands as "1K". */
function chipLabel(value: bigint): string {
  const units = value / MINOR_PER_UNIT;
  if (value % MINOR_PER_UNIT !== 0n) return formatAmount(value, { minor: true });
  if (units >= 1000n && units % 1000n === 0n) return `${units / 1000n}K`;
  return units.toString();
}

export interface RackActions {
  undo(): void;
  clear(): void;
  repeat(): void;
  double(): void;
  confirm(): void;
}

/**
 * The chips (values from the table's limits) and the actions on the chips: undo the last, clear,
 * repeat the last round's bets, double, confirm. Actions that would do nothing are disabled.
 */
export function ChipRack({
  chips,
  selected,
  onSelect,
  actions,
  canEdit,
  hasPending,
  confirming,
}: {
  chips: readonly bigint[];
  selected: bigint | null;
  onSelect(value: bigint): void;
  actions: RackActions;
  /** Bets are open. */
  canEdit: boolean;
  hasPending: boolean;
  confirming: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="lt-rack">
      <fieldset className="lt-rack__chips" aria-label={t('liveTables.play.actions.chips')}>
        {chips.map((value, i) => (
          <button
            key={value.toString()}
            type="button"
            aria-pressed={selected === value}
            className={`lt-chip lt-chip--${i}${selected === value ? ' is-selected' : ''}`}
            data-testid="live-chip"
            data-value={formatAmount(value, { minor: true })}
            onClick={() => onSelect(value)}
          >
            {chipLabel(value)}
          </button>
        ))}
      </fieldset>
      <div className="lt-rack__actions">
        <button type="button" className="lt-act" onClick={actions.undo} disabled={!canEdit || !hasPending}>
          {t('liveTables.play.actions.undo')}
        </button>
        <button type="button" className="lt-act" onClick={actions.clear} disabled={!canEdit || !hasPending}>
          {t('liveTables.play.actions.clear')}
        </button>
        <button type="button" className="lt-act" onClick={actions.repeat} disabled={!canEdit}>
          {t('liveTables.play.actions.repeat')}
        </button>
        <button type="button" className="lt-act" onClick={actions.double} disabled={!canEdit}>
          {t('liveTables.play.actions.double')}
        </button>
        <button
          type="button"
          className="lt-act lt-act--confirm"
          data-testid="live-confirm"
          onClick={actions.confirm}
          disabled={!canEdit || !hasPending || confirming}
        >
          {confirming ? t('liveTables.play.actions.confirming') : t('liveTables.play.actions.confirm')}
        </button>
      </div>
    </div>
  );
}
