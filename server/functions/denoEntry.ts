import { type ChildProcess, spawn } from 'node:child_process';
import { denoCommand, denoModuleFlags } from './denoCommand.ts';

/**
 * What an entry may do: reach the network and read its environment, as on Supabase, and read the
 * machine's name, which the AI SDK reads as it loads (its OIDC client's user agent). A handler that
 * needs more fails here instead of deployed.
 */
const permissions = ['--allow-net', '--allow-env', '--allow-sys=hostname'];

/** An entry listens within half a second on a quiet machine; a loaded one has taken ten times that. */
const listenTimeoutMs = 60_000;

/** The entries running, stopped with this process however it ends (one listener for them all). */
const running = new Set<ChildProcess>();
const stopRunning = () => {
  for (const child of running) child.kill('SIGKILL');
};

export interface DenoEntry {
  /** `http://127.0.0.1:<port>`, where the entry's `Deno.serve` listens. */
  origin: string;
  stop(): Promise<void>;
}

/**
 * Runs one function's Deno entry as it is deployed: `deno run` of its index.ts with its import map,
 * `vars` as its whole environment (a hosted function sees only its secrets), and its `Deno.serve`
 * moved to a free port of 127.0.0.1 by DENO_SERVE_ADDRESS. Resolves once it listens; its logs join
 * this process's.
 */
export function startDenoEntry(entry: string, importMap: string, vars: Record<string, string>): Promise<DenoEntry> {
  const deno = denoCommand();
  // Loaded from Deno's cache only, which `deno check` filled: the entry's environment holds no
  // certificates or proxy to reach the registry with, as a deployed function's holds none.
  const child = spawn(deno.binary, ['run', '--cached-only', ...denoModuleFlags(importMap), ...permissions, entry], {
    env: { ...vars, ...deno.env, DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0' },
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  if (running.size === 0) process.on('exit', stopRunning);
  running.add(child);
  child.once('exit', () => {
    running.delete(child);
    if (running.size === 0) process.off('exit', stopRunning);
  });
  const stop = () => {
    if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    return exited;
  };
  return listening(child, entry).then(
    (origin) => ({ origin, stop }),
    async (error: unknown) => {
      await stop();
      throw error;
    },
  );
}

/** The origin Deno announces ("Listening on http://127.0.0.1:<port>/"), then its stderr passed on. */
function listening(child: ChildProcess, entry: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let said = '';
    const fail = (why: string) => reject(new Error(`The Deno entry ${entry} ${why}. It said:\n${said}`));
    const timer = setTimeout(() => fail(`did not listen within ${listenTimeoutMs / 1000} s`), listenTimeoutMs);
    const onData = (chunk: Buffer) => {
      said += chunk.toString();
      const origin = /Listening on (http:\/\/127\.0\.0\.1:\d+)\//.exec(said)?.[1];
      if (!origin) return;
      clearTimeout(timer);
      child.stderr?.off('data', onData).on('data', (more: Buffer) => process.stderr.write(more));
      resolve(origin);
    };
    child.stderr?.on('data', onData);
    child.once('error', (error) => fail(`could not start (${error.message})`));
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      fail(`stopped before it listened (exit ${code ?? signal})`);
    });
  });
}
