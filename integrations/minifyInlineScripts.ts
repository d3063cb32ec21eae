/**
 * Minifies every page's inline scripts after the build. The head scripts are written from the
 * source of unit-tested functions (src/lib/shell/beforePaint.ts), so they arrive as readable code
 * with long names and indentation; every page carries them in its first round trip. Registered
 * before the CSP, which hashes the scripts as they are then. Scripts with a `src` or a type that is
 * not JavaScript are left alone, and so is a script the minifier would not shorten. Only the page's
 * own scripts are minified (publishedContent.ts): anything inside published content is not the
 * site's code, and can neither be taken for it nor stop the build.
 */
import type { AstroIntegration } from 'astro';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { minifySync } from 'rolldown/experimental';
import { htmlFiles } from './builtFiles.ts';
import { ownCode } from './publishedContent.ts';

const javascriptTypes = new Set(['', 'text/javascript', 'module']);

/** The page with each of its own inline JavaScript minified; throws with the page's name when one does not parse. */
export function withMinifiedScripts(html: string, page: string): string {
  let minifiedPage = '';
  let from = 0;
  for (const { start, end, openTag, code, attributes } of ownCode(html).scripts) {
    const type = attributes.type?.toLowerCase() ?? '';
    if (attributes.src !== undefined || !javascriptTypes.has(type) || code.trim() === '') continue;
    const minified = minifySync(`${page}.js`, code, { module: type === 'module' });
    if (minified.errors.length > 0) throw new Error(`${page}: an inline script does not parse: ${minified.errors[0]?.message}`);
    const shorter = minified.code.trim().replace(/;$/, '');
    if (shorter.length >= code.length) continue;
    minifiedPage += `${html.slice(from, start)}${openTag}${shorter}</script>`;
    from = end;
  }
  return minifiedPage + html.slice(from);
}

export function minifyInlineScripts(): AstroIntegration {
  return {
    name: 'minify-inline-scripts',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        let saved = 0;
        for (const file of await htmlFiles(fileURLToPath(dir))) {
          const html = await readFile(file, 'utf8');
          const minified = withMinifiedScripts(html, file);
          saved += html.length - minified.length;
          if (minified !== html) await writeFile(file, minified);
        }
        logger.info(`Inline scripts minified: ${(saved / 1024).toFixed(1)} KiB less over all pages, before compression.`);
      },
    },
  };
}
