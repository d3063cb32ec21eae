import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { playwrightCounts, vitestCounts } from '../../../../scripts/test-run/reportCounts.ts';

const folder = mkdtempSync(join(tmpdir(), 'report-counts-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function report(name: string, content: unknown): string {
  const file = join(folder, name);
  writeFileSync(file, JSON.stringify(content));
  return file;
}

describe("the test command's report counts", () => {
  it("names a Vitest report's failed tests, and a file that failed before its tests ran", () => {
    const file = report('vitest.json', {
      numPassedTests: 3,
      numFailedTests: 1,
      numPendingTests: 1,
      numTodoTests: 1,
      testResults: [
        {
          name: join(process.cwd(), 'tests/unit/a.test.ts'),
          assertionResults: [
            { fullName: 'a adds', status: 'passed' },
            { fullName: 'a subtracts', status: 'failed' },
          ],
        },
        { name: join(process.cwd(), 'tests/unit/b.test.ts'), message: 'Cannot find module x\n  at line 1', assertionResults: [] },
        { name: join(process.cwd(), 'tests/unit/c.test.ts'), assertionResults: [{ fullName: 'c holds', status: 'passed' }] },
      ],
    });
    expect(vitestCounts(file)).toEqual({
      passed: 3,
      failed: 1,
      skipped: 2,
      failedTests: ['tests/unit/a.test.ts › a subtracts', 'tests/unit/b.test.ts › Cannot find module x'],
      flakyTests: [],
    });
  });

  it('names the unexpected tests of a Playwright report, with their project and describe titles, and counts a flaky one as passed but names it', () => {
    const spec = (title: string, line: number, status: string) => ({
      title,
      file: 'speed.spec.ts',
      line,
      tests: [{ projectName: 'desktop', status }],
    });
    const file = report('playwright.json', {
      stats: { expected: 2, unexpected: 1, flaky: 1, skipped: 1 },
      suites: [
        {
          title: 'speed.spec.ts',
          specs: [spec('loads', 3, 'expected'), spec('retries', 9, 'flaky')],
          suites: [{ title: 'a returning reader', specs: [spec('is styled at once', 20, 'unexpected'), spec('later', 30, 'skipped')] }],
        },
      ],
    });
    expect(playwrightCounts(file)).toEqual({
      passed: 3,
      failed: 1,
      skipped: 1,
      failedTests: ['speed.spec.ts:20 › [desktop] a returning reader › is styled at once'],
      flakyTests: ['speed.spec.ts:9 › [desktop] retries'],
    });
  });
});
