import { DATE_RANGE_PRESETS, type DateRangePreset } from '@houseline/shared/dates/date-range-preset';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

const PRESET_IDS: readonly number[] = DATE_RANGE_PRESETS.map((p) => p.id);

/** A preset id from the address, or -1 (none) for anything else (SPEC.md §9). */
export function parsePreset(raw: string | null): DateRangePreset {
  const id = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
  return (PRESET_IDS.includes(id) ? id : -1) as DateRangePreset;
}

/** One of `allowed`, or undefined (all) for anything else. */
export function parseChoice<V extends string>(raw: string | null, allowed: readonly V[]): V | undefined {
  return allowed.find((v) => v === raw);
}

/**
 * The filters of a record list, kept in the address (`preset`, a second filter such as `type` or
 * `status`, and `page` on a desktop) so a reload, a shared link or the back button keep them.
 * Changing a filter returns to the first page.
 */
export function useRecordFilters<V extends string>(filterName: string, allowed: readonly V[]) {
  const [params, setParams] = useSearchParams();
  const preset = parsePreset(params.get('preset'));
  const filter = parseChoice(params.get(filterName), allowed);
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const update = useCallback(
    (changes: Record<string, string | number | undefined>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            // Defaults stay out of the address: no preset (-1), no filter, the first page.
            const isDefault =
              value === undefined || (key === 'preset' && value === -1) || (key === 'page' && value === 1);
            if (isDefault) next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return {
    preset,
    filter,
    page,
    setPreset: (value: DateRangePreset) => update({ preset: value }),
    setFilter: (value: V | undefined) => update({ [filterName]: value }),
    setPage: (value: number) => update({ page: value }),
  };
}
