import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const projectRoot = join(import.meta.dirname, '../..');

/**
 * Deno as the project runs it: the binary of the `deno` devDependency (its install script, allowed
 * in package.json's `allowScripts`, puts it in the package's folder), with its cache of npm packages
 * and compiled modules inside node_modules, so a clean clone needs nothing installed beside npm and
 * nothing is written outside the project. Without colours, so its messages read the same in a log.
 */
export function denoCommand(): { binary: string; env: Record<string, string> } {
  const binary = join(
    dirname(createRequire(import.meta.url).resolve('deno/package.json')),
    process.platform === 'win32' ? 'deno.exe' : 'deno',
  );
  if (!existsSync(binary))
    throw new Error(
      `Deno is missing at ${binary}: run \`npm install\`, whose install script of the deno package (allowed in package.json's allowScripts) puts it there.`,
    );
  return { binary, env: { DENO_DIR: join(projectRoot, 'node_modules/.cache/deno'), NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1' } };
}

/** The flags every run of the functions' Deno code takes: their import map, and no deno.lock (see docs/deploy.md). */
export function denoModuleFlags(importMap: string): string[] {
  return ['--no-lock', `--config=${importMap}`];
}

/**
 * `deno check` of the given modules with their import map, in this process's environment (the
 * machine's certificates and proxy reach the registry: a cold cache fetches the npm packages here).
 */
export function denoCheck(modules: string[], importMap: string): { passed: boolean; output: string } {
  const deno = denoCommand();
  const result = spawnSync(deno.binary, ['check', ...denoModuleFlags(importMap), ...modules], {
    env: { ...process.env, ...deno.env },
    encoding: 'utf8',
  });
  return { passed: result.status === 0, output: `${result.stdout}${result.stderr}${result.error?.message ?? ''}` };
}
