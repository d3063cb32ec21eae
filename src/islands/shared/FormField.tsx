import type { ReactNode } from 'react';

/** What a field's control takes from its FormField: its id, and its hint and error as its description. */
export interface FieldControl {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FormFieldProps {
  id: string;
  label: ReactNode;
  /** Said up front, before anything goes wrong (a rule, a format). */
  hint?: ReactNode;
  /** What is wrong with what was typed, said beside the field and read with it. */
  error?: string | null | undefined;
  children(control: FieldControl): ReactNode;
}

/**
 * A labelled field of any form, public or admin: the label, the hint, the error, then the control,
 * which gets the hint and the error as its accessible description and is marked invalid while the
 * error stands. A form's own alert (FormProblem, an error summary) announces the failure; the
 * field's error is read when the field is reached.
 */
export function FormField({ id, label, hint, error, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ');
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className="form-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="form-error">
          {error}
        </p>
      )}
      {children({ id, ...(error ? { 'aria-invalid': true } : {}), ...(describedBy ? { 'aria-describedby': describedBy } : {}) })}
    </div>
  );
}

/** A form's failure as a whole (a refused save, a lost connection), announced as it appears. */
export function FormProblem({ problem }: { problem: string | null | undefined }) {
  if (!problem) return null;
  return (
    <p className="form-error" role="alert">
      {problem}
    </p>
  );
}
