/**
 * The fields of a form drawn from a JSON Schema (draft 2020-12, as the `ai-tools` function serves a
 * tool's or a workflow's input): one field per property of an object schema, in its order, with the
 * rules the schema states (a range, a length, a list of choices, a default) and its description as
 * the hint. What a field cannot draw (a nested object) is edited as JSON, so no input is refused.
 */

interface FieldBase {
  name: string;
  label: string;
  hint: string;
  required: boolean;
}

export type SchemaField = FieldBase &
  (
    | { kind: 'number'; whole: boolean; min: number | null; max: number | null; fallback: number | null }
    | {
        kind: 'text';
        minLength: number;
        maxLength: number | null;
        multiline: boolean;
        format: string | null;
        pattern: string | null;
        fallback: string | null;
      }
    | { kind: 'choice'; options: readonly string[]; fallback: string | null }
    | { kind: 'check'; fallback: boolean }
    | { kind: 'list'; maxItems: number | null; fallback: readonly string[] }
    // An id the form shows and keeps as it came (the lead a reply goes to): never typed over.
    | { kind: 'id' }
    | { kind: 'json'; fallback: unknown }
  );

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);
const numberOr = (value: unknown) => (typeof value === 'number' ? value : null);
const textOr = (value: unknown) => (typeof value === 'string' ? value : null);

/** A text longer than this, or of no stated length, gets a box of several lines. */
const oneLineLength = 300;

/** `min_strength` → "Min strength": a property's name as a label, where the schema gives no title. */
export const propertyLabel = (name: string) => name.replace(/[_-]+/g, ' ').replace(/^./, (first) => first.toUpperCase());

/** A property that may be null (zod's `.nullable()`: anyOf a type and null) is read as its type. */
function unwrapped(schema: Schema): Schema {
  const members = Array.isArray(schema.anyOf) ? schema.anyOf.filter(isSchema) : [];
  const notNull = members.filter((member) => member.type !== 'null');
  return notNull.length === 1 && notNull[0] ? { ...notNull[0], ...schema, anyOf: undefined } : schema;
}

function rangeHint(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return `From ${min} to ${max}.`;
  if (min !== null) return `At least ${min}.`;
  return max !== null ? `At most ${max}.` : '';
}

function fieldOf(name: string, raw: Schema, required: boolean, keepIds: boolean): SchemaField {
  const schema = unwrapped(raw);
  const base = { name, label: textOr(schema.title) ?? propertyLabel(name), required };
  const described = textOr(schema.description) ?? '';
  const hinted = (...more: string[]) => [described, ...more].filter(Boolean).join(' ');
  if (Array.isArray(schema.enum) && schema.enum.every((option) => typeof option === 'string'))
    return { ...base, hint: hinted(), kind: 'choice', options: schema.enum, fallback: textOr(schema.default) };
  if (schema.type === 'integer' || schema.type === 'number') {
    const [min, max] = [numberOr(schema.minimum), numberOr(schema.maximum)];
    return {
      ...base,
      hint: hinted(rangeHint(min, max)),
      kind: 'number',
      whole: schema.type === 'integer',
      min,
      max,
      fallback: numberOr(schema.default),
    };
  }
  if (schema.type === 'boolean') return { ...base, hint: hinted(), kind: 'check', fallback: schema.default === true };
  if (schema.type === 'string') {
    const format = textOr(schema.format);
    if (format === 'uuid' && keepIds) return { ...base, hint: hinted('Kept as it is.'), kind: 'id' };
    const maxLength = numberOr(schema.maxLength);
    return {
      ...base,
      hint: hinted(format === 'date-time' ? 'A moment like 2026-11-28T09:00:00Z.' : ''),
      kind: 'text',
      minLength: numberOr(schema.minLength) ?? 0,
      maxLength,
      multiline: !format && (maxLength === null || maxLength > oneLineLength),
      format,
      pattern: textOr(schema.pattern),
      fallback: textOr(schema.default),
    };
  }
  const items = isSchema(schema.items) ? schema.items : null;
  if (schema.type === 'array' && items?.type === 'string') {
    const fallback = Array.isArray(schema.default) ? schema.default.filter((item) => typeof item === 'string') : [];
    return { ...base, hint: hinted('One per line.'), kind: 'list', maxItems: numberOr(schema.maxItems), fallback };
  }
  return { ...base, hint: hinted('Written as JSON.'), kind: 'json', fallback: schema.default };
}

/**
 * The fields of an object schema's properties; none for a schema of no properties (a workflow that
 * takes no input). With `keepIds`, ids (`format: uuid`) are shown and kept, not edited: an approval
 * edits what a tool says, never whom it acts on.
 */
export function schemaFields(schema: unknown, { keepIds = false } = {}): SchemaField[] {
  if (!isSchema(schema) || !isSchema(schema.properties)) return [];
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  return Object.entries(schema.properties)
    .filter((entry): entry is [string, Schema] => isSchema(entry[1]))
    .map(([name, property]) => fieldOf(name, property, required.has(name), keepIds));
}
