import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../../functions/_shared/env.ts';
import type { SiteBuild } from '../../../functions/_shared/publishing/siteBuild.ts';
import { handle as siteRebuild } from '../../../functions/site-rebuild/handler.ts';
import type { BuildOutcome } from '../../../server/publishing/siteRebuilder.ts';
import { backendStartTimeout, startTestBackend, type TestBackend } from '../support/backend.ts';
import { adminEmail, createActors, type Actors } from '../visitor/support/actors.ts';

/**
 * Publishing to the site through the embedded backend: the site-rebuild function queues a build
 * (two quick publishes make one), the rebuilder builds with the backend as its content source and
 * swaps the site in; the scheduler publishes what is due; production's deploy hook path and the
 * answer when neither is configured. The build here is a fast fake that writes a page per
 * published article, read through the REST API as the real build reads them.
 */
let test: TestBackend;
let actors: Actors;
let builds = 0;
const distDir = join(mkdtempSync(join(tmpdir(), 'site-rebuild-')), 'dist');

async function fakeBuild(outDir: string): Promise<BuildOutcome> {
  builds += 1;
  const response = await fetch(`${test.url}/rest/v1/articles?select=slug,title&status=eq.published&is_sample=is.false`, {
    headers: { apikey: test.serviceRoleKey, Authorization: `Bearer ${test.serviceRoleKey}` },
  });
  const articles = (await response.json()) as { slug: string; title: string }[];
  if (articles.some((article) => article.title.includes('breaks the build'))) {
    return { ok: false, error: 'The site build exited with code 1.\n[ERROR] An article broke the build.' };
  }
  // As the content loader does with a piece it cannot render: left out, named, the rest built.
  const unrenderable = (article: { title: string }) => article.title.includes('cannot be rendered');
  const built = articles.filter((article) => !unrenderable(article));
  mkdirSync(join(outDir, 'articles'), { recursive: true });
  writeFileSync(join(outDir, 'index.html'), `<h1>Site with ${built.length} articles</h1>`);
  for (const article of built) writeFileSync(join(outDir, 'articles', `${article.slug}.html`), `<h1>${article.title}</h1>`);
  const skipped = articles
    .filter(unrenderable)
    .map((article) => ({ page: `/articles/${article.slug}`, title: article.title, reason: 'The renderer failed.' }));
  return { ok: true, skipped };
}

// The two quick publishes must reach the backend within its gathering window: 150 ms was missed
// by a loaded machine, where the two requests' sign-in checks alone can take longer.
beforeAll(async () => {
  mkdirSync(distDir);
  writeFileSync(join(distDir, 'index.html'), '<h1>First site</h1>');
  test = await startTestBackend({ adminEmails: [adminEmail], distDir, siteRebuild: { build: fakeBuild, gatherMs: 1000 } });
  actors = await createActors(test);
}, backendStartTimeout);
afterAll(() => test.stop());

const sql = <Row>(text: string, params: unknown[] = []) => test.backend.deps.db.query<Row>(text, params).then((result) => result.rows);
const call = (name: string, token: string, method = 'POST', query = '') =>
  fetch(`${test.url}/functions/v1/${name}${query}`, {
    method,
    headers: { apikey: test.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: method === 'POST' ? '{}' : undefined,
  });
const answer = async (response: Response) => ((await response.json()) as { build: SiteBuild }).build;
const errorCode = async (response: Response) => ((await response.json()) as { error?: { code?: string } }).error?.code;

async function finished(id: number): Promise<SiteBuild> {
  for (;;) {
    const build = await answer(await call('site-rebuild', actors.admin.accessToken, 'GET', `?id=${id}`));
    if (build.state === 'live' || build.state === 'failed') return build;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('site-rebuild, locally', () => {
  it('refuses visitors and users who are not the admin', async () => {
    expect((await call('site-rebuild', test.anonKey)).status).toBe(401);
    const user = await call('site-rebuild', actors.user.accessToken);
    expect([user.status, await errorCode(user)]).toEqual([403, 'forbidden']);
    expect((await call('site-rebuild', actors.user.accessToken, 'GET', '?id=1')).status).toBe(403);
  });

  it('makes one build of two quick publishes, builds from the published rows and swaps the new site in', async () => {
    await sql(`insert into public.articles (slug, title, status) values ('five-questions', 'Five questions', 'published')`);
    const before = builds;
    const [first, second] = await Promise.all([
      call('site-rebuild', actors.admin.accessToken).then(answer),
      call('site-rebuild', actors.admin.accessToken).then(answer),
    ]);
    expect(second.id).toBe(first.id);
    expect(first.state).toBe('queued');
    const done = await finished(first.id);

    expect(done).toMatchObject({ state: 'live', error: null, skipped: [] });
    expect(Date.parse(done.finishedAt as string)).toBeGreaterThanOrEqual(Date.parse(done.startedAt as string));
    expect(builds - before).toBe(1);
    expect(await (await fetch(`${test.url}/articles/five-questions`)).text()).toBe('<h1>Five questions</h1>');
    expect(await sql('select requests from public.site_builds where id = $1', [first.id])).toEqual([{ requests: 2 }]);
  });

  it('keeps the served site when a build fails, and says why', async () => {
    await sql(`insert into public.articles (slug, title, status) values ('broken', 'This one breaks the build', 'published')`);
    const build = await finished((await answer(await call('site-rebuild', actors.admin.accessToken))).id);

    expect(build.state).toBe('failed');
    expect(build.error).toContain('An article broke the build.');
    expect(await (await fetch(`${test.url}/articles/five-questions`)).text()).toBe('<h1>Five questions</h1>');
    await sql(`delete from public.articles where slug = 'broken'`);
  });

  it('publishes the rest of the site when a piece cannot be rendered, and names that piece on the build', async () => {
    await sql(`insert into public.articles (slug, title, status) values ('unrenderable', 'This one cannot be rendered', 'published')`);
    const build = await finished((await answer(await call('site-rebuild', actors.admin.accessToken))).id);

    expect(build).toMatchObject({
      state: 'live',
      error: null,
      skipped: [{ page: '/articles/unrenderable', title: 'This one cannot be rendered', reason: 'The renderer failed.' }],
    });
    expect((await fetch(`${test.url}/articles/unrenderable`)).status).toBe(404);
    expect(await (await fetch(`${test.url}/articles/five-questions`)).text()).toBe('<h1>Five questions</h1>');
    await sql(`delete from public.articles where slug = 'unrenderable'`);
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    const malformed = await call('site-rebuild', actors.admin.accessToken, 'GET', '?id=one');
    expect([malformed.status, await errorCode(malformed)]).toEqual([400, 'validation_failed']);
    expect((await call('site-rebuild', actors.admin.accessToken, 'GET', '?id=999999')).status).toBe(404);
  });
});

describe('the scheduler', () => {
  it('publishes the articles and episodes that are due, never a newsletter issue, and rebuilds the site', async () => {
    await test.backend.deps.db.exec(`
      insert into public.articles (slug, title, status, publish_at) values
        ('due-article', 'Due article', 'scheduled', now() - interval '1 minute'),
        ('later-article', 'Later article', 'scheduled', now() + interval '1 day');
      insert into public.newsletter_issues (slug, subject, status, publish_at) values ('due-issue', 'Due issue', 'scheduled', now() - interval '1 minute');
      insert into public.podcast_episodes (slug, title, status, publish_at, audio_url, audio_type, audio_bytes, duration_seconds) values
        ('due-episode', 'Due episode', 'scheduled', now() - interval '1 minute', 'https://cdn.example.test/a.mp3', 'audio/mpeg', 1000, 61);
      insert into public.podcast_episodes (slug, title, status, publish_at) values ('silent-episode', 'No audio yet', 'scheduled', now() - interval '1 minute')`);
    const service = await call('publishing-scheduler', test.serviceRoleKey);
    const { published, build } = (await service.json()) as { published: { kind: string; slug: string }[]; build: SiteBuild };

    expect(published.map((piece) => `${piece.kind}:${piece.slug}`).sort()).toEqual(['article:due-article', 'episode:due-episode']);
    const states = await sql<{ slug: string; status: string; published_at: Date | null; publish_at: Date | null }>(`
      select slug, status, published_at, publish_at from public.articles where slug in ('due-article', 'later-article')
      union all select slug, status, published_at, publish_at from public.newsletter_issues where slug = 'due-issue'
      union all select slug, status, published_at, publish_at from public.podcast_episodes where slug in ('due-episode', 'silent-episode')
      order by slug`);
    expect(states.map((row) => [row.slug, row.status])).toEqual([
      ['due-article', 'published'],
      ['due-episode', 'published'],
      ['due-issue', 'scheduled'],
      ['later-article', 'scheduled'],
      ['silent-episode', 'scheduled'],
    ]);
    // Dated when it was due, not when the scheduler came by.
    expect(states[0]?.published_at?.getTime()).toBe(states[0]?.publish_at?.getTime());
    expect((await finished(build.id)).state).toBe('live');
    expect(await (await fetch(`${test.url}/articles/due-article`)).text()).toBe('<h1>Due article</h1>');

    const again = await (await call('publishing-scheduler', test.serviceRoleKey)).json();
    expect(again).toEqual({ published: [], build: null, confirmations: { sent: 0, failed: 0 } });
  });

  it('is run by the service role only', async () => {
    expect((await call('publishing-scheduler', test.anonKey)).status).toBe(403);
    expect((await call('publishing-scheduler', actors.admin.accessToken)).status).toBe(403);
  });
});

describe('site-rebuild, in production', () => {
  let hook: Server;
  let hookCalls = 0;
  let hookStatus = 200;
  beforeAll(async () => {
    hook = createServer((request, response) => {
      hookCalls += 1;
      request.resume();
      response.writeHead(hookStatus).end('{}');
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => hook.close(() => resolve())));

  const productionEnv = (vars: Record<string, string>) =>
    readEnv(
      {
        SUPABASE_URL: test.url,
        SUPABASE_ANON_KEY: test.anonKey,
        SUPABASE_SERVICE_ROLE_KEY: test.serviceRoleKey,
        OPERATIONS_RECORD: 'off',
        ...vars,
      },
      (input, init) => fetch(input, init),
    );
  const post = () =>
    new Request(`${test.url}/functions/v1/site-rebuild`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${actors.admin.accessToken}`, 'Content-Type': 'application/json' },
      body: '{}',
    });

  it('calls the deploy hook and records the build as requested, or failed with the host’s answer', async () => {
    const hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/build_hooks/site`;
    const requested = await answer(await siteRebuild(post(), productionEnv({ DEPLOY_HOOK_URL: hookUrl })));
    expect(requested).toMatchObject({ state: 'requested', error: null });
    expect(hookCalls).toBe(1);

    hookStatus = 404;
    const refused = await answer(await siteRebuild(post(), productionEnv({ DEPLOY_HOOK_URL: hookUrl })));
    expect(refused.state).toBe('failed');
    expect(refused.error).toContain('answered 404');
  });

  it('answers 501 not_available naming what to configure when there is neither a hook nor a rebuilder', async () => {
    const response = await siteRebuild(post(), productionEnv({}));
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(response.status).toBe(501);
    expect(body.error.code).toBe('not_available');
    expect(body.error.message).toContain('DEPLOY_HOOK_URL');
  });
});
