import type { ReactNode } from 'react';
import { FormField } from '../../shared/FormField.tsx';

/** One control of a filter bar, bound to a field of the filter: a choice among options, a search, or a day. */
export type FilterControl<F> = {
  [K in keyof F & string]:
    | { key: K; label: string; kind: 'choice'; options: readonly { value: F[K]; label: string }[] }
    | { key: K; label: string; kind: 'search' | 'day' };
}[keyof F & string];

interface FilterBarProps<F> {
  /** Makes the controls' ids: `<idPrefix>-<key>`. */
  idPrefix: string;
  controls: readonly FilterControl<F>[];
  filter: F;
  onChange(change: Partial<F>): void;
  /** Buttons beside the filters: export, clear, add. */
  children?: ReactNode;
}

/**
 * The filters above a list, described by their controls. The tool keeps the filter in its address
 * (useUrlState), so a reload, a shared link and Back keep what was chosen.
 */
export function FilterBar<F>({ idPrefix, controls, filter, onChange, children }: FilterBarProps<F>) {
  return (
    <div className="admin-filters">
      {controls.map((control) => (
        <FormField key={control.key} id={`${idPrefix}-${control.key}`} label={control.label}>
          {(field) =>
            control.kind === 'choice' ? (
              <select
                {...field}
                value={String(filter[control.key])}
                onChange={(event) => {
                  const chosen = control.options.find((option) => String(option.value) === event.target.value);
                  if (chosen) onChange({ [control.key]: chosen.value } as Partial<F>);
                }}
              >
                {control.options.map((option) => (
                  <option key={String(option.value)} value={String(option.value)}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...field}
                type={control.kind === 'day' ? 'date' : 'search'}
                value={String(filter[control.key])}
                onChange={(event) => onChange({ [control.key]: event.target.value } as Partial<F>)}
              />
            )
          }
        </FormField>
      ))}
      {children && <div className="admin-actions">{children}</div>}
    </div>
  );
}
