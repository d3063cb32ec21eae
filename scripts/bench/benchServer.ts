import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { pagePath } from '../../src/lib/routes/paths.ts';
import { freePort } from '../freePort.ts';

const projectRoot = join(import.meta.dirname, '../..');
const giveUpAfterMs = 120_000;

export interface BenchServer {
  origin: string;
  /** The server's process id, to read its memory from /proc. */
  pid: number | undefined;
  /** What the server has printed so far. */
  output(): string;
  stop(): Promise<void>;
}

export interface BenchServerOptions {
  /** A build output other than dist/. */
  dist?: string;
  /** Per-client rate limits: off unless the benchmark measures them, since it sends everything from one machine. */
  rateLimits?: 'on' | 'off';
  /** The request that answers once the server is ready: the landing page unless told (it needs a build). */
  readyPath?: string;
  /** More environment for the server, over this process's. */
  env?: Record<string, string>;
}

/** `node server/start.ts --memory --no-build` on a free port, resolved once it answers `readyPath`. */
export async function startBenchServer({
  dist,
  rateLimits = 'off',
  readyPath = pagePath('/welcome'),
  env = {},
}: BenchServerOptions = {}): Promise<BenchServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const flags = ['server/start.ts', '--memory', '--no-build', ...(dist ? [`--dist=${dist}`] : [])];
  const child = spawn(process.execPath, flags, {
    cwd: projectRoot,
    env: { ...process.env, ...env, PORT: String(port), RATE_LIMITS: rateLimits },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGINT');
    await exited;
  };
  const startedAt = Date.now();
  while (
    !(await fetch(`${origin}${readyPath}`).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() - startedAt > giveUpAfterMs) {
      await stop();
      throw new Error(`The server did not serve ${readyPath} (exit code ${child.exitCode}):\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { origin, pid: child.pid, output: () => output, stop };
}
