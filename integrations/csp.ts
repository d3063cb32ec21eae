/**
 * A strict Content-Security-Policy for every built page, with no 'unsafe-inline': after the
 * build, each HTML file's inline scripts, inline styles and style attributes are hashed into
 * its own policy. The policy goes into the page as a <meta> (so any static host enforces it)
 * and into `dist/csp.json`, so a server can send it as a header too (headers can also say
 * `frame-ancestors`, which a <meta> cannot); hostHeaders.ts turns it into `dist/_headers`.
 */
import type { AstroIntegration } from 'astro';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cspFile, htmlFiles, pathForHtmlFile } from './builtFiles.ts';
import { inlineHashes, policyFor, type ThirdPartyOrigins } from './cspPolicy.ts';

export interface CspOptions {
  /** Extra origins the browser may call, e.g. the hosted Supabase project. */
  connectOrigins: string[];
  /** Third-party script and image origins, e.g. the Google tag when a measurement ID is set. */
  thirdParty?: ThirdPartyOrigins;
}

export function csp(options: CspOptions): AstroIntegration {
  return {
    name: 'strict-csp',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const policies: Record<string, string> = {};
        for (const file of await htmlFiles(root)) {
          const html = await readFile(file, 'utf8');
          const hashes = inlineHashes(html);
          const headerPolicy = policyFor(hashes, options.connectOrigins, { header: true }, options.thirdParty);
          const metaPolicy = policyFor(hashes, options.connectOrigins, { header: false }, options.thirdParty);
          policies[pathForHtmlFile(root, file)] = headerPolicy;
          await writeFile(file, withMetaPolicy(html, metaPolicy));
        }
        await writeFile(join(root, cspFile), `${JSON.stringify(policies, null, 2)}\n`);
        logger.info(`Content-Security-Policy written for ${Object.keys(policies).length} pages.`);
      },
    },
  };
}

function withMetaPolicy(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
  return html.replace(/<head>/i, `<head>${meta}`);
}
