import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';

const projectRoot = join(import.meta.dirname, '../../..');

export interface BackendProcess {
  /** Starts `npm start`'s server on the data folder, resolved once its backend answers. */
  start(): Promise<void>;
  /** SIGKILL: the process dies where it stands, as in a power cut; nothing is closed. */
  kill(): Promise<void>;
  /** SIGTERM: the server closes its database and ends. */
  stop(): Promise<void>;
  /** What the processes printed so far, for a failure's message. */
  output(): string;
}

/**
 * The embedded backend as `npm start` runs it, in a process of its own: on a data folder (PGlite
 * on disk; uploads go to `<folder>-storage` beside it) and a fixed port, so it can be killed and started again on the same data at the same
 * address. No site is built or served: the API is what the tests use.
 */
export function backendProcess(options: { dataDir: string; port: number; anonKey: string; env: Record<string, string> }): BackendProcess {
  const url = `http://127.0.0.1:${options.port}`;
  let child: ChildProcess | undefined;
  let exited: Promise<unknown> = Promise.resolve();
  let output = '';
  const end = async (signal: NodeJS.Signals) => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {
    async start() {
      const flags = [`--data=${options.dataDir}`, `--dist=${join(options.dataDir, 'no-site')}`, '--no-build', '--no-rebuild'];
      const started = spawn(process.execPath, ['server/start.ts', ...flags], {
        cwd: projectRoot,
        env: { ...process.env, PORT: String(options.port), SITE_URL: url, ANON_KEY: options.anonKey, RATE_LIMITS: 'off', ...options.env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      exited = once(started, 'exit');
      started.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      started.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      // The server listens before its database is open, and holds requests until it is.
      const deadline = Date.now() + 90_000;
      for (;;) {
        if (started.exitCode !== null) throw new Error(`The backend exited with ${started.exitCode} before it answered:\n${output}`);
        const answered = await fetch(`${url}/auth/v1/health`, { headers: { apikey: options.anonKey } }).then(
          (response) => response.ok,
          () => false,
        );
        if (answered) return;
        if (Date.now() > deadline) throw new Error(`The backend did not answer on ${url} within 90 s:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
    output: () => output,
  };
}
