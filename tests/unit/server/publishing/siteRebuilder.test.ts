import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { etagsFile } from '../../../../integrations/builtFiles.ts';
import type { SiteBuild } from '../../../../functions/_shared/publishing/siteBuild.ts';
import type { BuildRecords } from '../../../../server/publishing/buildRecords.ts';
import { type BuildOutcome, createSiteRebuilder } from '../../../../server/publishing/siteRebuilder.ts';

/** The builds' record kept in memory, with the same transitions as public.site_builds. */
function memoryRecords() {
  const builds = new Map<number, SiteBuild & { requests: number }>();
  const at = () => new Date().toISOString();
  const change = async (id: number, update: Partial<SiteBuild & { requests: number }>) => {
    const build = builds.get(id);
    if (!build) throw new Error(`no build ${id}`);
    Object.assign(build, update);
    return { ...build };
  };
  const records: BuildRecords = {
    queue: async () => {
      const build = {
        id: builds.size + 1,
        state: 'queued' as const,
        requests: 1,
        requestedAt: at(),
        startedAt: null,
        finishedAt: null,
        error: null,
        skipped: [],
      };
      builds.set(build.id, build);
      return { ...build };
    },
    join: async (id) => change(id, { requests: (builds.get(id)?.requests ?? 0) + 1 }),
    start: async (id) => change(id, { state: 'building', startedAt: at() }),
    live: async (id, skipped = []) => change(id, { state: 'live', finishedAt: at(), skipped: [...skipped] }),
    fail: async (id, error) => change(id, { state: 'failed', finishedAt: at(), error }),
    closeInterrupted: async () => 0,
  };
  return { records, builds };
}

/** A served site holding one page and one hashed asset listed as its own. */
function servedSite(): { parent: string; dist: string } {
  const parent = mkdtempSync(join(tmpdir(), 'rebuilder-'));
  const dist = join(parent, 'dist');
  mkdirSync(join(dist, '_astro'), { recursive: true });
  mkdirSync(dirname(join(dist, etagsFile)), { recursive: true });
  writeFileSync(join(dist, 'index.html'), 'first site');
  writeFileSync(join(dist, '_astro', 'page.old1.js'), 'old script');
  writeFileSync(join(dist, etagsFile), JSON.stringify({ 'index.html': '"a"', '_astro/page.old1.js': '"b"' }));
  return { parent, dist };
}

/** A fake build: writes a site saying `text`, after `release()` is called when `held`. */
function fakeBuild(text: () => string) {
  const calls: string[] = [];
  let release: (outcome?: BuildOutcome) => void = () => {};
  const build = async (outDir: string): Promise<BuildOutcome> => {
    calls.push(outDir);
    const outcome = await new Promise<BuildOutcome | undefined>((resolve) => (release = resolve));
    if (outcome && !outcome.ok) return outcome;
    mkdirSync(join(outDir, '_astro'), { recursive: true });
    mkdirSync(dirname(join(outDir, etagsFile)), { recursive: true });
    writeFileSync(join(outDir, 'index.html'), text());
    writeFileSync(join(outDir, '_astro', 'page.new2.js'), 'new script');
    writeFileSync(join(outDir, etagsFile), JSON.stringify({ 'index.html': '"c"', '_astro/page.new2.js': '"d"' }));
    return outcome ?? { ok: true };
  };
  return { build, calls, release: (outcome?: BuildOutcome) => release(outcome) };
}

const until = async (check: () => boolean) => {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('the embedded site rebuilder', () => {
  it('makes one build of two publishes in quick succession, and queues exactly one more for publishes during a build', async () => {
    const { dist } = servedSite();
    const { records, builds } = memoryRecords();
    const fake = fakeBuild(() => 'second site');
    const rebuilder = createSiteRebuilder({
      distDir: dist,
      build: fake.build,
      records,
      afterSwap: async () => {},
      gatherMs: 20,
      log: () => {},
    });

    const [first, second] = await Promise.all([rebuilder.request(), rebuilder.request()]);
    expect(second.id).toBe(first.id);
    await until(() => fake.calls.length === 1);
    // During the build: the first request queues one more build, the next ones join it.
    const third = await rebuilder.request();
    const fourth = await rebuilder.request();
    expect(third.id).not.toBe(first.id);
    expect(fourth.id).toBe(third.id);
    fake.release();
    await until(() => fake.calls.length === 2);
    fake.release();
    await rebuilder.idle();

    expect(fake.calls).toHaveLength(2);
    expect([...builds.values()].map((build) => [build.state, build.requests])).toEqual([
      ['live', 2],
      ['live', 2],
    ]);
    await rebuilder.close();
  });

  it('swaps the new build in whole, keeps the previous build’s hashed assets, and leaves no build folder behind', async () => {
    const { parent, dist } = servedSite();
    const { records, builds } = memoryRecords();
    const fake = fakeBuild(() => 'second site');
    const swapped: string[] = [];
    const rebuilder = createSiteRebuilder({
      distDir: dist,
      build: fake.build,
      records,
      afterSwap: async () => {
        swapped.push(readFileSync(join(dist, 'index.html'), 'utf8'));
      },
      gatherMs: 0,
      log: () => {},
    });

    await rebuilder.request();
    await until(() => fake.calls.length === 1);
    // While it builds, the served site is the first one, whole.
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe('first site');
    expect(fake.calls[0]?.startsWith(parent)).toBe(true);
    fake.release();
    await rebuilder.idle();

    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe('second site');
    expect(readdirSync(join(dist, '_astro')).sort()).toEqual(['page.new2.js', 'page.old1.js']);
    expect(swapped).toEqual(['second site']);
    expect(readdirSync(parent)).toEqual(['dist']);
    expect(builds.get(1)?.state).toBe('live');

    // One generation only: the next build keeps the second build's assets, not those it carried over.
    const third = fakeBuild(() => 'third site');
    const again = createSiteRebuilder({
      distDir: dist,
      build: third.build,
      records,
      afterSwap: async () => {},
      gatherMs: 0,
      log: () => {},
    });
    await again.request();
    await until(() => third.calls.length === 1);
    third.release();
    await again.idle();
    expect(readdirSync(join(dist, '_astro'))).toEqual(['page.new2.js']);
  });

  it('keeps the previous site when a build fails, and records why', async () => {
    const { parent, dist } = servedSite();
    const { records, builds } = memoryRecords();
    const fake = fakeBuild(() => 'broken site');
    const rebuilder = createSiteRebuilder({
      distDir: dist,
      build: fake.build,
      records,
      afterSwap: async () => {},
      gatherMs: 0,
      log: () => {},
    });

    await rebuilder.request();
    await until(() => fake.calls.length === 1);
    fake.release({ ok: false, error: 'The site build exited with code 1.\n[ERROR] articles: a row failed its schema' });
    await rebuilder.idle();

    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe('first site');
    expect(builds.get(1)).toMatchObject({ state: 'failed', error: expect.stringContaining('a row failed its schema') });
    expect(readdirSync(parent)).toEqual(['dist']);
  });

  it('puts the site in place without the pieces the build left out, and records each with why', async () => {
    const { dist } = servedSite();
    const { records, builds } = memoryRecords();
    const fake = fakeBuild(() => 'site without one article');
    const lines: string[] = [];
    const rebuilder = createSiteRebuilder({
      distDir: dist,
      build: fake.build,
      records,
      afterSwap: async () => {},
      gatherMs: 0,
      log: (line) => lines.push(line),
    });

    await rebuilder.request();
    await until(() => fake.calls.length === 1);
    const skipped = [{ page: '/articles/broken', title: 'Broken', reason: 'the renderer failed' }];
    fake.release({ ok: true, skipped });
    await rebuilder.idle();

    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe('site without one article');
    expect(builds.get(1)).toMatchObject({ state: 'live', error: null, skipped });
    expect(lines.at(-1)).toContain('1 piece(s) left out: /articles/broken');
  });

  it('builds a site where there was none, and answers busy until it is in place', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'rebuilder-'));
    const dist = join(parent, 'site');
    const { records } = memoryRecords();
    const fake = fakeBuild(() => 'first site');
    const rebuilder = createSiteRebuilder({
      distDir: dist,
      build: fake.build,
      records,
      afterSwap: async () => {},
      gatherMs: 0,
      log: () => {},
    });

    await rebuilder.request();
    expect(rebuilder.busy()).toBe(true);
    await until(() => fake.calls.length === 1);
    fake.release();
    await rebuilder.idle();

    expect(rebuilder.busy()).toBe(false);
    expect(existsSync(join(dist, 'index.html'))).toBe(true);
  });

  it('stops a running build on close without swapping it in', async () => {
    const { dist } = servedSite();
    const { records, builds } = memoryRecords();
    let aborted = false;
    const rebuilder = createSiteRebuilder({
      distDir: dist,
      build: (_outDir, signal) =>
        new Promise((resolve) =>
          signal.addEventListener('abort', () => {
            aborted = true;
            resolve({ ok: false, error: 'stopped' });
          }),
        ),
      records,
      afterSwap: async () => {},
      gatherMs: 0,
      log: () => {},
    });
    await rebuilder.request();
    await until(() => builds.get(1)?.state === 'building');
    await rebuilder.close();

    expect(aborted).toBe(true);
    expect(builds.get(1)?.state).toBe('failed');
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe('first site');
  });
});
