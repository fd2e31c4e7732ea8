import { useId } from 'react';

/**
 * One choice among a few, drawn as a row of chips (date range, type, status of the record lists).
 * Radio buttons underneath, so a keyboard and a screen reader treat it as one group.
 */
export function ChipFilter<V extends string | number>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange(value: V): void;
}) {
  const name = useId();
  return (
    <fieldset className="cs-filter">
      <legend>{label}</legend>
      <div className="cs-filter__chips">
        {options.map((option) => (
          <label
            key={String(option.value)}
            className={`cs-chip${option.value === value ? ' is-active' : ''}`}
          >
            <input
              type="radio"
              className="hl-visually-hidden"
              name={name}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
