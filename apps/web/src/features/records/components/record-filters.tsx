import { DATE_RANGE_PRESETS, type DateRangePreset } from '@houseline/shared/dates/date-range-preset';
import { useTranslation } from 'react-i18next';
import { ChipFilter } from './chip-filter.tsx';

/**
 * The two filters of a record list: the date-range presets (SPEC.md §9) and one more choice among
 * a few values ("all" first), such as the record type or the withdrawal status.
 */
export function RecordFilters<V extends string>({
  preset,
  onPreset,
  label,
  value,
  values,
  labelOf,
  onChange,
}: {
  preset: DateRangePreset;
  onPreset(preset: DateRangePreset): void;
  label: string;
  value: V | undefined;
  values: readonly V[];
  labelOf(value: V): string;
  onChange(value: V | undefined): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="cs-filters">
      <ChipFilter
        label={t('wallet.records.dateFilter')}
        value={preset}
        options={DATE_RANGE_PRESETS.map((p) => ({ value: p.id, label: t(p.i18nKey) }))}
        onChange={onPreset}
      />
      <ChipFilter<V | 'all'>
        label={label}
        value={value ?? 'all'}
        options={[
          { value: 'all', label: t('wallet.common.all') },
          ...values.map((v) => ({ value: v, label: labelOf(v) })),
        ]}
        onChange={(v) => onChange(v === 'all' ? undefined : v)}
      />
    </div>
  );
}
