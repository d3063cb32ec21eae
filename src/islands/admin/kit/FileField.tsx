import type { ChangeEvent, ReactNode } from 'react';
import { FormField } from '../../shared/FormField.tsx';

/** A file input's change: the chosen file to `onFile`, and the input cleared, so picking the same file again is a change too. */
export const fileTaker = (onFile: (file: File) => void) => (event: ChangeEvent<HTMLInputElement>) => {
  const file = event.target.files?.[0];
  event.target.value = '';
  if (file) onFile(file);
};

/** A file to pick, in the shared FormField: the chosen file goes to `onFile` (fileTaker). */
export function FileField({
  id,
  label,
  accept,
  hint,
  disabled,
  onFile,
}: {
  id: string;
  label: string;
  accept: string;
  hint?: ReactNode;
  disabled?: boolean;
  onFile(file: File): void;
}) {
  return (
    <FormField id={id} label={label} hint={hint}>
      {(control) => <input {...control} type="file" accept={accept} disabled={disabled} onChange={fileTaker(onFile)} />}
    </FormField>
  );
}
