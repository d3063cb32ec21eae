import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSitePassages } from '../../../server/db/sitePassages.ts';
import { backendStartTimeout, startTestBackend, type TestBackend } from '../support/backend.ts';
import { distWithPassages, samplePassages } from './support/conversation.ts';

let test: TestBackend;
beforeAll(async () => {
  test = await startTestBackend({ distDir: distWithPassages() });
}, backendStartTimeout);
afterAll(() => test.stop());

const storedUrls = async () =>
  (await test.backend.deps.db.query<{ url: string }>('select url from public.site_passages order by id')).rows.map((row) => row.url);
const ranked = async (question: string) =>
  (await test.backend.deps.db.query<{ url: string }>('select url from public.search_site_passages($1, 10)', [question])).rows.map(
    (row) => row.url,
  );

describe('loading the site passages', () => {
  it('the embedded backend loads the build’s passages at start', async () => {
    expect(await storedUrls()).toEqual(samplePassages.map((passage) => passage.url));
  });

  it('replaces them all at once, and a refused passage leaves the table as it was', async () => {
    const replacement = [{ ...samplePassages[2], text: 'Leadership teams who want to use AI deliberately.' }] as typeof samplePassages;
    await loadSitePassages(test.backend.deps.db, distWithPassages(replacement), () => {});
    expect(await storedUrls()).toEqual(['/advisory#audience-title']);
    const broken = JSON.stringify([...samplePassages, { title: 'x', page_title: 'x', url: 'https://elsewhere.example/', text: 'x' }]);
    await expect(test.backend.deps.db.query('select public.replace_site_passages($1::jsonb)', [broken])).rejects.toThrow(
      /site_passages_url_check/,
    );
    expect(await storedUrls()).toEqual(['/advisory#audience-title']);
  });

  it('npm run passages:load replaces them through the REST API with the service role, and refuses without the key', {
    timeout: 60_000,
  }, async () => {
    const script = join(import.meta.dirname, '../../../scripts/passages/load.ts');
    const run = (env: Record<string, string>) => promisify(execFile)(process.execPath, [script, `--dist=${distWithPassages()}`], { env });
    await expect(run({ SUPABASE_URL: test.url, SUPABASE_SERVICE_ROLE_KEY: test.anonKey })).rejects.toThrow(/Loading the passages failed/);
    const { stdout } = await run({ SUPABASE_URL: test.url, SUPABASE_SERVICE_ROLE_KEY: test.serviceRoleKey });
    expect(stdout).toContain(`Loaded ${samplePassages.length} site passages`);
    expect(await storedUrls()).toEqual(samplePassages.map((passage) => passage.url));
  });
});

describe('ranking the site passages (search_site_passages)', () => {
  it('matches words by stem and by prefix, any of them, headings first, and ignores stop words', async () => {
    // "safely" finds "Safe-use" by its stem; the kit's heading outranks passages that only mention "work" or "AI".
    expect((await ranked('How do I start using AI safely at work?'))[0]).toBe('/ai-survival-kit#safe-use-title');
    // "advis" is a prefix of "Advisory"; "forecast" matches one passage of four, with nothing else asked.
    expect(await ranked('advis')).toEqual(['/advisory#audience-title']);
    expect(await ranked('zebra forecasts')).toEqual(['/ai-jobs-heatmap#exposure-sources-title']);
    // Only stop words, punctuation or nothing: no passage, rather than every passage.
    for (const question of ['How do I?', '!?', '', "'; drop table public.site_passages; --"]) expect(await ranked(question)).toEqual([]);
  });
});
