import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { pagePath } from '../../src/lib/routes/paths.ts';
import { freePort } from '../freePort.ts';

const projectRoot = join(import.meta.dirname, '../..');
const giveUpAfterMs = 120_000;
const readyPage = pagePath('/welcome');

export interface BenchServer {
  origin: string;
  stop(): Promise<void>;
}

/** `node server/start.ts --memory --no-build` on a free port, resolved once it serves the landing page. */
export async function startBenchServer(dist: string | undefined): Promise<BenchServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const flags = ['server/start.ts', '--memory', '--no-build', ...(dist ? [`--dist=${dist}`] : [])];
  const child = spawn(process.execPath, flags, {
    cwd: projectRoot,
    env: { ...process.env, PORT: String(port), RATE_LIMITS: 'off' },
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
    !(await fetch(`${origin}${readyPage}`).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() - startedAt > giveUpAfterMs) {
      await stop();
      throw new Error(`The server did not serve ${readyPage} (exit code ${child.exitCode}):\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { origin, stop };
}
