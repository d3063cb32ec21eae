/**
 * The shape a tool expects of the server's answer, checked before the answer is used: an answer of
 * the wrong shape (a changed column, a proxy's error page) is an error the tool shows, not data it
 * draws wrong. A few plain checks, so no schema library is downloaded with the tools.
 */
export type Shape<T> = (value: unknown, at: string) => T;

/** What is wrong with an answer, where, and what was expected there. */
export class AnswerShapeError extends Error {}

const described = (value: unknown): string => {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  return JSON.stringify(typeof value === 'string' ? value.slice(0, 40) : value);
};

const wrong = (at: string, expected: string, value: unknown): never => {
  throw new AnswerShapeError(`${at || 'the answer'} is ${described(value)}, expected ${expected}`);
};

export const text: Shape<string> = (value, at) => (typeof value === 'string' ? value : wrong(at, 'a text', value));
export const numeric: Shape<number> = (value, at) => (Number.isFinite(value) ? (value as number) : wrong(at, 'a number', value));
/** A number from SQL, which a backend may send as text (a bigint count, a numeric): as a number. */
export const sqlNumber: Shape<number> = (value, at) =>
  typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : numeric(value, at);
export const flag: Shape<boolean> = (value, at) => (typeof value === 'boolean' ? value : wrong(at, 'true or false', value));

/** JSON kept as it came (a step's input or output): shown to the owner, never read for its fields. */
export const anyJson: Shape<unknown> = (value) => value;
/** A JSON object (a run's input, a JSON Schema). */
export const jsonObject: Shape<Record<string, unknown>> = (value, at) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : wrong(at, 'an object', value);

export const orNull =
  <T>(shape: Shape<T>): Shape<T | null> =>
  (value, at) =>
    value === null || value === undefined ? null : shape(value, at);

export const oneOf =
  <const V extends string>(values: readonly V[]): Shape<V> =>
  (value, at) =>
    values.includes(value as V) ? (value as V) : wrong(at, `one of ${values.join(', ')}`, value);

export const listOf =
  <T>(shape: Shape<T>): Shape<T[]> =>
  (value, at) =>
    Array.isArray(value) ? value.map((entry, index) => shape(entry, `${at}[${index}]`)) : wrong(at, 'a list', value);

/** An object of any keys whose values are all of one shape (a vocabulary: each scope's sentence by its name). */
export const recordOf =
  <T>(shape: Shape<T>): Shape<Record<string, T>> =>
  (value, at) =>
    Object.fromEntries(Object.entries(jsonObject(value, at)).map(([key, entry]) => [key, shape(entry, `${at}.${key}`)]));

/** An object with at least these fields, each as its shape makes it; fields the tool does not use pass through unchecked. */
export const fields =
  <T extends object>(shapes: { [K in keyof T]-?: Shape<T[K]> }): Shape<T> =>
  (value, at) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return wrong(at, 'an object', value);
    const entry: Record<string, unknown> = { ...value };
    for (const key of Object.keys(shapes) as (keyof T & string)[]) entry[key] = shapes[key](entry[key], at ? `${at}.${key}` : key);
    return entry as T;
  };

/** What a shape makes: a row's type written once, as its shape. */
export type ShapeOf<S> = S extends Shape<infer T> ? T : never;

/**
 * A table's row: its shape, with `columns`, the select list asking for exactly what it checks, and
 * `shapes`, to spread into a wider row of the same table.
 */
export const rowOf = <T extends object>(shapes: { [K in keyof T]-?: Shape<T[K]> }) =>
  Object.assign(fields(shapes), { columns: Object.keys(shapes).join(', '), shapes });

/** The answer as `shape` says, or an error naming what the page could not use. */
export function checked<T>(shape: Shape<T>, answer: unknown, what: string): T {
  try {
    return shape(answer, '');
  } catch (error) {
    if (!(error instanceof AnswerShapeError)) throw error;
    throw new AnswerShapeError(
      `The server’s answer for ${what} is not what this page expects (${error.message}). Reload the page; if it stays, the site and its database may be out of step.`,
    );
  }
}
