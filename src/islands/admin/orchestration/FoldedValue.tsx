import { isEmptyValue, previewOf, readableFields } from './readableValue.ts';

/** A value's fields as a list of labels and texts, each text as it was written (line breaks kept). */
export function ReadableValue({ value }: { value: unknown }) {
  return (
    <dl className="run-value">
      {readableFields(value).map((field) => (
        <div key={field.key}>
          {field.label && <dt>{field.label}</dt>}
          <dd>{field.text}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * What a step was called with or what came back, folded: its title and a one-line preview, opened
 * to read every field. An empty answer says so; no value at all (a step still running) draws nothing.
 */
export function FoldedValue({ title, value }: { title: string; value: unknown }) {
  if (value === null || value === undefined) return null;
  if (isEmptyValue(value))
    return (
      <p>
        {title}: <span className="admin-muted">nothing</span>
      </p>
    );
  return (
    <details className="run-fold">
      <summary>
        {title}: <span className="admin-muted">{previewOf(value)}</span>
      </summary>
      <ReadableValue value={value} />
    </details>
  );
}
