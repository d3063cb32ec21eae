import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtFiles, distPath, htmlFiles, pathForHtmlFile } from '../../../integrations/builtFiles.ts';

let root: string;
const pages = ['index.html', 'welcome.html', 'guides/index.html', 'guides/start.html'];
const names = [...pages, '_astro/app.js', 'welcome.html.br', 'data/occupations.html'];

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'built-files-'));
  for (const name of names) {
    mkdirSync(join(root, name, '..'), { recursive: true });
    writeFileSync(join(root, name), name);
  }
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the files of a built site', () => {
  it('lists every file in every folder, sorted, and the pages among them, not the fragments under data/', async () => {
    const files = await builtFiles(root);
    expect(files.map((file) => distPath(root, file))).toEqual([...names].sort());
    expect((await htmlFiles(root)).map((file) => distPath(root, file))).toEqual([...pages].sort());
  });

  it('names a page by the path a static host serves it at', () => {
    const pathOf = (name: string) => pathForHtmlFile(root, join(root, name));
    expect(pages.map(pathOf)).toEqual(['/', '/welcome', '/guides', '/guides/start']);
  });
});
