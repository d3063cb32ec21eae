/**
 * The README's test command: every suite, in the order that fails fastest, with one closing line
 * that counts them all. Each step is a child process so a crash in one is reported, not swallowed.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './ensure-browser.ts';

const reports = 'test-results/reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

interface Counts { passed: number; failed: number; skipped: number }
const total: Counts = { passed: 0, failed: 0, skipped: 0 };

function run(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) console.error(`\n${title} failed (exit ${result.status ?? result.signal}).`);
  return result.status === 0;
}

function addVitest(file: string): void {
  const report = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
  total.passed += report.numPassedTests;
  total.failed += report.numFailedTests;
  total.skipped += report.numPendingTests + report.numTodoTests;
}

function addPlaywright(file: string): void {
  const report = JSON.parse(readFileSync(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
  total.passed += report.stats.expected + report.stats.flaky;
  total.failed += report.stats.unexpected;
  total.skipped += report.stats.skipped;
}

function vitest(project: string): boolean {
  const file = `${reports}/${project}.json`;
  const ok = run(`${project} tests`, 'vitest', ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`]);
  try { addVitest(file); } catch { total.failed += ok ? 0 : 1; }
  return ok;
}

const chromium = ensureChromium();
const results = [
  run('type check', 'tsc', ['--noEmit']),
  vitest('unit'),
  vitest('integration'),
  run('build', 'astro', ['build']),
];
if (results.every(Boolean)) {
  results.push(vitest('build'));
  const file = `${reports}/e2e.json`;
  const ok = run('browser tests', 'playwright', ['test'], { CHROME_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: file });
  try { addPlaywright(file); } catch { total.failed += ok ? 0 : 1; }
  results.push(ok);
}

console.log(`\n${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(results.every(Boolean) && total.failed === 0 ? 0 : 1);
