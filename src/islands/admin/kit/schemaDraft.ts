import type { SchemaField } from './schemaFields.ts';

/** What a schema form holds while it is typed: each field's text, or a box's state. */
export type SchemaDraft = Record<string, string | boolean>;

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The draft of a value (an input to edit), or of the schema's defaults where the value has none. */
export function draftOf(fields: readonly SchemaField[], value: Record<string, unknown> = {}): SchemaDraft {
  const draft: SchemaDraft = {};
  for (const field of fields) {
    const given = value[field.name];
    if (field.kind === 'check') draft[field.name] = typeof given === 'boolean' ? given : field.fallback;
    else if (field.kind === 'list') draft[field.name] = (Array.isArray(given) ? given.map(String) : field.fallback).join('\n');
    else if (field.kind === 'json') {
      const shown = given ?? field.fallback;
      draft[field.name] = shown === undefined ? '' : JSON.stringify(shown, null, 2);
    } else if (field.kind === 'id') draft[field.name] = String(given ?? '');
    else draft[field.name] = String(given ?? field.fallback ?? '');
  }
  return draft;
}

type Read = { value: unknown } | { problem: string } | null;

/** Whether a text matches a schema's pattern; a pattern this browser cannot read is left to the server's check. */
function matches(pattern: string, text: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(text);
  } catch {
    return true;
  }
}

function numberRead(field: Extract<SchemaField, { kind: 'number' }>, typed: string): Read {
  const wanted = `${field.whole ? 'a whole number' : 'a number'}${field.min !== null && field.max !== null ? ` from ${field.min} to ${field.max}` : ''}`;
  const number = Number(typed);
  if (!Number.isFinite(number) || (field.whole && !Number.isInteger(number))) return { problem: `Enter ${wanted}; “${typed}” is not one.` };
  if ((field.min !== null && number < field.min) || (field.max !== null && number > field.max))
    return { problem: `Enter ${wanted}; ${typed} is out of range.` };
  return { value: number };
}

function textRead(field: Extract<SchemaField, { kind: 'text' }>, typed: string): Read {
  const length = typed.trim().length;
  if (field.maxLength !== null && typed.length > field.maxLength)
    return { problem: `Keep it to ${field.maxLength} characters or fewer; it has ${typed.length}.` };
  if (length < field.minLength) return { problem: `Write at least ${field.minLength} characters.` };
  if (field.format === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(typed)) return { problem: 'Enter a date as YYYY-MM-DD.' };
  if (field.pattern && !matches(field.pattern, typed)) return { problem: `“${typed.slice(0, 60)}” is not in the form expected here.` };
  return { value: typed };
}

/** One field's value from its text: nothing when it was left empty, or what is wrong with it. */
function readField(field: SchemaField, typed: string | boolean, kept: unknown): Read {
  if (field.kind === 'check') return { value: typed === true };
  if (field.kind === 'id') return kept === undefined ? null : { value: kept };
  const text = String(typed);
  if (!text.trim()) return field.required ? { problem: 'Fill this in: it cannot be empty.' } : null;
  if (field.kind === 'number') return numberRead(field, text.trim());
  if (field.kind === 'text') return textRead(field, text);
  if (field.kind === 'choice') return { value: text };
  if (field.kind === 'list') {
    const items = lines(text);
    return field.maxItems !== null && items.length > field.maxItems
      ? { problem: `At most ${field.maxItems} lines; there are ${items.length}.` }
      : { value: items };
  }
  try {
    return { value: JSON.parse(text) };
  } catch (error) {
    return { problem: `This is not valid JSON: ${(error as Error).message}` };
  }
}

/**
 * The value a draft makes, starting from `base` (the input being edited, so what the form does not
 * show is kept), and the problem of each field that is wrong. A field left empty that may be is
 * left out, so the server's default applies.
 */
export function draftValue(
  fields: readonly SchemaField[],
  draft: SchemaDraft,
  base: Record<string, unknown> = {},
): { value: Record<string, unknown>; problems: Record<string, string> } {
  const value: Record<string, unknown> = { ...base };
  const problems: Record<string, string> = {};
  for (const field of fields) {
    const read = readField(field, draft[field.name] ?? '', base[field.name]);
    if (read === null) delete value[field.name];
    else if ('problem' in read) problems[field.name] = read.problem;
    else value[field.name] = read.value;
  }
  return { value, problems };
}
