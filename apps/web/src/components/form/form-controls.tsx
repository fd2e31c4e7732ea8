import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon, LockIcon } from '../member-icons.tsx';
import './member-form.css';

/**
 * A labelled form field: label, the control box (icon, input, add-on button) and the error or
 * hint below. `error` is a message key (field.* of the shared rules, or account.*).
 */
export function FormField({
  id,
  label,
  optional,
  error,
  hint,
  icon,
  addon,
  readOnly,
  children,
}: {
  id: string;
  label: string;
  optional?: boolean;
  error?: string | undefined;
  hint?: ReactNode;
  icon?: ReactNode;
  addon?: ReactNode;
  readOnly?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const classes = ['mf-control', error ? 'is-invalid' : '', readOnly ? 'is-readonly' : ''].filter(Boolean);
  return (
    <div className="mf-field">
      <label className="mf-label" htmlFor={id}>
        {label}
        {optional ? <small>{t('account.common.optional')}</small> : null}
      </label>
      <div className={classes.join(' ')}>
        {icon ? <span className="mf-icon">{icon}</span> : null}
        {children}
        {addon}
      </div>
      {error ? (
        <p className="mf-error" id={`${id}-error`} role="alert">
          {t(error)}
        </p>
      ) : hint ? (
        <p className="mf-hint">{hint}</p>
      ) : null}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'onChange' | 'onBlur' | 'ref'>;

/** A text input bound to react-hook-form inside a FormField. */
export function TextField({
  id,
  label,
  field,
  error,
  hint,
  icon,
  addon,
  optional,
  ...input
}: {
  id: string;
  label: string;
  field: UseFormRegisterReturn;
  error?: string | undefined;
  hint?: ReactNode;
  icon?: ReactNode;
  addon?: ReactNode;
  optional?: boolean;
} & InputProps) {
  return (
    <FormField
      id={id}
      label={label}
      error={error}
      hint={hint}
      icon={icon}
      addon={addon}
      optional={optional}
      readOnly={input.readOnly}
    >
      <input
        id={id}
        className="mf-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
        {...field}
      />
    </FormField>
  );
}

/** A password input with a show/hide switch. */
export function PasswordField({
  autoComplete = 'current-password',
  ...props
}: Omit<Parameters<typeof TextField>[0], 'type' | 'addon'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      icon={props.icon ?? <LockIcon />}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoCapitalize="off"
      spellCheck={false}
      addon={
        <button
          type="button"
          className="mf-eye"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? t('account.common.hidePassword') : t('account.common.showPassword')}
          aria-pressed={visible}
        >
          {visible ? <EyeIcon /> : <EyeOffIcon />}
        </button>
      }
    />
  );
}

/** The form's main button: disabled and saying so while the form is being submitted. */
export function SubmitButton({ submitting, children }: { submitting: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <button
      type="submit"
      className="hl-btn hl-btn--primary hl-btn--block mf-submit"
      disabled={submitting}
      aria-busy={submitting}
    >
      {submitting ? t('account.common.submitting') : children}
    </button>
  );
}

/** A two-or-more way switch (phone / e-mail, TRC20 / ERC20): radio buttons drawn as segments. */
export function Segmented<V extends string>({
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
    <fieldset className="mf-segmented">
      <legend className="hl-visually-hidden">{label}</legend>
      {options.map((option) => (
        <label key={option.value} className={option.value === value ? 'is-active' : undefined}>
          <input
            type="radio"
            className="hl-visually-hidden"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

/** A new login password and its confirmation, as register, recovery and password change ask. */
export function NewPasswordFields({
  idPrefix,
  label,
  password,
  confirm,
  passwordError,
  confirmError,
}: {
  idPrefix: string;
  label: string;
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  passwordError?: string | undefined;
  confirmError?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        id={`${idPrefix}-password`}
        label={label}
        placeholder={t('account.placeholder.newPassword')}
        hint={t('account.register.passwordHint')}
        field={password}
        error={passwordError}
        autoComplete="new-password"
        maxLength={20}
      />
      <PasswordField
        id={`${idPrefix}-confirm`}
        label={t('account.label.confirmPassword')}
        placeholder={t('account.placeholder.confirmPassword')}
        field={confirm}
        error={confirmError}
        autoComplete="new-password"
        maxLength={20}
      />
    </>
  );
}
