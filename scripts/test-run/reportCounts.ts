import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
  /** Each failed test as "file › title", so the run's closing lines name what to look at. */
  failedTests: string[];
  /** Each test that failed and then passed on its retry, named the same way. */
  flakyTests: string[];
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults?: { name: string; message?: string; assertionResults?: { fullName: string; status: string }[] }[];
}

/** Counts of a Vitest JSON report (`--reporter=json`). */
export function vitestCounts(file: string): Counts {
  const report = JSON.parse(readFileSync(file, 'utf8')) as VitestReport;
  const failedTests = (report.testResults ?? []).flatMap(({ name, message, assertionResults = [] }) => {
    const failed = assertionResults.filter(({ status }) => status === 'failed').map(({ fullName }) => `${shortPath(name)} › ${fullName}`);
    // A file that fails before its tests run (an import or a hook) has no failed assertion.
    return failed.length === 0 && message ? [`${shortPath(name)} › ${message.split('\n')[0]}`] : failed;
  });
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    failedTests,
    // Vitest tries each test once here.
    flakyTests: [],
  };
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: { title: string; file: string; line: number; tests: { projectName: string; status: string }[] }[];
  suites?: PlaywrightSuite[];
}

/** Counts of a Playwright JSON report; a flaky test passed in the end. */
export function playwrightCounts(file: string): Counts {
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    suites?: PlaywrightSuite[];
  };
  const failedTests: string[] = [];
  const flakyTests: string[] = [];
  const visit = (suite: PlaywrightSuite, titles: string[]): void => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const name = `${spec.file}:${spec.line} › [${test.projectName}] ${[...titles, spec.title].join(' › ')}`;
        if (test.status === 'unexpected') failedTests.push(name);
        if (test.status === 'flaky') flakyTests.push(name);
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  // A top-level suite is a file, whose title is its path: the spec's own file already names it.
  for (const suite of report.suites ?? []) visit(suite, []);
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected,
    skipped: report.stats.skipped,
    failedTests,
    flakyTests,
  };
}

function shortPath(file: string): string {
  return file.startsWith('/') ? relative(process.cwd(), file) : file;
}
