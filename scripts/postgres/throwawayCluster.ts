/**
 * A PostgreSQL 15 server for one test run: a new cluster in a temporary folder, on a free port of
 * 127.0.0.1, trusting local connections, without durability (nothing in it outlives the run).
 * initdb refuses to run as root, and CI runs as root: then the cluster belongs to the `postgres`
 * user that Debian's package creates, and every server command runs as that user.
 */
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../freePort.ts';
import { ensureOsPackage } from '../osPackages.ts';
import { whenProcessExits } from '../runCommand.ts';

export interface Cluster {
  /** Superuser URL of the `postgres` database: the tests create their own databases from it. */
  url: string;
  /** Stops the server and deletes its folder (also done when this process exits); safe to call again. */
  stop(): void;
}

const debianBinaries = '/usr/lib/postgresql/15/bin';
const asRoot = process.getuid?.() === 0;

/**
 * The bin folder of a PostgreSQL 15 server: POSTGRES_BIN_DIR when set, else Debian's, installed
 * when missing. 15 only, since matching production's major version is the point.
 */
export function ensurePostgres15(): string {
  const named = process.env.POSTGRES_BIN_DIR;
  const hasServer = (dir: string) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'));
  if (named && !hasServer(named))
    throw new Error(`POSTGRES_BIN_DIR is "${named}", which holds no initdb and pg_ctl: point it at a PostgreSQL 15 bin folder.`);
  const binDir =
    named ||
    ensureOsPackage({
      purpose: `PostgreSQL 15 server (initdb, pg_ctl in ${debianBinaries})`,
      aptPackage: 'postgresql-15',
      find: () => (hasServer(debianBinaries) ? debianBinaries : undefined),
      otherwise: 'set POSTGRES_BIN_DIR to the bin folder of another PostgreSQL 15 install',
    });
  const version = spawnSync(join(binDir, 'pg_ctl'), ['--version'], { encoding: 'utf8' }).stdout.trim();
  if (!/ 15\.\d+/.test(version))
    throw new Error(
      `${binDir} holds "${version}", not PostgreSQL 15, the major version of production: point POSTGRES_BIN_DIR at a PostgreSQL 15 bin folder.`,
    );
  return binDir;
}

export async function startThrowawayCluster(binDir: string): Promise<Cluster> {
  const folder = mkdtempSync(join(tmpdir(), 'pg15-test-'));
  const data = join(folder, 'data');
  const stop = () => {
    unhook();
    if (existsSync(join(data, 'postmaster.pid'))) serverCommand(binDir, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    rmSync(folder, { recursive: true, force: true });
  };
  // However this process ends (a failure, Ctrl-C turned into process.exit), the cluster goes with it.
  const unhook = whenProcessExits(stop);
  try {
    if (asRoot) chownSync(folder, userId('-u'), userId('-g'));
    serverCommand(binDir, 'initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync'], true);
    const port = await startOnFreePort(binDir, folder, data);
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

/** The port is free when probed but may be taken before the server binds it: then another one. */
async function startOnFreePort(binDir: string, folder: string, data: string): Promise<number> {
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const settings = `-c port=${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${folder} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    const log = join(folder, 'server.log');
    if (serverCommand(binDir, 'pg_ctl', ['-D', data, '-l', log, '-o', settings, '-w', '-t', '60', 'start']) === 0) return port;
    if (attempt === 3) throw new Error(`PostgreSQL 15 did not start. Its log:\n${existsSync(log) ? readFileSync(log, 'utf8') : '(none)'}`);
  }
}

/** Runs a server program, as the `postgres` user when we are root; throws on failure when `required`. */
function serverCommand(binDir: string, program: string, args: string[], required = false): number {
  const command = asRoot ? ['runuser', '-u', 'postgres', '--', join(binDir, program), ...args] : [join(binDir, program), ...args];
  const result = spawnSync(command[0] as string, command.slice(1), { encoding: 'utf8', cwd: tmpdir() });
  if (required && result.status !== 0) throw new Error(`${program} failed: ${result.stderr || result.stdout || result.error?.message}`);
  return result.status ?? 1;
}

function userId(flag: '-u' | '-g'): number {
  const result = spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error('Running as root, the test cluster needs the "postgres" user that the postgresql-15 package creates; it is missing.');
  return Number(result.stdout.trim());
}
