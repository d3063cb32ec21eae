/**
 * Writes `dist/site-passages.json`: the passages of the product's public content that the site
 * guide answers from (the kit, the assessments' guidance and frameworks, advisory, the AI-exposure
 * page's explanations and caveats). They are read from the built pages, so every passage is text a
 * reader can see and its link leads to a built page and heading; no function reads `src/`. The
 * embedded backend loads the file into `public.site_passages` at start, production with
 * `npm run passages:load`.
 */
import type { AstroIntegration } from 'astro';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pagePath } from '../src/lib/routes/paths.ts';
import { sitePassagesFile, writeBuiltFile } from './builtFiles.ts';
import { pagePassages, type SitePassage } from './pagePassages.ts';

/**
 * Pages whose text the build publishes for anyone: the heatmap is a signed-in page, but its
 * explanations and caveats are static text like the kit's. Nothing read from the database at run
 * time (the owner's notes, what users write) can reach the file.
 */
export const passagePages = [
  pagePath('/ai-survival-kit'),
  pagePath('/ai-assessments'),
  pagePath('/advisory'),
  pagePath('/ai-jobs-heatmap'),
];

export function sitePassages(): AstroIntegration {
  return {
    name: 'site-passages',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const passages: SitePassage[] = [];
        for (const path of passagePages) passages.push(...pagePassages(path, await readFile(join(root, `${path}.html`), 'utf8')));
        await writeBuiltFile(root, sitePassagesFile, `${JSON.stringify(passages, null, 1)}\n`);
        logger.info(`${passages.length} passages of ${passagePages.length} pages written to ${sitePassagesFile}.`);
      },
    },
  };
}
