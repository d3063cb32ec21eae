import { TextField } from '../kit/TextField.tsx';
import { ImageField } from '../publishing/ImageField.tsx';
import { MarkdownField } from '../publishing/MarkdownField.tsx';
import type { FieldSpec } from './brandFields.ts';
import type { FormText } from './brandValues.ts';

/** One field of a brand item's form, drawn from its description. */
export function FormField({
  idPrefix,
  field,
  form,
  problem,
  onChange,
}: {
  idPrefix: string;
  field: FieldSpec;
  form: FormText;
  problem: string | undefined;
  onChange(changes: FormText): void;
}) {
  const id = `${idPrefix}-${field.name.replace(/_/g, '-')}`;
  const value = form[field.name] ?? '';
  const set = (next: string) => onChange({ [field.name]: next });
  if (field.kind === 'markdown')
    return (
      <MarkdownField
        id={id}
        label={field.label}
        value={value}
        maxLength={field.maxLength ?? 50000}
        imageFolder="brand"
        rows={12}
        onChange={set}
      />
    );
  if (field.kind === 'image') {
    const altName = field.altName ?? `${field.name}_alt`;
    return (
      <ImageField
        id={id}
        label={field.label}
        url={value}
        alt={form[altName] ?? ''}
        folder="brand"
        onChange={(url, alt) => onChange({ [field.name]: url, [altName]: alt })}
      />
    );
  }
  if (field.kind === 'checkbox')
    return (
      <div className="form-field">
        <label className="editor-check">
          <input type="checkbox" checked={value === 'true'} onChange={(event) => set(String(event.target.checked))} /> {field.label}
        </label>
        {field.hint && <p className="admin-muted">{field.hint}</p>}
      </div>
    );
  if (field.kind === 'select' || field.kind === 'date' || field.kind === 'number')
    return (
      <div className="form-field">
        <label htmlFor={id}>{field.label}</label>
        {field.kind === 'select' ? (
          <select id={id} value={value} onChange={(event) => set(event.target.value)}>
            {field.options?.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={id}
            type={field.kind === 'date' ? 'date' : 'text'}
            inputMode={field.kind === 'number' ? 'numeric' : undefined}
            value={value}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : field.hint ? `${id}-hint` : undefined}
            onChange={(event) => set(event.target.value)}
          />
        )}
        {field.hint && !problem && (
          <p id={`${id}-hint`} className="admin-muted">
            {field.hint}
          </p>
        )}
        {problem && (
          <p id={`${id}-problem`} className="form-error">
            {problem}
          </p>
        )}
      </div>
    );
  return (
    <TextField
      id={id}
      label={field.label}
      value={value}
      maxLength={field.maxLength ?? 2000}
      multiline={field.kind === 'textarea'}
      hint={field.hint}
      problem={problem}
      onChange={set}
    />
  );
}
