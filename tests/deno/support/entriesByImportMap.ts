import { join, relative } from 'node:path';
import { denoFilesOf, readFunctionsConfig } from '../../../server/functions/functionsConfig.ts';

const projectRoot = join(import.meta.dirname, '../../..');
const configFile = join(projectRoot, 'supabase/config.toml');

/** Every function's Deno entry as supabase/config.toml names it, by its import map (its path from the project's root). */
export function entriesByImportMap(): Map<string, string[]> {
  const entries = new Map<string, string[]>();
  for (const [name, settings] of readFunctionsConfig(configFile)) {
    const { entry, importMap } = denoFilesOf(name, settings, configFile);
    const key = relative(projectRoot, importMap);
    entries.set(key, [...(entries.get(key) ?? []), entry]);
  }
  return entries;
}
