import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4399);
const baseUrl = `http://127.0.0.1:${port}`;

/** Admin address the e2e backend seeds; the specs sign up with it to reach admin pages. */
export const e2eAdminEmail = 'owner@example.test';

const chromium = { ...devices['Desktop Chrome'], channel: undefined };

/**
 * Specs that need the machine to themselves, run last, one at a time: those that draw every page
 * of the site and compare pixels or layout (under a second spec's load their captures time out),
 * and those that rebuild a copy of the site (a real build takes both cores for most of a minute,
 * which slows every spec beside it past its timeouts). Their project depends on the other, so
 * running one of them alone needs `--no-deps`: `npx playwright test --no-deps narrow-screens`.
 */
const wholeSiteSpecs = ['**/critical-styles.spec.ts', '**/narrow-screens.spec.ts', '**/publishing.spec.ts', '**/podcast.spec.ts'];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // Two spec files at a time: most of a spec's time is the browser and the backend waiting on each
  // other, so two keep the machine's two cores busy. The specs that capture every page whole run
  // afterwards, alone (the `whole-site` project).
  workers: 2,
  // One more try: a browser test waits on a page, a backend and a machine's load at once, and a run
  // that fails on one slow moment fails the whole submission. A test that passes only on its second
  // try is named in the test command's closing lines, so it is seen and fixed, not hidden.
  retries: 1,
  timeout: 30_000,
  // A loaded CI runner hydrates islands more slowly than a laptop.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  // Its own folder: Playwright empties it at start, and the test command keeps Vitest's reports beside it.
  outputDir: 'test-results/e2e',
  use: {
    baseURL: baseUrl,
    // A service worker in every context would precache the site in each test; the specs of the
    // worker, of offline reading and of the reader budgets let it in themselves.
    serviceWorkers: 'block',
    // A failed test keeps its trace (screenshots, network, console) without DOM snapshots, which
    // cost a fifth of the heatmap spec's time for its thousands of nodes.
    trace: { mode: 'retain-on-failure', snapshots: false },
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: chromium, testIgnore: wholeSiteSpecs },
    { name: 'whole-site', use: chromium, testMatch: wholeSiteSpecs, dependencies: ['chromium'], workers: 1 },
  ],
  // The admin account, made once on the suite's server before any spec signs in with it.
  globalSetup: './tests/e2e/support/globalSetup.ts',
  webServer: {
    // The embedded backend in memory, serving the already built dist/ (or E2E_DIST's build).
    command: `node server/start.ts --memory --no-build --no-rebuild${process.env.E2E_DIST ? ` --dist=${process.env.E2E_DIST}` : ''}`,
    url: `${baseUrl}/welcome`,
    reuseExistingServer: false,
    // Ready in about 2 s on an idle machine; generous for a loaded CI runner.
    timeout: 120_000,
    // SITE_URL is where the browser opens the site, as in production: the auth mails link there,
    // and a sign-up's return address is honoured only on that origin. Feeds are fetched as on a
    // deployment that turns fetching on; the specs' feeds are on addresses the fetcher refuses.
    env: { PORT: String(port), SITE_URL: baseUrl, ADMIN_EMAILS: e2eAdminEmail, RATE_LIMITS: 'off', SIGNAL_FEED_FETCHING: 'on' },
  },
});
