/**
 * A strict Content-Security-Policy for every built page, with no 'unsafe-inline': after the
 * build, each HTML file's inline scripts, inline styles and style attributes are hashed into
 * its own policy, written to `dist/data/csp.json`. The embedded backend sends it as a header,
 * and hostHeaders.ts turns it into `dist/_headers` for static hosts. A header, not a <meta>: it
 * can say `frame-ancestors`, it applies before the first byte of the page is parsed, and a <meta>
 * copy cost every page about 270 bytes of its first round trip
 * (docs/decisions/build-and-hosting.md). The one exception is the not-found page: a static host
 * serves it for any unknown path, with the headers of `/*` only, so it carries its policy itself. Pages in one folder (the articles, the
 * newsletter's issues) share one policy, which allows what any of them runs or styles inline
 * (integrations/pageFolders.ts): a static host then needs one rule for them all.
 */
import type { AstroIntegration } from 'astro';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { cspFile, htmlFiles, pathForHtmlFile, writeBuiltFile } from './builtFiles.ts';
import { type InlineHashes, inlineHashes, mergedHashes, policyFor, type ThirdPartyOrigins } from './cspPolicy.ts';
import { byPageFolder, pageFolder } from './pageFolders.ts';

export interface CspOptions {
  /** Extra origins the browser may call, e.g. the hosted Supabase project. */
  connectOrigins: string[];
  /** Third-party script and image origins, e.g. the Google tag when a measurement ID is set. */
  thirdParty?: ThirdPartyOrigins;
  /** Where stored images and audio may load from (see storageSources), when Storage is on another origin. */
  storage?: string[];
}

/** The page a static host serves for an unknown path (`404.html`). */
const notFoundPath = '/404';

export function csp(options: CspOptions): AstroIntegration {
  return {
    name: 'strict-csp',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const pages: { file: string; path: string; html: string; hashes: InlineHashes }[] = [];
        for (const file of await htmlFiles(root)) {
          const html = await readFile(file, 'utf8');
          pages.push({ file, path: pathForHtmlFile(root, file), html, hashes: inlineHashes(html) });
        }
        const folderHashes = new Map(
          [...byPageFolder(pages.map((page): [string, InlineHashes] => [page.path, page.hashes]))].map(([folder, hashes]) => [
            folder,
            mergedHashes(hashes),
          ]),
        );
        const policies: Record<string, string> = {};
        for (const { file, path, html, hashes } of pages) {
          const folder = pageFolder(path);
          const policy = policyFor(
            (folder && folderHashes.get(folder)) || hashes,
            options.connectOrigins,
            options.thirdParty,
            options.storage,
          );
          policies[path] = policy;
          if (path === notFoundPath) await writeFile(file, withMetaPolicy(html, policy));
        }
        await writeBuiltFile(root, cspFile, `${JSON.stringify(policies, null, 2)}\n`);
        logger.info(`Content-Security-Policy written for ${Object.keys(policies).length} pages.`);
      },
    },
  };
}

/** The page with its policy in a <meta>, without `frame-ancestors`, which only a header can say (browsers warn). */
function withMetaPolicy(html: string, policy: string): string {
  const metaForm = policy
    .split('; ')
    .filter((directive) => !directive.startsWith('frame-ancestors'))
    .join('; ');
  return html.replace(/<head>/i, `<head><meta http-equiv="Content-Security-Policy" content="${metaForm}">`);
}
