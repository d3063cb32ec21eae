import { FormField } from '../../shared/FormField.tsx';
import { CheckField, TextField } from '../kit/EditorFields.tsx';
import { ImageField } from '../publishing/ImageField.tsx';
import { MarkdownField } from '../publishing/MarkdownField.tsx';
import type { FieldSpec } from './brandFields.ts';
import type { FormText } from './brandValues.ts';
import { SelectField } from '../kit/SelectField.tsx';

/** One field of a brand item's form, drawn from its description. */
export function BrandField({
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
  const described = { id, label: field.label, hint: field.hint, problem };
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
      <CheckField id={id} label={field.label} checked={value === 'true'} hint={field.hint} onChange={(checked) => set(String(checked))} />
    );
  if (field.kind === 'select') return <SelectField {...described} value={value} options={field.options ?? []} onChange={set} />;
  if (field.kind === 'date' || field.kind === 'number')
    return (
      <FormField id={id} label={field.label} hint={field.hint} error={problem}>
        {(control) => (
          <input
            {...control}
            type={field.kind === 'date' ? 'date' : 'text'}
            inputMode={field.kind === 'number' ? 'numeric' : undefined}
            value={value}
            onChange={(event) => set(event.target.value)}
          />
        )}
      </FormField>
    );
  return (
    <TextField {...described} value={value} maxLength={field.maxLength ?? 2000} multiline={field.kind === 'textarea'} onChange={set} />
  );
}
