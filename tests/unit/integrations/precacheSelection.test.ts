import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { largeBundleBytes, precacheSelection } from '../../../integrations/precacheSelection.ts';
import { offlinePagePath, precachedPages } from '../../../src/service-worker/precachedPages.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A built site holding the precached pages, each loading app.js, which may load a small part and a large one. */
function builtSite(pageBody = '<p>Text</p>', extra: Record<string, string> = {}): string {
  const root = mkdtempSync(join(tmpdir(), 'precache-'));
  folders.push(root);
  const files: Record<string, string> = {
    'brand/icons.svg': '<svg></svg>',
    'brand/favicon.svg': '<svg></svg>',
    '_astro/app.js': 'import"./shared.js";const a=()=>import(`./form.js`),b=()=>import(`./island.js`);',
    '_astro/shared.js': 'export const s=1;',
    '_astro/form.js': 'import"./shared.js";',
    '_astro/island.js': 'import"./react-dom.js";',
    '_astro/react-dom.js': `export const big=${JSON.stringify('x'.repeat(largeBundleBytes + 1))};`,
    ...Object.fromEntries(
      [...precachedPages, offlinePagePath].map((path) => [
        `${path.slice(1)}.html`,
        `<script type="module" src="/_astro/app.js"></script>${pageBody}`,
      ]),
    ),
    ...extra,
  };
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), content);
  }
  return root;
}

describe('the precache', () => {
  it('holds the pages under their URLs, the icons, and the scripts they load or may load, without the large bundles', async () => {
    const selection = await precacheSelection(builtSite());
    expect(Object.fromEntries(selection.urls)).toEqual({
      ...Object.fromEntries([...precachedPages, offlinePagePath].map((path) => [`${path.slice(1)}.html`, path])),
      'brand/icons.svg': '/brand/icons.svg',
      'brand/favicon.svg': '/brand/favicon.svg',
      '_astro/app.js': '/_astro/app.js',
      '_astro/form.js': '/_astro/form.js',
      '_astro/shared.js': '/_astro/shared.js',
    });
    expect(selection.leftOut).toEqual(['/_astro/island.js']);
    expect(selection.compressedBytes).toBeGreaterThan(0);
  });

  it('fails the build, saying by how much, when it would pass its budget', async () => {
    const heavyPage = `<p>${randomBytes(24 * 1024).toString('base64')}</p>`;
    await expect(precacheSelection(builtSite(heavyPage))).rejects.toThrow(
      /precache would be \d+\.\d KiB compressed, over its budget of 150\.0 KiB/,
    );
  });

  it('fails the build when a page it should precache was not built', async () => {
    const root = builtSite();
    rmSync(join(root, 'contact.html'));
    await expect(precacheSelection(root)).rejects.toThrow(/should precache \/contact\.html, but the build wrote no/);
  });
});
