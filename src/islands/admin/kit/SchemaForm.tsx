import { type ReactNode, useMemo } from 'react';
import { FormField } from '../../shared/FormField.tsx';
import { CheckField, TextField } from './EditorFields.tsx';
import { FormSubmit } from './FormSubmit.tsx';
import { SelectField } from './SelectField.tsx';
import { draftOf, type SchemaDraft, draftValue } from './schemaDraft.ts';
import { type SchemaField, schemaFields } from './schemaFields.ts';
import { useDraftForm } from './useDraftForm.ts';

interface SchemaFormProps {
  /** Makes the fields' ids: `<idPrefix>-<property>`. */
  idPrefix: string;
  /** The input's JSON Schema, as `ai-tools` serves it. */
  schema: unknown;
  /** The value to edit; the schema's defaults without it. */
  initial?: Record<string, unknown>;
  /** Shows ids (`format: uuid`) without letting them be typed over. */
  keepIds?: boolean;
  submitLabel: ReactNode;
  busyLabel: string;
  /** Given the value checked against the schema; a rejection is said under the form, and what was typed stays. */
  onSubmit(value: Record<string, unknown>): Promise<void>;
  onCancel?(): void;
  /** What the form is, for a screen reader's list of forms. */
  label: string;
}

/**
 * A form drawn from a JSON Schema: numbers with their range, texts with their length, choices,
 * yes-or-no boxes, lists one per line, each with its default, and each problem said beside its
 * field before anything is sent. The server checks the same schema again.
 */
export function SchemaForm({ idPrefix, schema, initial, keepIds, submitLabel, busyLabel, onSubmit, onCancel, label }: SchemaFormProps) {
  const fields = useMemo(() => schemaFields(schema, { keepIds }), [schema, keepIds]);
  const form = useDraftForm<SchemaDraft, string>({
    initial: () => draftOf(fields, initial),
    idPrefix,
    problemsOf: (draft) => draftValue(fields, draft, initial).problems,
    save: (draft) => onSubmit(draftValue(fields, draft, initial).value),
  });
  const drawn = (field: SchemaField) => (
    <SchemaInput
      key={field.name}
      id={`${idPrefix}-${field.name}`}
      field={field}
      value={form.draft[field.name] ?? ''}
      problem={form.problems[field.name]}
      onChange={(value) => form.change({ [field.name]: value })}
    />
  );
  const wide = (field: SchemaField) => (field.kind === 'text' && field.multiline) || field.kind === 'list' || field.kind === 'json';
  return (
    <form className="admin-stack" onSubmit={form.submit} noValidate aria-label={label}>
      {fields.some((field) => !wide(field)) && <div className="admin-form-grid">{fields.filter((field) => !wide(field)).map(drawn)}</div>}
      {fields.filter(wide).map(drawn)}
      <FormSubmit label={submitLabel} busyLabel={busyLabel} saving={form.saving} failure={form.failure} onCancel={onCancel} />
    </form>
  );
}

/** One field of a schema form, drawn by the kit's field for its kind. */
function SchemaInput({
  id,
  field,
  value,
  problem,
  onChange,
}: {
  id: string;
  field: SchemaField;
  value: string | boolean;
  problem: string | undefined;
  onChange(value: string | boolean): void;
}) {
  const { label, hint } = field;
  const text = String(value);
  if (field.kind === 'check')
    return <CheckField id={id} label={label} hint={hint || undefined} checked={value === true} onChange={onChange} />;
  if (field.kind === 'choice') {
    const options = [
      ...(field.required ? [] : [{ value: '', label: '(none)' }]),
      ...field.options.map((option) => ({ value: option, label: option })),
    ];
    return (
      <SelectField id={id} label={label} hint={hint || undefined} problem={problem} value={text} options={options} onChange={onChange} />
    );
  }
  if (field.kind === 'number' || field.kind === 'id')
    return (
      <FormField id={id} label={label} hint={hint || undefined} error={problem}>
        {(control) =>
          field.kind === 'id' ? (
            <input {...control} value={text} readOnly />
          ) : (
            <input
              {...control}
              inputMode={field.whole ? 'numeric' : 'decimal'}
              value={text}
              onChange={(event) => onChange(event.target.value)}
            />
          )
        }
      </FormField>
    );
  const multiline = field.kind !== 'text' || field.multiline;
  const type = field.kind === 'text' && (field.format === 'date' || field.format === 'email') ? field.format : undefined;
  return (
    <TextField
      id={id}
      label={label}
      hint={hint || undefined}
      problem={problem}
      value={text}
      multiline={multiline}
      rows={field.kind === 'json' ? 6 : 4}
      type={type}
      onChange={onChange}
    />
  );
}
