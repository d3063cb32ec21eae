import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { sitePassagesFile } from '../../integrations/builtFiles.ts';
import type { Queries } from './database.ts';

/** dist/site-passages.json as integrations/sitePassages.ts writes it. */
export const sitePassagesSchema = z.array(
  z.strictObject({
    title: z.string().min(1).max(300),
    page_title: z.string().min(1).max(300),
    url: z.string().regex(/^\/[a-z0-9/-]*(#[A-Za-z0-9_-]+)?$/, 'expected a site path, with an optional #anchor'),
    text: z.string().min(1).max(5000),
  }),
);

export type SitePassages = z.infer<typeof sitePassagesSchema>;

/** The build's passages, checked; undefined when the build wrote none (an older dist/, or none yet). */
export function readSitePassages(distDir: string): SitePassages | undefined {
  const file = join(distDir, sitePassagesFile);
  if (!existsSync(file)) return undefined;
  const parsed = sitePassagesSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} must list passages of {title, page_title, url, text}: ${parsed.error.message}`);
  return parsed.data;
}

/**
 * Replaces the site guide's passages with those of the build being served, in one transaction
 * (replace_site_passages), so the guide always quotes the pages a reader gets. Without a file the
 * table stays as it was, and the guide says it found nothing.
 */
export async function loadSitePassages(db: Queries, distDir: string, log: (line: string) => void): Promise<void> {
  const passages = readSitePassages(distDir);
  if (!passages) {
    log(`No ${sitePassagesFile} in the build: the site guide has no passages until the site is built.`);
    return;
  }
  await db.query('select public.replace_site_passages($1::jsonb)', [JSON.stringify(passages)]);
}
