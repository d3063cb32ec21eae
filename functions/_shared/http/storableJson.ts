/**
 * What the database refuses in any JSON it is given, found before it gets there: Postgres text and
 * jsonb cannot hold a NUL character, jsonb refuses an unpaired UTF-16 surrogate, and deep nesting
 * runs its parser out of stack. Checked once per body, for every surface, so no table or function
 * meets such a value and no caller gets a 500 for it.
 */

/** Far deeper than any form, event or setting of the product, far below what the database's parser survives. */
export const maxJsonDepth = 64;

/** Why no column could store this parsed JSON value, naming where (`data.note`), or null when all of it can be stored. */
export function unstorablePart(value: unknown): string | null {
  return findUnstorable(value, []);
}

function findUnstorable(value: unknown, path: readonly (string | number)[]): string | null {
  if (typeof value === 'string') return textProblem(value, path, 'contains');
  if (typeof value !== 'object' || value === null) return null;
  if (path.length >= maxJsonDepth) return `${where(path)}: nested deeper than ${maxJsonDepth} levels`;
  const entries: [string | number, unknown][] = Array.isArray(value) ? [...value.entries()] : Object.entries(value);
  for (const [key, item] of entries) {
    const keyProblem = typeof key === 'string' ? textProblem(key, [...path, JSON.stringify(key)], 'is a key that contains') : null;
    const problem = keyProblem ?? findUnstorable(item, [...path, key]);
    if (problem) return problem;
  }
  return null;
}

/** What in this text no column can hold (`a NUL character (\\u0000), which cannot be stored`), or null. */
export function unstorableCharacter(text: string): string | null {
  if (text.includes('\u0000')) return 'a NUL character (\\u0000), which cannot be stored';
  if (!text.isWellFormed()) return 'an unpaired surrogate (such as \\ud800), which is not a character';
  return null;
}

function textProblem(text: string, path: readonly (string | number)[], verb: string): string | null {
  const character = unstorableCharacter(text);
  return character ? `${where(path)}: ${verb} ${character}` : null;
}

function where(path: readonly (string | number)[]): string {
  return path.length > 0 ? path.join('.') : 'body';
}
