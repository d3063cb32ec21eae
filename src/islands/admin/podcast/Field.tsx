import type { ReactNode } from 'react';

/** A labelled field whose problem, when there is one, is its accessible description. */
export function Field({
  id,
  label,
  problem,
  hint,
  children,
}: {
  id: string;
  label: string;
  problem?: string | undefined;
  hint?: string;
  children: (described: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const describedBy = [hint && `${id}-hint`, problem && `${id}-problem`].filter(Boolean).join(' ');
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {children({ id, ...(problem ? { 'aria-invalid': true } : {}), ...(describedBy ? { 'aria-describedby': describedBy } : {}) })}
      {hint && (
        <p id={`${id}-hint`} className="form-hint">
          {hint}
        </p>
      )}
      {problem && (
        <p id={`${id}-problem`} className="form-error">
          {problem}
        </p>
      )}
    </div>
  );
}
