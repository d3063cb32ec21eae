import type { ReactNode } from 'react';
import { FormField } from '../../shared/FormField.tsx';

/** A text of an editor, one line or several, in the shared FormField: its label, hint and problem said beside it. */
export function TextField({
  id,
  label,
  value,
  onChange,
  maxLength,
  hint,
  problem,
  multiline,
}: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  maxLength: number;
  hint?: ReactNode;
  problem?: string | null | undefined;
  multiline?: boolean;
}) {
  return (
    <FormField id={id} label={label} hint={hint} error={problem}>
      {(control) =>
        multiline ? (
          <textarea {...control} value={value} maxLength={maxLength} rows={3} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <input {...control} value={value} maxLength={maxLength} onChange={(event) => onChange(event.target.value)} />
        )
      }
    </FormField>
  );
}

/** A yes or no of an editor: the box inside its label, described by the hint under it. */
export function CheckField({
  id,
  label,
  checked,
  hint,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  hint?: ReactNode;
  /** While a change is on its way (a switch being stored). */
  disabled?: boolean;
  onChange(checked: boolean): void;
}) {
  return (
    <div className="form-field">
      <label className="editor-check">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />{' '}
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="form-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
