import { readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { z } from 'zod';

const policiesSchema = z.record(z.string().startsWith('/'), z.string().min(1));

/**
 * The per-page Content-Security-Policy the build writes to dist/csp.json (page path → policy),
 * reread when the file changes. Pages without an entry get no policy here, and the security
 * headers add the strict default.
 */
export function createCspLookup(distDir: string) {
  const file = join(distDir, 'csp.json');
  let loaded: { version: string; policies: Record<string, string> } | undefined;
  return (htmlFile: string): string | undefined => {
    const version = fileVersion(file);
    if (!version) return undefined;
    if (loaded?.version !== version) {
      const parsed = policiesSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
      if (!parsed.success) throw new Error(`dist/csp.json must map page paths to policy strings: ${parsed.error.message}`);
      loaded = { version, policies: parsed.data };
    }
    return loaded.policies[pagePath(distDir, htmlFile)];
  };
}

/** `index.html` → `/`, `welcome.html` → `/welcome`, as the build keys csp.json. */
function pagePath(distDir: string, htmlFile: string): string {
  const path = `/${relative(distDir, htmlFile).split('\\').join('/')}`.replace(/\.html$/, '');
  return path === '/index' ? '/' : path.replace(/\/index$/, '');
}

function fileVersion(file: string): string | undefined {
  try {
    const stats = statSync(file);
    return `${stats.size}:${stats.mtimeMs}`;
  } catch {
    return undefined;
  }
}
