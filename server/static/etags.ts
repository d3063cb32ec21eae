import { join } from 'node:path';
import { z } from 'zod';
import { distPath, etagsFile } from '../../integrations/builtFiles.ts';
import { builtJson } from './builtJson.ts';

const etagsSchema = z.record(z.string().min(1), z.string().regex(/^"[^"]+"$/));

/**
 * The ETags of the files of dist/ (pages, assets and their compressed copies), as the build
 * computed them from the content: nothing is hashed per request. Call it once per request, which
 * reads the build's list once, then look up each file in what it returns: undefined for a file the
 * build did not list, which is then sent without one.
 */
export function createEtagLookup(distDir: string) {
  const etags = builtJson(join(distDir, etagsFile), etagsSchema, 'map file paths to quoted ETags');
  return (): ((file: string) => string | undefined) => {
    const current = etags();
    return (file) => current?.[distPath(distDir, file)];
  };
}

/** True when If-None-Match names this ETag (weakly, as the header is compared) or `*`. */
export function matchesIfNoneMatch(ifNoneMatch: string | undefined, etag: string): boolean {
  return (ifNoneMatch ?? '').split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === etag;
  });
}
