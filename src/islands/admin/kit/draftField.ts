/**
 * What a field of a draft takes, for `{...field('notes')}`: its id (`<idPrefix>-<key>`, the one a
 * problem focuses), the value typed, the change of that key alone, and the problem said beside it.
 */
export const fieldsOf =
  <D>(idPrefix: string, draft: D, set: <F extends keyof D>(key: F, value: D[F]) => void, problems: Partial<Record<string, string>>) =>
  <F extends keyof D & string>(key: F) => ({
    id: `${idPrefix}-${key}`,
    value: draft[key],
    onChange: (value: D[F]) => set(key, value),
    problem: problems[key],
  });
