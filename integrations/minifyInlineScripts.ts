/**
 * Minifies every page's inline scripts after the build. The head scripts are written from the
 * source of unit-tested functions (src/lib/shell/beforePaint.ts), so they arrive as readable code
 * with long names and indentation; every page carries them in its first round trip. Registered
 * before the CSP, which hashes the scripts as they are then. Scripts with a `src` or a type that is
 * not JavaScript are left alone, and so is a script the minifier would not shorten.
 */
import type { AstroIntegration } from 'astro';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { minifySync } from 'rolldown/experimental';
import { htmlFiles } from './builtFiles.ts';

const inlineScript = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi;
const javascriptTypes = new Set(['', 'text/javascript', 'module']);

/** The page with each inline JavaScript minified; throws with the page's name when one does not parse. */
export function withMinifiedScripts(html: string, page: string): string {
  return html.replace(inlineScript, (whole, attributes: string | undefined, code: string) => {
    const attrs = attributes ?? '';
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attrs)?.[1]?.toLowerCase() ?? '';
    if (/\bsrc\s*=/i.test(attrs) || !javascriptTypes.has(type) || code.trim() === '') return whole;
    const minified = minifySync(`${page}.js`, code, { module: type === 'module' });
    if (minified.errors.length > 0) throw new Error(`${page}: an inline script does not parse: ${minified.errors[0]?.message}`);
    const shorter = minified.code.trim().replace(/;$/, '');
    return shorter.length < code.length ? `<script${attrs}>${shorter}</script>` : whole;
  });
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
