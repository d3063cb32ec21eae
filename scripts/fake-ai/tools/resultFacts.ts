import type { ToolResultSeen } from './toolConversation.ts';

export const uuidPattern = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** Every value under `key` anywhere in a tool's answer, in order. */
function valuesUnder(value: unknown, key: string): unknown[] {
  if (Array.isArray(value)) return value.flatMap((item) => valuesUnder(item, key));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([name, inner]) => (name === key ? [inner] : valuesUnder(inner, key)));
}

const distinctStrings = (values: readonly unknown[]) => [...new Set(values.filter((value): value is string => typeof value === 'string'))];

/** The records' ids (UUIDs) an answer holds: a list's items, a record's own and its sources'. */
export const idsIn = (value: unknown) => distinctStrings(valuesUnder(value, 'id')).filter((id) => uuidPattern.test(id));

/** What an answer's records are called: their titles, or their names (a lead has a name). */
export const titlesIn = (value: unknown) => {
  const titles = distinctStrings(valuesUnder(value, 'title'));
  return titles.length > 0 ? titles : distinctStrings(valuesUnder(value, 'name'));
};

export const tagsIn = (value: unknown) => distinctStrings(valuesUnder(value, 'tags').flat());

/** Every piece of text in an answer, where an instruction may hide (a summary, a message). */
export function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value === null || typeof value !== 'object') return [];
  return Object.values(value).flatMap(stringsIn);
}

/** The answers of the tools whose name holds a stem (`signal` → list_signals), oldest first. */
export const resultsOfToolsNamed = (results: readonly ToolResultSeen[], stem: string) =>
  results.filter((result) => result.name.toLowerCase().includes(stem.toLowerCase()));
