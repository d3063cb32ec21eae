import { join, relative } from 'node:path';
import { denoCheck } from '../../../server/functions/denoCommand.ts';
import { denoFilesOf, readFunctionsConfig } from '../../../server/functions/functionsConfig.ts';

const projectRoot = join(import.meta.dirname, '../../..');
const configFile = join(projectRoot, 'supabase/config.toml');

/**
 * Global setup of the Deno tests: `deno check` of every function's entry as supabase/config.toml
 * names it, with its import map, before any entry is served; a type error, or an import its map
 * lacks, stops the run here. It fills Deno's cache too, which the served entries load from.
 */
export default function checkEntries(): void {
  const entriesByMap = new Map<string, string[]>();
  for (const [name, settings] of readFunctionsConfig(configFile)) {
    const { entry, importMap } = denoFilesOf(name, settings, configFile);
    entriesByMap.set(importMap, [...(entriesByMap.get(importMap) ?? []), entry]);
  }
  for (const [importMap, entries] of entriesByMap) {
    const started = performance.now();
    const { passed, output } = denoCheck(entries, importMap);
    const what = `deno check of ${entries.length} entries with ${relative(projectRoot, importMap)}`;
    if (!passed) throw new Error(`${what} failed:\n${output}`);
    console.log(`${what} passed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}
