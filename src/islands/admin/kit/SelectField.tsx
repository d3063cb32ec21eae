import type { ReactNode } from 'react';
import { FormField } from '../../shared/FormField.tsx';

/**
 * A choice of an editor in the shared FormField: its options as value and label, in their order,
 * its hint and problem said beside it.
 */
export function SelectField<V extends string>({
  id,
  label,
  value,
  options,
  onChange,
  hint,
  problem,
  disabled,
}: {
  id: string;
  label: ReactNode;
  value: string;
  /** An option `disabled` is shown and cannot be chosen (a model column where no model is configured). */
  options: readonly { value: V; label: string; disabled?: boolean }[];
  onChange(value: V): void;
  hint?: ReactNode;
  problem?: string | null | undefined;
  disabled?: boolean;
}) {
  return (
    <FormField id={id} label={label} hint={hint} error={problem}>
      {(control) => (
        <select {...control} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value as V)}>
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
