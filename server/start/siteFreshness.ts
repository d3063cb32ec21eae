import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sitePassagesFile } from '../../integrations/builtFiles.ts';

/** What the built site depends on: a change to any of these makes dist/ stale. */
const sources = ['src', 'public', 'integrations', 'astro.config.mjs', 'package.json'];

/**
 * True when the built site (dist/, or the folder given) is missing, lacks a file the backend loads from it (the site guide's passages,
 * which a build from before they existed did not write), or is older than the newest source file.
 */
export function isSiteStale(projectRoot: string, distDir = join(projectRoot, 'dist')): boolean {
  const builtPage = join(distDir, 'index.html');
  if (!existsSync(builtPage) || !existsSync(join(distDir, sitePassagesFile))) return true;
  const builtAt = statSync(builtPage).mtimeMs;
  return sources.some((source) => newestChange(join(projectRoot, source)) > builtAt);
}

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestChange(join(path, entry))), stats.mtimeMs);
}
