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
