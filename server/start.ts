/**
 * `npm start`: builds the site when needed, then serves the site and its backend on one port.
 * Flags: --memory (data in memory only), --no-build (serve dist/ as it is), --dist=<dir> (serve
 * another build output, so parallel test runs can each build into their own folder), --data=<dir>
 * (keep the database in another folder than .data/, so a benchmark never touches real data),
 * --demo (fill an empty database with marked sample data for the console; see server/demo/).
 */
import { join, resolve } from 'node:path';
import { createBackend, type Backend } from './backend.ts';
import { readConfig } from './config/readConfig.ts';
import { runDemoFlag } from './demo/demoFlag.ts';
import { buildSite } from './start/buildSite.ts';
import { loadEnvFile } from './start/envFile.ts';
import { listen } from './start/listen.ts';
import { isSiteStale } from './start/siteFreshness.ts';
import { welcomeMessage } from './start/welcomeMessage.ts';

const startedAt = performance.now();
const flags = new Set(process.argv.slice(2));
const projectRoot = join(import.meta.dirname, '..');
const memory = flags.has('--memory');
const distFlag = [...flags].find((flag) => flag.startsWith('--dist='));
const distDir = distFlag ? resolve(projectRoot, distFlag.slice('--dist='.length)) : undefined;
const dataFlag = [...flags].find((flag) => flag.startsWith('--data='));
const dataFolder = dataFlag?.slice('--data='.length);
const dataDir = dataFolder ? resolve(projectRoot, dataFolder) : undefined;

loadEnvFile(projectRoot);
const { port, host, siteUrl } = readConfig(process.env);
if (!flags.has('--no-build') && isSiteStale(projectRoot)) buildSite(projectRoot, siteUrl);

let resolveBackend: (backend: Backend) => void = () => {};
const backendReady = new Promise<Backend>((resolve) => (resolveBackend = resolve));
const { server, address } = await listen(
  port,
  host,
  backendReady.then((backend) => backend.fetch),
);
const backend = await createBackend({ memory, env: process.env, distDir, dataDir }).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
if (flags.has('--demo')) console.log(await runDemoFlag(backend.deps.db, siteUrl, Date.now()));
resolveBackend(backend);
console.log(welcomeMessage(backend.config, { readyMs: Math.round(performance.now() - startedAt), memory, dataFolder, address }));

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
