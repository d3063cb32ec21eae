/**
 * `npm run bench:rebuild`: Publish → live. The owner's article is saved as published through the
 * REST API and the site-rebuild function is asked for a rebuild, as the editor does; the clock
 * stops when the article's own page answers on the server (the target is one minute). The server
 * is the embedded backend over a copy of dist/, so the real dist/ is never rebuilt; the build is
 * the real one (astro build, reading the content from the server).
 * Option: --rounds=<n> (default 2: the first publish, then a second article on the built site).
 */
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localDemoAnonKey } from '../../src/lib/auth/backendConfig.ts';
import { startBenchServer } from './benchServer.ts';
import { benchSession } from './benchSession.ts';

const rounds = Number(/^--rounds=(\d+)$/.exec(process.argv[2] ?? '')?.[1] ?? 2);
const admin = 'bench.owner@example.test';
const projectRoot = join(import.meta.dirname, '../..');

interface Build {
  id: number;
  state: string;
  startedAt: string | null;
  finishedAt: string | null;
  error: string | null;
}

async function publishAndWait(origin: string, token: string, round: number): Promise<{ live: number; build: number }> {
  const headers = { apikey: localDemoAnonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const slug = `bench-rebuild-${Date.now().toString(36)}-${round}`;
  const title = `Rebuild benchmark, round ${round}`;
  const pressed = performance.now();
  const saved = await fetch(`${origin}/rest/v1/articles`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ slug, title, summary: 'Timing Publish to live.', body_md: 'A paragraph.', status: 'published' }),
  });
  if (!saved.ok) throw new Error(`Saving the article answered ${saved.status}: ${await saved.text()}`);
  const requested = await fetch(`${origin}/functions/v1/site-rebuild`, { method: 'POST', headers, body: '{}' });
  if (!requested.ok) throw new Error(`site-rebuild answered ${requested.status}: ${await requested.text()}`);
  const { build } = (await requested.json()) as { build: Build };
  for (;;) {
    const page = await fetch(`${origin}/articles/${slug}`);
    if (page.ok && (await page.text()).includes(title)) break;
    const state = (await (await fetch(`${origin}/functions/v1/site-rebuild?id=${build.id}`, { headers })).json()) as { build: Build };
    if (state.build.state === 'failed') throw new Error(`The build failed: ${state.build.error}`);
    if (state.build.state === 'live') throw new Error(`The build is live but /articles/${slug} does not show the article.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const live = performance.now() - pressed;
  const done = (await (await fetch(`${origin}/functions/v1/site-rebuild?id=${build.id}`, { headers })).json()) as { build: Build };
  const buildMs = Date.parse(done.build.finishedAt ?? '') - Date.parse(done.build.startedAt ?? '');
  return { live, build: buildMs };
}

const folder = await mkdtemp(join(tmpdir(), 'bench-rebuild-'));
const dist = join(folder, 'dist');
await cp(join(projectRoot, 'dist'), dist, { recursive: true });
// The server's site address is the one dist/ was built for, as under `npm start` (which builds its
// own): a rebuild then reuses the served build's compressed copies of every unchanged file.
const builtFor = /<link rel="canonical" href="([^"]+)"/.exec(await readFile(join(dist, 'index.html'), 'utf8'))?.[1];
const siteUrl = builtFor ? new URL(builtFor).origin : undefined;
const server = await startBenchServer({ dist, env: { ADMIN_EMAILS: admin, ...(siteUrl ? { SITE_URL: siteUrl } : {}) } });
try {
  const { access_token: token } = await benchSession(server.origin, admin);
  for (let round = 1; round <= rounds; round++) {
    const { live, build } = await publishAndWait(server.origin, token, round);
    console.log(
      `Round ${round}: Publish → live ${(live / 1000).toFixed(1)} s (the build itself ${(build / 1000).toFixed(1)} s; target 60 s)`,
    );
  }
} finally {
  await server.stop();
  await rm(folder, { recursive: true, force: true });
}
