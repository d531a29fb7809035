import type { ReactNode } from 'react';

interface Props {
  id: string;
  label: string;
  /** Already translated; announced with the field. */
  error?: string | undefined;
  hint?: string;
  children: (described: { 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}

/** A labelled form field whose hint and error are linked to its control. */
export function OrderField({ id, label, error, hint, children }: Props) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {children({
        ...(error ? { 'aria-invalid': true } : {}),
        ...(ids ? { 'aria-describedby': ids } : {}),
      })}
      {hint ? (
        <span className="hint" id={`${id}-hint`}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span className="order-test__error" id={`${id}-error`}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
