import type { InputHTMLAttributes, Ref } from 'react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordChecklist } from './password-checklist';

// Only a new password needs the hint: the sign-in page does not download it.
const PasswordStrengthHint = lazy(() =>
  import('./password-strength-hint').then((m) => ({ default: m.PasswordStrengthHint })),
);

export interface PasswordFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'value' | 'onChange'
> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Already translated error text (role=alert, linked by aria-describedby). */
  error?: string | null;
  /**
   * A new password: show the SPEC.md section 5 rules checklist and the live strength hint under the field.
   */
  checklist?: boolean;
  /** What the patient typed elsewhere (e-mail, name): a password made of it is easy to guess. */
  userInputs?: readonly string[];
  ref?: Ref<HTMLInputElement>;
}

const NO_INPUTS: readonly string[] = [];

/**
 * The one password input of the app (sign-in, sign-up, new password, settings): a show/hide toggle and,
 * for a new password, the rules checklist and the live strength hint.
 */
export function PasswordField({
  label,
  value,
  onValueChange,
  error,
  checklist,
  userInputs = NO_INPUTS,
  ref,
  ...input
}: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const id = useId();
  const errorId = `${id}-error`;
  const checklistId = `${id}-rules`;
  const strengthId = `${id}-strength`;
  const describedBy =
    [error ? errorId : null, checklist ? `${checklistId} ${strengthId}` : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className="af-field">
      <label className="af-label" htmlFor={id}>
        {label}
      </label>
      <div className="af-password">
        <input
          {...input}
          ref={ref}
          id={id}
          className="af-input"
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(e) => {
            onValueChange(e.target.value);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <button
          type="button"
          className="af-toggle"
          aria-controls={id}
          aria-pressed={visible}
          onClick={() => {
            setVisible((v) => !v);
          }}
        >
          {visible ? t('newPassword.hide') : t('newPassword.show')}
        </button>
      </div>
      {error ? (
        <p className="af-error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
      {checklist ? <PasswordChecklist password={value} id={checklistId} /> : null}
      {checklist ? (
        <Suspense fallback={<div className="af-strength" id={strengthId} aria-live="polite" />}>
          <PasswordStrengthHint password={value} userInputs={userInputs} id={strengthId} />
        </Suspense>
      ) : null}
    </div>
  );
}
