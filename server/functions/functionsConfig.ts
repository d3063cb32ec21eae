import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { z } from 'zod';

const functionSchema = z.object({
  enabled: z.boolean().default(true),
  verify_jwt: z.boolean().default(true),
  entrypoint: z.string().optional(),
  import_map: z.string().optional(),
});

export type FunctionSettings = z.infer<typeof functionSchema>;

/**
 * The `[functions.<name>]` sections of supabase/config.toml: which functions exist and whether
 * the gateway checks their JWT. Reads the small TOML subset that file uses (sections, strings,
 * booleans, numbers); other sections are skipped.
 */
export function readFunctionsConfig(configFile: string): Map<string, FunctionSettings> {
  const sections = new Map<string, Record<string, unknown>>();
  let current: Record<string, unknown> | undefined;
  for (const [index, rawLine] of readFileSync(configFile, 'utf8').split('\n').entries()) {
    const line = rawLine.replace(/\s+#.*$|^#.*$/, '').trim();
    if (!line) continue;
    const section = /^\[functions\.([a-z0-9][a-z0-9-]*)\]$/.exec(line)?.[1];
    if (section) {
      current = {};
      sections.set(section, current);
    } else if (line.startsWith('[')) current = undefined;
    else if (current) {
      const entry = /^([A-Za-z_][\w-]*)\s*=\s*(.+)$/.exec(line);
      if (!entry?.[1] || !entry[2]) throw new Error(`supabase/config.toml line ${index + 1}: expected key = value, received "${rawLine}".`);
      current[entry[1]] = JSON.parse(entry[2]);
    }
  }
  const functions = new Map<string, FunctionSettings>();
  for (const [name, values] of sections) {
    const parsed = functionSchema.safeParse(values);
    if (!parsed.success) throw new Error(`supabase/config.toml [functions.${name}]: ${parsed.error.message}`);
    if (parsed.data.enabled) functions.set(name, parsed.data);
  }
  return functions;
}

/** A function's Deno entry and import map, as absolute paths: config.toml names them from its own folder. */
export function denoFilesOf(name: string, settings: FunctionSettings, configFile: string): { entry: string; importMap: string } {
  if (!settings.entrypoint || !settings.import_map)
    throw new Error(`supabase/config.toml [functions.${name}]: expected an entrypoint and an import_map, which its Deno entry runs with.`);
  return { entry: resolve(dirname(configFile), settings.entrypoint), importMap: resolve(dirname(configFile), settings.import_map) };
}
