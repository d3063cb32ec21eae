import { cpSync, existsSync, readFileSync, renameSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { z } from 'zod';
import { etagsFile } from '../../integrations/builtFiles.ts';
import { hashedAssetsPrefix } from '../../integrations/siteHeaders.ts';

const etagsSchema = z.record(z.string(), z.string());

/**
 * Copies the served build's own hashed assets (`_astro/*`, with their compressed copies) into the
 * new build where it lacks them, so a page opened before the swap still loads its scripts and
 * styles after it. Only the assets the served build listed as its own (its etags.json) travel:
 * those it carried over from the build before stay behind, so one generation is kept, not all.
 */
export function keepPreviousAssets(distDir: string, nextDir: string): void {
  const etags = join(distDir, etagsFile);
  if (!existsSync(etags)) return;
  const listed = etagsSchema.safeParse(JSON.parse(readFileSync(etags, 'utf8')));
  if (!listed.success) return;
  const assetsFolder = hashedAssetsPrefix.replace(/^\/|\/$/g, '');
  for (const path of Object.keys(listed.data)) {
    if (!path.startsWith(`${assetsFolder}/`)) continue;
    const target = join(nextDir, path);
    if (!existsSync(target) && existsSync(join(distDir, path))) cpSync(join(distDir, path), target);
  }
}

/**
 * Puts the new build where the site is served from, whole: two renames in one synchronous step,
 * so no request is answered between them (the static handler runs on this same thread), and a
 * request sees either the old site or the new one. Answers where the old one went (to remove), or
 * null when there was none.
 */
export function swapSite(distDir: string, nextDir: string): string | null {
  const previous = join(dirname(distDir), `.${basename(distDir)}-previous-${Date.now()}`);
  const hadSite = existsSync(distDir);
  if (hadSite) renameSync(distDir, previous);
  renameSync(nextDir, distDir);
  return hadSite ? previous : null;
}
