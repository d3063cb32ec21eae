/**
 * Holds the layer rule (docs/layers.md): fails on an import against it and on any cycle of
 * run-time imports, across the site (`.astro` files included), the functions, the local backend,
 * the build integrations, the scripts and the tests.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cruise, format, type ICruiseResult } from 'dependency-cruiser';
import { layerRules } from './layerRules.ts';
import { layReadableTree } from './readableTree.ts';

const root = join(import.meta.dirname, '../..');
const scanned = [
  'src',
  'server',
  'functions',
  'integrations',
  'scripts',
  'tests',
  'astro.config.mjs',
  'playwright.config.ts',
  'vitest.config.ts',
];

const tree = mkdtempSync(join(tmpdir(), 'layers-'));
try {
  layReadableTree(root, tree);
  const { output } = await cruise(
    scanned,
    { ...layerRules.options, ruleSet: { forbidden: layerRules.forbidden }, validate: true, baseDir: tree },
    { conditionNames: ['import', 'node', 'default', 'types'], exportsFields: ['exports'], mainFields: ['module', 'main', 'types'] },
  );
  const cruised = output as ICruiseResult;
  // A check that read no Astro file's imports would pass while blind to every page.
  if (!cruised.modules.some((module) => module.source.endsWith('.astro.ts') && module.dependencies.length > 0))
    throw new Error('No .astro file was read: expected src/**/*.astro to be laid out as modules of their imports (readableTree.ts).');
  // Reported under the names a reader knows.
  const result = JSON.parse(JSON.stringify(cruised).replaceAll('.astro.ts', '.astro')) as ICruiseResult;
  const report = await format(result, { outputType: 'err' });
  console.log(String(report.output).trim());
  process.exitCode = report.exitCode;
} finally {
  rmSync(tree, { recursive: true, force: true });
}
