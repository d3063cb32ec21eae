import { readFileSync } from 'node:fs';

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

/** Counts of a Vitest JSON report (`--reporter=json`). */
export function vitestCounts(file: string): Counts {
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
}

/** Counts of a Playwright JSON report; a flaky test passed in the end. */
export function playwrightCounts(file: string): Counts {
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected, skipped: report.stats.skipped };
}
