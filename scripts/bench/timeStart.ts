import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { freePort } from '../freePort.ts';
import type { Probe } from './probes.ts';

const projectRoot = join(import.meta.dirname, '../..');
const pollEveryMs = 10;
const giveUpAfterMs = 60_000;

export interface StartTiming {
  /** Milliseconds from spawning the process until each probe first succeeded. */
  readyMs: Record<string, number>;
  /** What the server itself printed ("Ready in N ms"), measured from its own first line of code. */
  reportedMs: number | undefined;
}

/** Starts `node server/start.ts <flags>` on a free port, times the probes, then stops it with SIGINT. */
export async function timeStart(
  flags: string[],
  probes: Probe[],
  now: () => number = performance.now.bind(performance),
): Promise<StartTiming> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const startedAt = now();
  const child = spawn(process.execPath, ['server/start.ts', ...flags], {
    cwd: projectRoot,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit');

  const readyMs: Record<string, number> = {};
  try {
    while (Object.keys(readyMs).length < probes.length) {
      if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode} before it was ready:\n${output}`);
      if (now() - startedAt > giveUpAfterMs) throw new Error(`The server was not ready after ${giveUpAfterMs} ms:\n${output}`);
      await Promise.all(
        probes
          .filter((probe) => !(probe.name in readyMs))
          .map(async (probe) => {
            if (await probe.ready(origin)) readyMs[probe.name] = now() - startedAt;
          }),
      );
      await new Promise((resolve) => setTimeout(resolve, pollEveryMs));
    }
  } finally {
    if (child.exitCode === null) child.kill('SIGINT');
    await exited;
  }
  const reported = /Ready in (\d+) ms/.exec(output)?.[1];
  const inProbeOrder = Object.fromEntries(probes.map((probe) => [probe.name, readyMs[probe.name] ?? NaN]));
  return { readyMs: inProbeOrder, reportedMs: reported ? Number(reported) : undefined };
}
