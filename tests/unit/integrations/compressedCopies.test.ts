import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { etagsFile } from '../../../integrations/builtFiles.ts';
import { writeCompressedCopies } from '../../../integrations/compressedCopies.ts';

let root: string;
let etags: Record<string, string>;
const page = `<!doctype html><title>Page</title>${'<p>Readers on slow connections.</p>'.repeat(50)}`;
const noise = Buffer.from(Array.from({ length: 4096 }, (_, index) => createHash('sha256').update(String(index)).digest()[0] ?? 0));

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'compressed-copies-'));
  mkdirSync(join(root, '_astro'));
  writeFileSync(join(root, 'page.html'), page);
  writeFileSync(join(root, 'tiny.css'), 'a{color:red}');
  writeFileSync(join(root, 'photo.png'), page);
  writeFileSync(join(root, '_astro/noise.js'), noise);
  etags = await writeCompressedCopies(root);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('compressed copies of the build', () => {
  it('writes brotli and gzip copies of a compressible file, each decompressing to the file', () => {
    expect(brotliDecompressSync(readFileSync(join(root, 'page.html.br'))).toString()).toBe(page);
    expect(gunzipSync(readFileSync(join(root, 'page.html.gz'))).toString()).toBe(page);
  });

  it('writes none for small files, for formats compressed already, or where a copy would not be smaller', () => {
    for (const name of ['tiny.css', 'photo.png', '_astro/noise.js']) {
      expect(existsSync(join(root, `${name}.br`)), name).toBe(false);
      expect(existsSync(join(root, `${name}.gz`)), name).toBe(false);
    }
  });
});

describe('the build’s ETags', () => {
  it('name every file and copy, the copies by their encoding', () => {
    expect(Object.keys(etags).sort()).toEqual(['_astro/noise.js', 'page.html', 'page.html.br', 'page.html.gz', 'photo.png', 'tiny.css']);
    const [identity = '', br, gzip] = ['page.html', 'page.html.br', 'page.html.gz'].map((name) => etags[name]);
    expect(identity).toMatch(/^"[\w-]{22}"$/);
    expect(br).toBe(identity.replace(/"$/, '-br"'));
    expect(gzip).toBe(identity.replace(/"$/, '-gzip"'));
  });

  it('follow the content: the same bytes get the same ETag, other bytes another', () => {
    expect(etags['photo.png']).toBe(etags['page.html']);
    expect(etags['tiny.css']).not.toBe(etags['page.html']);
  });

  it('are written to etags.json for the server', () => {
    expect(JSON.parse(readFileSync(join(root, etagsFile), 'utf8'))).toEqual(etags);
  });
});

describe('a second run on the same folder', () => {
  it('replaces the copies of a changed file and removes those no longer worth keeping', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'compressed-rerun-'));
    try {
      writeFileSync(join(folder, 'changed.html'), page);
      writeFileSync(join(folder, 'shrunk.html'), page);
      await writeCompressedCopies(folder);
      const changed = `${page}<p>Changed.</p>`;
      writeFileSync(join(folder, 'changed.html'), changed);
      writeFileSync(join(folder, 'shrunk.html'), '<p>Short now.</p>');
      const rerun = await writeCompressedCopies(folder);
      expect(brotliDecompressSync(readFileSync(join(folder, 'changed.html.br'))).toString()).toBe(changed);
      expect(rerun['changed.html.br']).toBe((rerun['changed.html'] ?? '').replace(/"$/, '-br"'));
      expect(existsSync(join(folder, 'shrunk.html.br'))).toBe(false);
      expect(Object.keys(rerun).sort()).toEqual(['changed.html', 'changed.html.br', 'changed.html.gz', 'shrunk.html']);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('a build next to a previous one', () => {
  it('takes the previous copies of unchanged files as they are, and compresses changed ones', async () => {
    const previous = mkdtempSync(join(tmpdir(), 'compressed-previous-'));
    const next = mkdtempSync(join(tmpdir(), 'compressed-next-'));
    try {
      for (const folder of [previous, next]) writeFileSync(join(folder, 'same.html'), page);
      writeFileSync(join(previous, 'changed.html'), page);
      writeFileSync(join(next, 'changed.html'), `${page}<p>Published.</p>`);
      await writeCompressedCopies(previous);
      // Marked, so a copy taken from the previous build is told apart from one made again.
      writeFileSync(join(previous, 'same.html.br'), 'taken from the previous build');
      const etags = await writeCompressedCopies(next, previous);

      expect(readFileSync(join(next, 'same.html.br'), 'utf8')).toBe('taken from the previous build');
      expect(brotliDecompressSync(readFileSync(join(next, 'changed.html.br'))).toString()).toBe(`${page}<p>Published.</p>`);
      expect(etags['same.html.br']).toBe((etags['same.html'] ?? '').replace(/"$/, '-br"'));
    } finally {
      for (const folder of [previous, next]) rmSync(folder, { recursive: true, force: true });
    }
  });
});
