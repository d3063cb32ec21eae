import type { ReactNode } from 'react';
import { FormField } from '../../shared/FormField.tsx';

/** A number chosen on a slider, in the shared FormField: its label says the value chosen ("Speed: 1.2×"). */
export function RangeField({
  id,
  label,
  range: [min, max, step],
  value,
  onChange,
}: {
  id: string;
  label: ReactNode;
  /** The lowest, the highest, and the step between two values. */
  range: readonly [number, number, number];
  value: number;
  onChange(value: number): void;
}) {
  return (
    <FormField id={id} label={label}>
      {(control) => (
        <input
          {...control}
          type="range"
          min={min}
          max={max}
          step={step}
          value={value}
          onChange={(event) => onChange(Number(event.target.value))}
        />
      )}
    </FormField>
  );
}
