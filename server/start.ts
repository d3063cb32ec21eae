/**
 * `npm start`: serves the site and its backend on one port, and builds the site when needed.
 * Flags: --memory (data in memory only), --no-build (serve the built site as it is), --dist=<dir>
 * (serve another build output, so parallel test runs can each build into their own folder),
 * --data=<dir> (keep the database in another folder than .data/, so a benchmark never touches real
 * data; the copy then builds and serves its own site beside it, see start/siteFolder.ts),
 * --demo (fill an empty database with marked sample data for the console; see server/demo/),
 * --no-rebuild (publishing does not rebuild the served site; with --no-build, for the test suite).
 *
 * The site is built from the database's published content, so the build runs once the backend
 * answers: listen, open the backend, then build a missing or stale site through the same
 * rebuilder that rebuilds it after each publish (built beside the served folder, swapped in whole).
 */
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, relative, resolve } from 'node:path';
import { createBackend, type Backend } from './backend.ts';
import { readConfig } from './config/readConfig.ts';
import { runDemoFlag } from './demo/demoFlag.ts';
import { astroBuildCommand } from './publishing/astroBuild.ts';
import { loadEnvFile } from './start/envFile.ts';
import { listen } from './start/listen.ts';
import { siteFolder } from './start/siteFolder.ts';
import { isSiteStale } from './start/siteFreshness.ts';
import { welcomeMessage } from './start/welcomeMessage.ts';

const startedAt = performance.now();
const flags = new Set(process.argv.slice(2));
const projectRoot = join(import.meta.dirname, '..');
const memory = flags.has('--memory');
const flagValue = (name: string) => [...flags].find((flag) => flag.startsWith(`--${name}=`))?.slice(name.length + 3);
const dataFolder = flagValue('data');
const dataDir = dataFolder ? resolve(projectRoot, dataFolder) : undefined;
const distDir = siteFolder(projectRoot, { dist: flagValue('dist'), data: dataFolder });

loadEnvFile(projectRoot);
const config = readConfig(process.env);
const { port, host, siteUrl } = config;
const buildAtStart = !flags.has('--no-build') && isSiteStale(projectRoot, distDir);

let resolveBackend: (backend: Backend) => void = () => {};
const backendReady = new Promise<Backend>((resolve) => (resolveBackend = resolve));
const { server, address } = await listen(
  port,
  host,
  backendReady.then((backend) => backend.fetch),
);
// The first build's output is shown as it runs; later rebuilds report a line each.
let echoBuild = buildAtStart;
const astroBuild = astroBuildCommand({
  projectRoot,
  contentSourceUrl: ownOrigin(address),
  contentSourceKey: config.serviceRoleKey,
  siteUrl,
  get echo() {
    return echoBuild;
  },
});
const backend = await createBackend({
  memory,
  env: process.env,
  distDir,
  dataDir,
  // --no-rebuild: publishing leaves this server's site alone (the test suite's shared server, whose
  // site every spec reads at once); the site-rebuild function then says rebuilds are not set up.
  siteRebuild: flags.has('--no-rebuild') && !buildAtStart ? undefined : { build: astroBuild },
  schedulerEveryMs: 30_000,
  runnerEveryMs: 5_000,
}).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
if (flags.has('--demo')) console.log(await runDemoFlag(backend, siteUrl, Date.now()));
resolveBackend(backend);
console.log(
  welcomeMessage(backend.config, {
    readyMs: Math.round(performance.now() - startedAt),
    memory,
    dataFolder,
    siteDir: shownFolder(distDir),
    address,
  }),
);
if (buildAtStart) await firstBuild(backend);
// Scheduled pieces that came due while the server was off are published now, not in 30 s.
await backend.scheduler?.tick().catch((error: unknown) => console.error(`Scheduler: ${error instanceof Error ? error.message : error}`));
// Runs a stopped server left unfinished go on now, from their last stored step.
void backend.runner?.tick().catch((error: unknown) => console.error(`AI runner: ${error instanceof Error ? error.message : error}`));

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: closing the server and the database...`);
  server.close();
  await backend.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

/** Builds the missing or stale site with the backend answering as its content source. */
async function firstBuild(backend: Backend): Promise<void> {
  const rebuilder = backend.rebuilder;
  if (!rebuilder) return;
  const hadSite = existsSync(join(distDir, 'index.html'));
  console.log(hadSite ? 'Building the site (it is older than its sources)...' : 'Building the site (there is none yet)...');
  const { id } = await rebuilder.request();
  await rebuilder.idle();
  echoBuild = false;
  const { rows } = await backend.deps.db.query<{ state: string; error: string | null }>(
    'select state, error from public.site_builds where id = $1',
    [id],
  );
  if (rows[0]?.state === 'live') return;
  if (hadSite) {
    console.error(`The site build failed; the previous build is served meanwhile.\n${rows[0]?.error ?? ''}`);
    return;
  }
  console.error(`The site build failed; fix the error above and run \`npm start\` again.\n${rows[0]?.error ?? ''}`);
  server.close();
  await backend.close();
  process.exit(1);
}

/** Where the build reaches this server: its own address, with a wildcard listen read as loopback. */
function ownOrigin(address: AddressInfo): string {
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const ip = wildcard ? '127.0.0.1' : address.address;
  return `http://${ip.includes(':') ? `[${ip}]` : ip}:${address.port}`;
}

/** A folder as the owner gave it: relative inside the project, whole outside it. */
function shownFolder(folder: string): string {
  const inProject = relative(projectRoot, folder);
  return inProject.startsWith('..') ? folder : inProject;
}
