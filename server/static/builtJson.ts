import { readFileSync, statSync } from 'node:fs';
import type { z } from 'zod';

/**
 * A JSON file the build writes into dist/ (csp.json, etags.json), checked against its schema and
 * read again whenever a rebuild replaces it, so a running server follows the newest build.
 * Undefined while the file does not exist.
 */
export function builtJson<T>(file: string, schema: z.ZodType<T>, expected: string): () => T | undefined {
  let loaded: { version: string; value: T } | undefined;
  return () => {
    const version = fileVersion(file);
    if (!version) return undefined;
    if (loaded?.version !== version) {
      const parsed = schema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
      if (!parsed.success) throw new Error(`${file} must ${expected}: ${parsed.error.message}`);
      loaded = { version, value: parsed.data };
    }
    return loaded.value;
  };
}

function fileVersion(file: string): string | undefined {
  try {
    const stats = statSync(file);
    return `${stats.size}:${stats.mtimeMs}`;
  } catch {
    return undefined;
  }
}
