import { slugProblem } from '../publishing/slugs.ts';
import type { BrandTable, FieldSpec } from './brandFields.ts';

export type BrandRow = Record<string, unknown> & { id: string; updated_at: string; is_sample: boolean };
export type FormText = Record<string, string>;

/** The columns a table's editor reads: its fields, their image descriptions, and the stamps. */
export function columnsOf(spec: BrandTable): string {
  const names = spec.fields.flatMap((field) => (field.altName ? [field.name, field.altName] : [field.name]));
  return ['id', ...names, 'updated_at', 'is_sample'].join(', ');
}

/** A row as the form's text: every value a string ('' for none, 'true'/'false' for a box). */
export function formOf(spec: BrandTable, row: BrandRow | null): FormText {
  const form: FormText = {};
  for (const field of spec.fields) {
    const value = row?.[field.name];
    if (field.kind === 'checkbox') form[field.name] = value === true ? 'true' : 'false';
    else if (field.kind === 'select') form[field.name] = typeof value === 'string' ? value : (field.options?.[0]?.value ?? '');
    else if (field.kind === 'number') form[field.name] = typeof value === 'number' ? String(value) : field.name === 'sort_order' ? '0' : '';
    else form[field.name] = typeof value === 'string' ? value : '';
    if (field.altName) form[field.altName] = typeof row?.[field.altName] === 'string' ? (row[field.altName] as string) : '';
  }
  return form;
}

function problemOf(field: FieldSpec, text: string): string | null {
  const value = field.kind === 'textarea' || field.kind === 'markdown' ? text : text.trim();
  if (field.required && !value) return `Enter the ${field.label.toLowerCase()}.`;
  if (field.kind === 'slug') return slugProblem(value);
  if (field.kind === 'url' && value && !/^https?:\/\/\S+$/.test(value)) return 'Enter an address starting with https://';
  if (field.kind === 'number' && value) {
    if (!/^-?\d+$/.test(value)) return 'Enter a whole number.';
    const number = Number(value);
    if ((field.min !== undefined && number < field.min) || (field.max !== undefined && number > field.max))
      return `Enter a number from ${field.min} to ${field.max}.`;
  }
  return null;
}

/** What is wrong, field by field, in words shown beside each; empty when the form can be saved. */
export function formProblems(spec: BrandTable, form: FormText): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of spec.fields) {
    const problem = problemOf(field, form[field.name] ?? '');
    if (problem) problems[field.name] = problem;
  }
  return problems;
}

/** The form as the columns the database takes: nulls for empty links, dates, numbers and images. */
export function changeOf(spec: BrandTable, form: FormText): Record<string, unknown> {
  const change: Record<string, unknown> = {};
  for (const field of spec.fields) {
    const text = form[field.name] ?? '';
    const trimmed = text.trim();
    if (field.kind === 'checkbox') change[field.name] = text === 'true';
    else if (field.kind === 'number') change[field.name] = trimmed ? Number(trimmed) : field.name === 'sort_order' ? 0 : null;
    else if (field.kind === 'url' || field.kind === 'date' || field.kind === 'image') change[field.name] = trimmed || null;
    else if (field.kind === 'text' || field.kind === 'slug' || field.kind === 'select') change[field.name] = trimmed;
    else change[field.name] = text;
    if (field.altName) change[field.altName] = (form[field.altName] ?? '').trim();
  }
  return change;
}

/**
 * The public page a change to this item shows on, or null when readers see no change: a piece
 * published before or after the save changes /public, and /advisory when it is featured there.
 */
export function pageToRebuild(spec: BrandTable, before: BrandRow | null, after: BrandRow): string | null {
  if (before?.published !== true && after.published !== true) return null;
  const featured = spec.featuredOnAdvisory && (before?.featured === true || after.featured === true);
  return featured ? '/advisory' : '/public';
}
