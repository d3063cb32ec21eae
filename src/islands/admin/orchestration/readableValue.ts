import { propertyLabel } from '../kit/schemaFields.ts';

/** One field of a value as the owner reads it: its name as a label, and its value as text (JSON when it is not a text). */
interface ReadableField {
  key: string;
  label: string;
  text: string;
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value, null, 2));

/**
 * A tool's input or output to read: an object's fields one by one (a reply's subject, then its body
 * as written), anything else as a single text.
 */
export function readableFields(value: unknown): ReadableField[] {
  if (typeof value === 'object' && value !== null && !Array.isArray(value))
    return Object.entries(value).map(([key, field]) => ({ key, label: propertyLabel(key), text: asText(field) }));
  return [{ key: '', label: '', text: asText(value) }];
}

/** A line that says what a value holds before it is opened, cut to `max` characters. */
export function previewOf(value: unknown, max = 90): string {
  const line = (typeof value === 'string' ? value : JSON.stringify(value)).replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** Whether a value holds nothing to open: an empty object, list or text. */
export const isEmptyValue = (value: unknown) =>
  value === '' || (typeof value === 'object' && value !== null && Object.keys(value).length === 0);
