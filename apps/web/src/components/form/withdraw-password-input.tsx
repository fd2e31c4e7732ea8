import { lazy, Suspense } from 'react';
import { type Control, Controller, type FieldValues, type Path, type RegisterOptions } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formFactor } from '../../lib/form-factor.ts';
import { KeyIcon } from '../member-icons.tsx';
import { FormField } from './form-controls.tsx';

const H5Passcode = lazy(async () => ({ default: (await import('./h5-passcode.tsx')).H5Passcode }));

const LENGTH = 6;

/**
 * A 6-digit withdrawal password field: six boxes with a number keyboard on a phone, a plain
 * masked input on a desktop. Controlled (use react-hook-form's Controller).
 */
export function WithdrawPasswordInput({
  id,
  label,
  value,
  error,
  onChange,
  onBlur,
}: {
  id: string;
  label: string;
  value: string;
  error?: string | undefined;
  onChange(value: string): void;
  onBlur?: () => void;
}) {
  const { t } = useTranslation();
  if (formFactor === 'phone') {
    return (
      <div className="mf-field">
        <span className="mf-label" id={`${id}-label`}>
          {label}
        </span>
        <Suspense fallback={<div className="mf-passcode-placeholder" />}>
          <H5Passcode label={label} value={value} error={Boolean(error)} onChange={onChange} />
        </Suspense>
        {error ? (
          <p className="mf-error" role="alert">
            {t(error)}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <FormField id={id} label={label} error={error} icon={<KeyIcon />}>
      <input
        id={id}
        className="mf-input mf-input--pin"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={LENGTH}
        placeholder={t('account.placeholder.withdrawPassword')}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, LENGTH))}
        onBlur={onBlur}
      />
    </FormField>
  );
}

/**
 * The withdrawal-password input bound to a react-hook-form field: what every form that moves money
 * or changes where it goes (add or remove a withdrawal account, withdraw) asks for last.
 */
export function WithdrawPasswordField<T extends FieldValues>({
  control,
  name,
  id,
  label,
  error,
  rules,
}: {
  control: Control<T>;
  name: Path<T>;
  id: string;
  label: string;
  error?: string | undefined;
  /** Checks of forms validated field by field (the zod-resolved forms do not need them). */
  rules?: Pick<RegisterOptions<T, Path<T>>, 'validate'>;
}) {
  return (
    <Controller
      control={control}
      name={name}
      rules={rules}
      render={({ field }) => (
        <WithdrawPasswordInput
          id={id}
          label={label}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    />
  );
}
