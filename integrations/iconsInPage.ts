/**
 * Each page carries the icons it draws, and its favicon, instead of asking for the sprite and the
 * favicon file: the browser fetches a `<use>` sprite as soon as it parses the first icon, and the
 * favicon once the page has loaded, both while the first view is still being drawn, and on a slow
 * connection each request costs a round trip. The symbols a page uses are a few hundred bytes
 * compressed. Their ids take a prefix so they never meet an id of the page. A fragment (no
 * `<body>`), such as the admin navigation inserted into pages later, keeps the sprite.
 */
import type { AstroIntegration } from 'astro';
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { faviconUrl, iconSpriteUrl } from '../src/lib/shell/icons.ts';
import { htmlFiles } from './builtFiles.ts';

const symbolIdPrefix = 'icon-';
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const spriteUse = new RegExp(`<use href="${escaped(iconSpriteUrl)}#([\\w-]+)">`, 'g');
const faviconLink = new RegExp(`<link rel="icon" href="${escaped(faviconUrl)}" type="image/svg\\+xml">`);

/** The sprite's symbols by id, as markup. */
export function spriteSymbols(sprite: string): Map<string, string> {
  return new Map([...sprite.matchAll(/<symbol id="([\w-]+)"[\s\S]*?<\/symbol>/g)].map((match) => [match[1] ?? '', match[0]]));
}

/** The page with its icons drawn from symbols it carries, and its favicon as a data address. */
export function withIconsInPage(html: string, page: string, symbols: Map<string, string>, favicon: string): string {
  if (!html.includes('</body>')) return html;
  const used = [...new Set([...html.matchAll(spriteUse)].map((match) => match[1] ?? ''))];
  const carried = used.map((id) => {
    const symbol = symbols.get(id);
    if (symbol === undefined) throw new Error(`${page}: the icon "${id}" is not a symbol of ${iconSpriteUrl}.`);
    return symbol.replace(`id="${id}"`, `id="${symbolIdPrefix}${id}"`);
  });
  const withIcons =
    used.length === 0
      ? html
      : html
          .replace(spriteUse, (_use, id: string) => `<use href="#${symbolIdPrefix}${id}">`)
          .replace('</body>', `<svg hidden>${carried.join('')}</svg></body>`);
  // Only what would end the attribute or break the address is escaped: the address stays short.
  const faviconAddress = `data:image/svg+xml,${favicon
    .trim()
    .replaceAll('"', "'")
    .replace(/[%#<>]/g, encodeURIComponent)}`;
  return withIcons.replace(faviconLink, `<link rel="icon" href="${faviconAddress}" type="image/svg+xml">`);
}

export function iconsInPage(): AstroIntegration {
  return {
    name: 'icons-in-page',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        const symbols = spriteSymbols(readFileSync(join(root, iconSpriteUrl), 'utf8'));
        const favicon = readFileSync(join(root, faviconUrl), 'utf8');
        for (const file of await htmlFiles(root)) {
          const html = await readFile(file, 'utf8');
          const changed = withIconsInPage(html, file, symbols, favicon);
          if (changed !== html) await writeFile(file, changed);
        }
      },
    },
  };
}
