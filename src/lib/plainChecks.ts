/**
 * Checks for what browser code reads back (its own storage and cookies, URL parameters, the
 * backend's rows, the page's data attributes), in a few plain lines: a schema library would cost
 * every reader about 25 KB gzip, and zod's probe for `new Function` trips the strict CSP. The
 * server and the build validate with zod.
 */
export type Guard<T> = (value: unknown) => value is T;

/** One check per field of `T`; an optional field's check accepts undefined. */
export type FieldChecks<T> = { [K in keyof T]-?: Guard<T[K]> };

export const isRecord: Guard<Record<string, unknown>> = (value): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const isString: Guard<string> = (value): value is string => typeof value === 'string';
export const isBoolean: Guard<boolean> = (value): value is boolean => typeof value === 'boolean';
export const isTrue: Guard<true> = (value): value is true => value === true;
export const isWholeNumber: Guard<number> = (value): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** A date and time with a zone, as `Date.prototype.toISOString` and Postgres write them. */
export const isTimestamp: Guard<string> = (value): value is string =>
  isString(value) && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(Date.parse(value));

export const oneOf =
  <T extends string>(options: readonly T[]): Guard<T> =>
  (value): value is T =>
    options.includes(value as T);
export const orNull =
  <T>(check: Guard<T>): Guard<T | null> =>
  (value): value is T | null =>
    value === null || check(value);
export const optional =
  <T>(check: Guard<T>): Guard<T | undefined> =>
  (value): value is T | undefined =>
    value === undefined || check(value);
export const arrayOf =
  <T>(check: Guard<T>): Guard<T[]> =>
  (value): value is T[] =>
    Array.isArray(value) && value.every(check);
export const recordOf =
  <T>(check: Guard<T>): Guard<Record<string, T>> =>
  (value): value is Record<string, T> =>
    isRecord(value) && Object.values(value).every(check);

/** The first field of `value` that fails its check: '' when `value` is no object, undefined when every field passes. */
export function failingField<T>(value: unknown, checks: FieldChecks<T>): string | undefined {
  if (!isRecord(value)) return '';
  return Object.keys(checks).find((key) => !checks[key as keyof T](value[key]));
}

/** An object whose fields pass their checks; other fields are allowed and kept. */
export const hasFields =
  <T>(checks: FieldChecks<T>): Guard<T> =>
  (value): value is T =>
    failingField(value, checks) === undefined;

/** `value` when it passes, or an error that says what was received and what was expected. */
export function checked<T>(value: unknown, check: Guard<T>, what: string, expected: string): T {
  if (check(value)) return value;
  throw new Error(`Invalid ${what}: received ${preview(value)}; expected ${expected}.`);
}

/** A value as JSON for an error message, cut at 200 characters. */
export function preview(value: unknown): string {
  try {
    const text = JSON.stringify(value) ?? String(value);
    return text.length > 200 ? `${text.slice(0, 200)}…` : text;
  } catch {
    return String(value);
  }
}
