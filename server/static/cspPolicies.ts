import { join } from 'node:path';
import { z } from 'zod';
import { cspFile, pathForHtmlFile } from '../../integrations/builtFiles.ts';
import { builtJson } from './builtJson.ts';

const policiesSchema = z.record(z.string().startsWith('/'), z.string().min(1));

/**
 * The per-page Content-Security-Policy the build writes to dist/csp.json (page path → policy).
 * Pages without an entry get no policy here, and the security headers add the strict default.
 */
export function createCspLookup(distDir: string) {
  const policies = builtJson(join(distDir, cspFile), policiesSchema, 'map page paths to policy strings');
  return (htmlFile: string): string | undefined => policies()?.[pathForHtmlFile(distDir, htmlFile)];
}
