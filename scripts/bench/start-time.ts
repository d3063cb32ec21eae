/**
 * `npm run bench:start`: how long the embedded backend takes from process start until it serves
 * the site and its database answers, in memory and with data on disk (first start on an empty
 * folder, then restarts on the same folder). Options: --runs=<n> (default 5), --dist=<dir>.
 * The site must be built already (the server runs with --no-build).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { startProbes } from './probes.ts';
import { summaryLines } from './summary.ts';
import { timeStart, type StartTiming } from './timeStart.ts';

const optionsSchema = z.object({
  runs: z.coerce.number().int().min(1).max(50).default(5),
  dist: z.string().min(1).optional(),
});
const rawOptions = Object.fromEntries(process.argv.slice(2).map((arg) => /^--([a-z]+)=(.*)$/.exec(arg)?.slice(1) ?? [arg, '']));
const parsed = optionsSchema.strict().safeParse(rawOptions);
if (!parsed.success) {
  console.error(
    `Expected --runs=<1..50> and optionally --dist=<build folder>; received ${process.argv.slice(2).join(' ') || 'nothing'}.\n${parsed.error.message}`,
  );
  process.exit(2);
}
const { runs, dist } = parsed.data;
const probes = startProbes(process.env);
const baseFlags = ['--no-build', `--dist=${dist ?? 'dist'}`];

async function repeat(flagsForRun: (run: number) => string[]): Promise<StartTiming[]> {
  const timings: StartTiming[] = [];
  for (let run = 0; run < runs; run += 1) timings.push(await timeStart([...baseFlags, ...flagsForRun(run)], probes));
  return timings;
}

const dataRoot = mkdtempSync(join(tmpdir(), 'bench-start-'));
try {
  const memory = await repeat(() => ['--memory']);
  const firstStart = await repeat((run) => [`--data=${join(dataRoot, `fresh-${run}`)}`]);
  const restart = await repeat(() => [`--data=${join(dataRoot, 'fresh-0')}`]);
  console.log(
    [
      ...summaryLines('In memory (--memory)', memory),
      ...summaryLines('On disk, first start on an empty data folder', firstStart),
      ...summaryLines('On disk, restart on existing data', restart),
    ].join('\n'),
  );
} finally {
  rmSync(dataRoot, { recursive: true, force: true });
}
