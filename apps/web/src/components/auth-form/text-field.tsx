import type { InputHTMLAttributes, Ref } from 'react';
import { useId } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Already translated error text; shown with role=alert and linked by aria-describedby. */
  error?: string | null;
  /** Already translated hint, linked by aria-describedby. */
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose hint and error are announced with it. */
export function TextField({ label, error, hint, ref, className, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="af-field">
      <label className="af-label" htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        ref={ref}
        id={id}
        className={['af-input', className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint ? (
        <p className="af-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="af-error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
