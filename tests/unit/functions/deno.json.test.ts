import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { denoCheck } from '../../../server/functions/denoCommand.ts';
import { denoFilesOf, readFunctionsConfig } from '../../../server/functions/functionsConfig.ts';
import { projectRoot } from '../support/repositoryFiles.ts';

/**
 * functions/deno.json is the import map Supabase deploys the functions with: each package pinned to
 * the version the npm lock installs, so Deno runs what the Node tests ran, and nothing imported
 * beyond it.
 */
const importMap = join(projectRoot, 'functions/deno.json');
const imports = (JSON.parse(readFileSync(importMap, 'utf8')) as { imports: Record<string, string> }).imports;
const lock = JSON.parse(readFileSync(join(projectRoot, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; dev?: boolean }>;
};

describe('functions/deno.json', () => {
  it("maps each package to itself at exactly the version package-lock.json installs, a dependency of the site's", () => {
    expect(Object.keys(imports).length).toBeGreaterThan(5);
    const mismatches = Object.entries(imports).flatMap(([name, target]) => {
      const locked = lock.packages[`node_modules/${name}`];
      const expected = `npm:${name}@${locked?.version}`;
      return target === expected && !locked?.dev
        ? []
        : [`${name}: ${target}, expected ${expected}${locked?.dev ? ' (a devDependency)' : ''}`];
    });
    expect(mismatches).toEqual([]);
  });

  it('is the import map supabase/config.toml gives every functions/<name>/index.ts', () => {
    const configFile = join(projectRoot, 'supabase/config.toml');
    const configured = [...readFunctionsConfig(configFile)].map(([name, settings]) => denoFilesOf(name, settings, configFile));
    const entries = readdirSync(join(projectRoot, 'functions'))
      .map((folder) => join(projectRoot, 'functions', folder, 'index.ts'))
      .filter((entry) => existsSync(entry));
    expect(configured.map((files) => files.entry).sort()).toEqual(entries.sort());
    expect(configured.filter((files) => files.importMap !== importMap)).toEqual([]);
  });

  // An import the map lacks works in Node, whose node_modules has every package, and fails deployed.
  // The check stops at the import, before any package is fetched, so it runs offline too.
  it('makes `deno check` refuse an entry that imports a package the map lacks', { timeout: 60_000 }, () => {
    const folder = mkdtempSync(join(tmpdir(), 'deno-unmapped-'));
    try {
      const entry = join(folder, 'index.ts');
      writeFileSync(entry, "import { serve } from '@hono/node-server';\n\nserve(() => new Response());\n");
      const { passed, output } = denoCheck([entry], importMap);
      expect(passed).toBe(false);
      expect(output).toContain('Import "@hono/node-server" not a dependency and not in import map');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
