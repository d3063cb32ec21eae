import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4399);
const baseUrl = `http://127.0.0.1:${port}`;

/** Admin address the e2e backend seeds; the specs sign up with it to reach admin pages. */
export const e2eAdminEmail = 'owner@example.test';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The embedded backend in memory, serving the already built dist/ (or E2E_DIST's build).
    command: `node server/start.ts --memory --no-build${process.env.E2E_DIST ? ` --dist=${process.env.E2E_DIST}` : ''}`,
    url: `${baseUrl}/welcome`,
    reuseExistingServer: false,
    // Ready in about 2 s on an idle machine; generous for a loaded CI runner.
    timeout: 120_000,
    // SITE_URL is where the browser opens the site, as in production: the auth mails link there,
    // and a sign-up's return address is honoured only on that origin.
    env: { PORT: String(port), SITE_URL: baseUrl, ADMIN_EMAILS: e2eAdminEmail, RATE_LIMITS: 'off' },
  },
});
