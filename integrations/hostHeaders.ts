/**
 * dist/_headers, the file Netlify and Cloudflare Pages read: every header the embedded backend
 * sends, for every path the site serves, from the same definitions (siteHeaders.ts) and the page
 * policies of dist/csp.json, so a static host needs no hand-written rules.
 */
import type { AstroIntegration } from 'astro';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { episodeFilesDir } from '../src/lib/podcast/episodeAddresses.ts';
import { shareImageDir } from '../src/lib/share/shareImagePaths.ts';
import { brandFilesDir } from '../src/lib/shell/icons.ts';
import { builtFiles, cspFile, distPath, hostHeadersFile } from './builtFiles.ts';
import { folderPagesRule, pageFolder } from './pageFolders.ts';
import {
  cacheControl,
  defaultContentSecurityPolicy,
  everyResponseHeaders,
  hashedAssetsPrefix,
  strictTransportSecurity,
} from './siteHeaders.ts';

/**
 * Folders of unhashed files that all take the same headers: the share images, the data files and
 * feeds under /data/, each podcast episode's transcript and chapters, and the brand's icons.
 */
const unhashedFolders = [`${shareImageDir}/`, '/data/', `${episodeFilesDir}/`, brandFilesDir];

export interface HeaderRule {
  path: string;
  headers: Record<string, string>;
}

/**
 * A host adds up the headers of every rule a path matches and joins a name given twice with a
 * comma (two policies would then both apply), so each name is given once for any path: the
 * headers common to all in `/*`, the policy and cache rule in one rule for each page, each
 * unhashed file and the hashed assets' folder. Folders of many like files (the share images,
 * one per page title) get one rule for all, and so do the pages of a folder (every published
 * article, one policy: integrations/pageFolders.ts), which keeps the file within Cloudflare
 * Pages' 100 rules. `files` are the served files' paths in dist/.
 */
export function hostHeaderRules(pagePolicies: Record<string, string>, files: string[]): HeaderRule[] {
  const inFolder = (file: string) => unhashedFolders.some((folder) => `/${file}`.startsWith(folder));
  const unhashed = files.filter(
    (file) => file !== hostHeadersFile && !`/${file}`.startsWith(hashedAssetsPrefix) && !/\.(html|br|gz)$/.test(file) && !inFolder(file),
  );
  const folders = unhashedFolders.filter((folder) => files.some((file) => `/${file}`.startsWith(folder)));
  const fileHeaders = (cache: string) => ({ 'Content-Security-Policy': defaultContentSecurityPolicy, 'Cache-Control': cache });
  const pageRules = new Map<string, string>();
  for (const [path, policy] of Object.entries(pagePolicies)) {
    const folder = pageFolder(path);
    const rule = folder === undefined ? path : folderPagesRule(folder);
    const other = pageRules.get(rule);
    if (other !== undefined && other !== policy)
      throw new Error(`The pages under ${folder} have different policies; the CSP integration should give them one (${path}).`);
    pageRules.set(rule, policy);
  }
  for (const file of unhashed) {
    const folder = pageFolder(`/${file}`);
    if (folder !== undefined && pageRules.has(folderPagesRule(folder)))
      throw new Error(
        `/${file} sits beside pages, so their rule ${folderPagesRule(folder)} would give it their policy too; move it to a folder of its own.`,
      );
  }
  return [
    { path: '/*', headers: { ...everyResponseHeaders, ...strictTransportSecurity } },
    { path: `${hashedAssetsPrefix}*`, headers: fileHeaders(cacheControl.hashedAsset) },
    ...folders.map((folder) => ({ path: `${folder}*`, headers: fileHeaders(cacheControl.other) })),
    ...unhashed.map((file) => ({ path: `/${file}`, headers: fileHeaders(cacheControl.other) })),
    ...[...pageRules].map(([path, policy]) => ({
      path,
      headers: { 'Content-Security-Policy': policy, 'Cache-Control': cacheControl.other },
    })),
  ];
}

export function headersFileText(rules: HeaderRule[]): string {
  return rules
    .map(({ path, headers }) => [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'))
    .join('\n\n');
}

/** Registered last: it lists the files every other integration wrote (the CSP's, precompress's). */
export function hostHeaders(): AstroIntegration {
  return {
    name: 'host-headers',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const policies = JSON.parse(await readFile(join(root, cspFile), 'utf8')) as Record<string, string>;
        const rules = hostHeaderRules(
          policies,
          (await builtFiles(root)).map((file) => distPath(root, file)),
        );
        await writeFile(join(root, hostHeadersFile), `${headersFileText(rules)}\n`);
        logger.info(`_headers written with ${rules.length} rules.`);
      },
    },
  };
}
