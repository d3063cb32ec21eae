import type { ReactNode } from 'react';
import { FormField } from '../../shared/FormField.tsx';

/**
 * A file to pick, in the shared FormField: the chosen file goes to `onFile` and the input is
 * cleared, so picking the same file again (after a failed upload) is a change too.
 */
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
      {(control) => (
        <input
          {...control}
          type="file"
          accept={accept}
          disabled={disabled}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
      )}
    </FormField>
  );
}
