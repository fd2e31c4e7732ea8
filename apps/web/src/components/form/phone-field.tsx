import { useQuery } from '@tanstack/react-query';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { phoneAreaQuery } from '../../hooks/code-queries.ts';
import { PhoneIcon } from '../member-icons.tsx';
import { FormField } from './form-controls.tsx';

/** The area code the form starts with (the product's home market). */
export const DEFAULT_AREA_CODE = '+86';

/** A phone number with its area code picked from GET member/phoneArea. */
export function PhoneField({
  id,
  label,
  placeholder,
  areaField,
  phoneField,
  areaValue,
  error,
  optional,
}: {
  id: string;
  label: string;
  placeholder: string;
  areaField: UseFormRegisterReturn;
  phoneField: UseFormRegisterReturn;
  /** The selected area code, so it stays listed while the list loads. */
  areaValue: string;
  error?: string | undefined;
  optional?: boolean;
}) {
  const { t } = useTranslation();
  const areas = useQuery(phoneAreaQuery).data ?? [];
  const listed = areas.some((a) => a.code === areaValue);
  return (
    <FormField id={id} label={label} error={error} optional={optional} icon={<PhoneIcon />}>
      {/* The native picker (a wheel on phones) opens over a compact label showing only the code. */}
      <span className="mf-area">
        <span aria-hidden="true">{areaValue || t('account.label.areaCode')}</span>
        <select aria-label={t('account.label.areaCode')} {...areaField}>
          <option value="">{t('account.placeholder.areaCode')}</option>
          {listed || !areaValue ? null : <option value={areaValue}>{areaValue}</option>}
          {areas.map((area) => (
            <option key={area.code} value={area.code}>
              {`${area.name} ${area.code}`}
            </option>
          ))}
        </select>
      </span>
      <input
        id={id}
        className="mf-input"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={15}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...phoneField}
      />
    </FormField>
  );
}
