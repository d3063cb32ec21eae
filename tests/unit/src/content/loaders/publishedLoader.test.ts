import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it, vi } from 'vitest';
import { publishedLoader } from '../../../../../src/content/loaders/publishedLoader.ts';

const rows = [
  { slug: 'good', title: 'Good', body_md: 'Text <img src=x onerror=alert(1) alt="a"><script>alert(2)</script>' },
  { slug: 'breaks-the-renderer', title: 'Breaks the renderer', body_md: '# throw' },
  { slug: 'after', title: 'After', body_md: 'More text' },
];

it('stores each piece with its sanitised HTML, and leaves out a piece that cannot be rendered, saying why, without stopping', async () => {
  const report = join(mkdtempSync(join(tmpdir(), 'skipped-')), 'skipped.jsonl');
  vi.stubEnv('CONTENT_SOURCE_URL', 'http://content.test');
  vi.stubEnv('CONTENT_SOURCE_KEY', 'key');
  vi.stubEnv('SKIPPED_PIECES_FILE', report);
  vi.stubGlobal('fetch', async () => Response.json(rows));
  const stored = new Map<string, string | undefined>();
  const warnings: string[] = [];
  const loader = publishedLoader({
    table: 'articles',
    query: 'select=*',
    idOf: (row) => String(row.slug),
    pageOf: (row) => `/articles/${row.slug}`,
    markdown: 'body_md',
  });

  await loader.load({
    store: {
      clear: () => stored.clear(),
      set: (entry: { id: string; rendered?: { html: string } }) => stored.set(entry.id, entry.rendered?.html),
    },
    parseData: async ({ data }: { data: unknown }) => data,
    renderMarkdown: async (markdown: string) => {
      if (markdown.includes('throw')) throw new Error('The renderer failed on line 1.\nIt gave up.');
      return { html: `<p>${markdown}</p>`, metadata: {} };
    },
    generateDigest: () => 'digest',
    logger: { info: () => {}, warn: (line: string) => warnings.push(line) },
  } as unknown as Parameters<typeof loader.load>[0]);

  expect([...stored.keys()]).toEqual(['good', 'after']);
  expect(stored.get('good')).toBe('<p>Text <img src="x" alt="a"></p>');
  const skipped = {
    page: '/articles/breaks-the-renderer',
    title: 'Breaks the renderer',
    reason: 'The renderer failed on line 1. It gave up.',
  };
  expect(warnings).toEqual([
    `Left out of the site: “Breaks the renderer” (/articles/breaks-the-renderer) could not be rendered: ${skipped.reason}`,
  ]);
  expect(readFileSync(report, 'utf8')).toBe(`${JSON.stringify(skipped)}\n`);
});
