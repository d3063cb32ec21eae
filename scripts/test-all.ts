/**
 * The README's test command: every suite, in the order that fails fastest, each stage timed, and
 * one closing line that counts them all with the total time. Each stage is a child process so a
 * crash in one is reported, not swallowed. The run fails when it takes longer than its limit.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { developmentSiteUrl } from '../integrations/siteUrl.ts';
import { ensureChromium } from './osPackages.ts';
import { ensurePostgres15 } from './postgres/throwawayCluster.ts';
import { withPostgres } from './postgres/with-postgres.ts';
import { type CommandOutput, exitOnSignals, runCommand } from './runCommand.ts';
import { playwrightCounts, vitestCounts, type Counts } from './test-run/reportCounts.ts';
import { createTimedRun, timeLimitMinutes } from './test-run/timedRun.ts';

/**
 * Well inside CI's 90 minutes; a clean clone on a quiet 2-core machine needs about 20, over the
 * aim of 15 (see docs/decisions/development.md, and docs/performance.md for the stages' times).
 */
const defaultTimeLimitMinutes = 25;

const reports = 'test-results/reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
exitOnSignals();
const run = createTimedRun(orExit(() => timeLimitMinutes(process.env.TEST_TIME_LIMIT_MINUTES, defaultTimeLimitMinutes)) * 60_000);

/** A missing prerequisite or a wrong setting ends the run with what to do, without a stack trace. */
function orExit<T>(find: () => T): T {
  try {
    return find();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

/** Runs a command and adds its report's counts; a report that is missing counts as one failure. */
async function counted(
  command: string,
  args: string[],
  report?: { file: string; read(file: string): Counts },
  env: NodeJS.ProcessEnv = {},
  output: CommandOutput = 'inherit',
): Promise<boolean> {
  const ok = (await runCommand(command, args, env, output)) === 0;
  if (!report) return ok;
  try {
    run.count(report.read(report.file));
  } catch {
    run.count({
      passed: 0,
      failed: ok ? 0 : 1,
      skipped: 0,
      failedTests: ok ? [] : [`${report.file}: no report (${command} ended first)`],
      flakyTests: [],
    });
  }
  return ok;
}

function vitest(project: string, reportName = project, env: NodeJS.ProcessEnv = {}, output: CommandOutput = 'inherit'): Promise<boolean> {
  const file = `${reports}/${reportName}.json`;
  return counted(
    'vitest',
    ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    { file, read: vitestCounts },
    env,
    output,
  );
}

// The build is served on this machine only: its canonical URLs and cards may name localhost, and
// the build checks hold every absolute URL to the origin it was built for.
const siteUrl = { PUBLIC_SITE_URL: process.env.PUBLIC_SITE_URL || developmentSiteUrl };
const [chromium, postgresBinDir] = orExit(() => [ensureChromium(), ensurePostgres15()] as const);
/**
 * A stage whose output goes to a file of its own, printed once it ends, so the lines of the browser
 * tests, printed live beside it, stay readable.
 */
async function logged(name: string, title: string, work: (output: number) => Promise<boolean>): Promise<boolean> {
  const logFile = `${reports}/${name}.log`;
  const output = openSync(logFile, 'w');
  try {
    return await run.stage(title, () => work(output));
  } finally {
    closeSync(output);
    console.log(`\n=== output of the ${title} stage ===\n${readFileSync(logFile, 'utf8')}`);
  }
}

/**
 * The stages that need neither the browser nor the site, bound by the two cores, in the order they
 * are taken by whichever lane is free first: the integration tests' lane once they end, the browser
 * tests' lane once those end. So neither lane idles while the other still has a queue.
 */
const remaining: (() => Promise<boolean>)[] = [
  () => logged('type-check', 'type check', (output) => counted('npm', ['run', '--silent', 'typecheck'], undefined, {}, output)),
  () =>
    logged('integration-postgres', 'integration tests on PostgreSQL 15', (output) =>
      withPostgres(postgresBinDir, (url) => vitest('integration', 'integration-postgres', { TEST_DATABASE_URL: url }, output)),
    ),
  () =>
    logged('deno', 'functions on Deno', (output) =>
      withPostgres(postgresBinDir, (url) => vitest('deno', 'deno', { TEST_DATABASE_URL: url }, output)),
    ),
];

async function takeRemaining(): Promise<boolean[]> {
  const results: boolean[] = [];
  for (let next = remaining.shift(); next; next = remaining.shift()) results.push(await next());
  return results;
}

/**
 * The browser tests' lane: the build, then the browser tests, started as soon as the site is built
 * (they are the run's long pole; waiting for the integration tests to pass first started them
 * minutes later than the machine allowed), with the light checks of the built site beside them.
 * The browser tests spend most of their time waiting on pages and the one embedded backend (about
 * a third of two cores), so the other lane's stages fill the rest.
 */
async function browserLane(): Promise<boolean[]> {
  const built = await logged('build', 'build', (output) => counted('astro', ['build'], undefined, siteUrl, output));
  if (!built) return [false, ...(await takeRemaining())];
  const file = `${reports}/e2e.json`;
  const env = { CHROME_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: file };
  const checked = await Promise.all([
    run.stage('browser tests', () => counted('playwright', ['test'], { file, read: playwrightCounts }, env)),
    logged('build-tests', 'build tests', (output) => vitest('build', 'build', siteUrl, output)),
  ]);
  return [built, ...checked, ...(await takeRemaining())];
}

/** The other lane: the integration tests on PGlite, which need no site, beside the build and the browser tests. */
async function integrationLane(): Promise<boolean[]> {
  // An exported TEST_DATABASE_URL would send this stage to that server too: empty, it is unset.
  const pglite = await logged('integration', 'integration tests on PGlite', (output) =>
    vitest('integration', 'integration', { TEST_DATABASE_URL: '' }, output),
  );
  return [pglite, ...(await takeRemaining())];
}

const results = [
  // Format, lint and file names first: the stage takes a few seconds, so a slip fails at once.
  // It runs package.json's own script, so the command and `npm run` check the same.
  await run.stage('format and lint', () => counted('npm', ['run', '--silent', 'lint'])),
  await run.stage('unit tests', () => vitest('unit')),
];
if (results.every(Boolean)) results.push(...(await Promise.all([browserLane(), integrationLane()])).flat());
process.exit(run.finish(results.every(Boolean)));
