/** The parts of PostgREST's `Prefer` header that supabase-js sends. Several headers arrive joined by commas. */
export interface Preferences {
  representation: boolean;
  resolution?: 'merge' | 'ignore';
  countExact: boolean;
  /** `missing=default`: a key absent from a row takes the column default instead of null. */
  missingDefault: boolean;
}

export function parsePrefer(header: string | null): Preferences {
  const items = new Set((header ?? '').split(',').map((item) => item.trim()));
  const resolution = items.has('resolution=merge-duplicates') ? 'merge' : items.has('resolution=ignore-duplicates') ? 'ignore' : undefined;
  return {
    representation: items.has('return=representation'),
    resolution,
    countExact: [...items].some((item) => /^count=(exact|planned|estimated)$/.test(item)),
    missingDefault: items.has('missing=default'),
  };
}
