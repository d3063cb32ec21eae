import type { ReactNode, Ref } from 'react';
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
  rows = 3,
  type,
  inputRef,
}: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  /** Left out where the field's own check says the length is too long, rather than cutting what is typed. */
  maxLength?: number;
  hint?: ReactNode;
  problem?: string | null | undefined;
  multiline?: boolean;
  rows?: number;
  /** A one-line field of another kind: a day, an address. */
  type?: 'date' | 'email' | 'url';
  inputRef?: Ref<HTMLInputElement> | undefined;
}) {
  return (
    <FormField id={id} label={label} hint={hint} error={problem}>
      {(control) =>
        multiline ? (
          <textarea {...control} value={value} maxLength={maxLength} rows={rows} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <input
            {...control}
            ref={inputRef}
            type={type}
            value={value}
            maxLength={maxLength}
            onChange={(event) => onChange(event.target.value)}
          />
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
