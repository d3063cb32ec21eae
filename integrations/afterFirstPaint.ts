/**
 * What a page loads, it loads after its first paint (src/lib/shell/afterPaint.ts): its module
 * scripts give way to one inline loader at the last one's place, and its stylesheets to the rules
 * of them its markup can use (integrations/criticalStyles.ts), inline where the first one stood;
 * the loader then fetches the full stylesheets, and a reader without JavaScript gets them at once
 * from a `<noscript>`. A returning reader's browser, which holds them in its cache, gets them
 * before the first paint from an inline script after that `<noscript>` (src/lib/shell/cachedSheets.ts;
 * its sheets' names are written there, where they follow the same names in the `<noscript>`, for
 * the page's compression). Registered before the CSP, which hashes the loader and the inline rules,
 * and before the inline scripts are minified. Pages of one folder drawn from the same stylesheets
 * (every article) carry the same rules: those any of them can use. Their inline styles are then
 * one, and so is the policy that hashes them (integrations/pageFolders.ts), however many pieces
 * the owner publishes. An admin page's scripts start at once instead (adminPageStart.ts).
 */
import type { AstroIntegration } from 'astro';
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cachedSheetsScript } from '../src/lib/shell/cachedSheets.ts';
import { adminPageStart } from './adminPageStart.ts';
import { afterPaintLoader } from './afterPaintLoader.ts';
import { htmlFiles, pathForHtmlFile } from './builtFiles.ts';
import { criticalStyles, type PageMatcher, pageMatcher } from './criticalStyles.ts';
import { pageFolder } from './pageFolders.ts';
import { inContent, ownCode } from './publishedContent.ts';
import { type BuiltAssets, loadedWith, scriptReferences } from './shellFiles.ts';
import { hashedAssetsPrefix } from './siteHeaders.ts';

const moduleScript = /<script type="module" src="([^"]+)"><\/script>/g;
const stylesheetLink = new RegExp(`<link rel="stylesheet" href="(${hashedAssetsPrefix}[^"]+)">`, 'g');

/** The stylesheets a page links in its head, in order. */
function headStylesheets(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(stylesheetLink)].map((match) => match[1] ?? '');
}

/**
 * The page with its stylesheets as inline critical rules and its scripts and full sheets started
 * after its first paint. `matches` picks the rules; by default those the page's own markup can use.
 */
export function withLoadAfterFirstPaint(html: string, assets: BuiltAssets, matches: PageMatcher = pageMatcher(html)): string {
  const stylesheets = headStylesheets(html);
  // The page's own module scripts only: one inside published content is never loaded (publishedContent.ts).
  const { content } = ownCode(html);
  const isOwn = (index: number) => !inContent(content, index);
  const entries = [...html.matchAll(moduleScript)].filter((match) => isOwn(match.index)).map((match) => match[1] ?? '');
  if (stylesheets.length === 0 && entries.length === 0) return html;

  const files = [
    ...new Set(entries.flatMap((entry) => loadedWith(entry, (file) => ({ loads: assets.staticImportsOf(file), mayLoad: [] })))),
  ];
  // An admin page's scripts start at once, its tool preloaded with them (adminPageStart.ts).
  const admin = adminPageStart(html, files, assets);
  const loader = afterPaintLoader({ stylesheets, preloads: [...files, ...(admin?.preloads ?? [])], entries }, admin?.latestMs);
  let met = 0;
  let page = html.replace(moduleScript, (script: string, _src: string, index: number) => {
    if (!isOwn(index)) return script;
    met += 1;
    return met < entries.length ? '' : loader;
  });
  if (stylesheets.length > 0) {
    const links = stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
    const critical = criticalStyles(stylesheets.map(assets.textOf).join('\n'), matches);
    let first = true;
    page = page.replace(stylesheetLink, () => {
      if (!first) return '';
      first = false;
      return `<style>${critical}</style><noscript>${links}</noscript><script>${cachedSheetsScript(stylesheets)}</script>`;
    });
  }
  return entries.length === 0 ? page.replace('</body>', `${loader}</body>`) : page;
}

export function afterFirstPaint(): AstroIntegration {
  return {
    name: 'after-first-paint',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        const textOf = (file: string) => readFileSync(join(root, file), 'utf8');
        const assets: BuiltAssets = { textOf, staticImportsOf: (file) => scriptReferences(textOf(file)).loads };
        const pages: { file: string; html: string; family?: string }[] = [];
        for (const file of await htmlFiles(root)) {
          const html = await readFile(file, 'utf8');
          if (!html.includes('</head>')) continue;
          const folder = pageFolder(pathForHtmlFile(root, file));
          pages.push({ file, html, ...(folder === undefined ? {} : { family: `${folder} ${headStylesheets(html).join(' ')}` }) });
        }
        const families = new Map<string, PageMatcher[]>();
        for (const { html, family } of pages) if (family) families.set(family, [...(families.get(family) ?? []), pageMatcher(html)]);
        for (const { file, html, family } of pages) {
          const matchers = family ? families.get(family) : undefined;
          const matches = matchers ? (selector: string) => matchers.some((matcher) => matcher(selector)) : pageMatcher(html);
          const changed = withLoadAfterFirstPaint(html, assets, matches);
          if (changed !== html) await writeFile(file, changed);
        }
      },
    },
  };
}
