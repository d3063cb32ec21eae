import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitePassagesFile } from '../../integrations/builtFiles.ts';
import { passagePages } from '../../integrations/sitePassages.ts';
import { createBackend, type Backend } from '../../server/backend.ts';
import { sitePassagesSchema, type SitePassages } from '../../server/db/sitePassages.ts';
import { assertBuilt, distDir, htmlFor } from './support/dist.ts';

let passages: SitePassages;
beforeAll(() => {
  assertBuilt();
  passages = sitePassagesSchema.parse(JSON.parse(readFileSync(join(distDir, sitePassagesFile), 'utf8')));
});

describe(`dist/${sitePassagesFile}`, () => {
  it('holds passages of the kit, the assessments and their frameworks, advisory and the AI-exposure caveats, and of no other page', () => {
    const urls = passages.map((passage) => passage.url);
    for (const expected of [
      '/ai-survival-kit#safe-use-title',
      '/ai-survival-kit#plan-title',
      '/ai-assessments#hub-measure-title',
      '/ai-assessments#hub-frameworks-title',
      '/advisory#services-title',
      '/ai-jobs-heatmap#exposure-sources-title',
    ])
      expect(urls).toContain(expected);
    expect(new Set(urls.map((url) => url.split('#')[0]))).toEqual(new Set(passagePages));
    // What the pages draw only for one audience, or as controls, is not content.
    expect(passages.filter((passage) => /Admin Access Required|Sign in to take an assessment|Your results/.test(passage.title))).toEqual(
      [],
    );
  });

  it('links every passage to a built page and, where it names one, a heading of that page', () => {
    const broken = passages.filter(({ url }) => {
      const [path = '', anchor] = url.split('#');
      const html = htmlFor(path);
      return anchor !== undefined && !html.includes(` id="${anchor}"`);
    });
    expect(broken).toEqual([]);
  });

  it('quotes the text as a reader sees it: no markup, no words run together at element edges', () => {
    for (const { text } of passages) {
      expect(text).not.toMatch(/<|&[a-z]+;|\s{2}/);
      // A citation and the sentence after it, or two card links, touch in the markup ("2023.The").
      expect(text).not.toMatch(/[\p{Ll}\d][.,;:!?]\p{Lu}\p{Ll}/u);
    }
  });
});

describe('the site guide’s ranking over the built passages', () => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await createBackend({ memory: true, distDir, env: { RATE_LIMITS: 'off' } });
  }, 180_000);
  afterAll(() => backend?.close());

  it('finds the kit first for "How do I start using AI safely at work?"', async () => {
    const { rows } = await backend.deps.db.query<{ url: string }>('select url from public.search_site_passages($1, 3)', [
      'How do I start using AI safely at work?',
    ]);
    expect(rows.map((row) => row.url.split('#')[0])).toEqual(['/ai-survival-kit', '/ai-survival-kit', '/ai-survival-kit']);
  });
});
