import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { etagsFile } from '../../integrations/builtFiles.ts';
import { controlledByServiceWorker } from './support/serviceWorker.ts';

// The worker is what these tests are about (playwright.config.ts keeps it out of the others).
test.use({ serviceWorkers: 'allow' });

/**
 * A deploy is simulated on a copy of dist/ served by a second embedded backend: the copy's sw.js
 * gets another version where the build stamped one, which makes it a new worker. The server
 * prefers the build's compressed copies and answers If-None-Match from etags.json, so both are
 * brought in line with the new file.
 */
const port = Number(process.env.E2E_PORT ?? 4399) + 1;
const origin = `http://127.0.0.1:${port}`;
let site: { dist: string; server: ChildProcess; version: string };

async function deploy(dist: string, version: string): Promise<void> {
  const worker = join(dist, 'sw.js');
  const code = await readFile(worker, 'utf8');
  expect(code, 'sw.js holds the version it was built with').toContain(JSON.stringify(site.version));
  await writeFile(worker, code.replace(JSON.stringify(site.version), JSON.stringify(version)));
  site.version = version;
  await Promise.all(['sw.js.br', 'sw.js.gz'].map((copy) => rm(join(dist, copy), { force: true })));
  const etags = JSON.parse(await readFile(join(dist, etagsFile), 'utf8')) as Record<string, string>;
  delete etags['sw.js.br'];
  delete etags['sw.js.gz'];
  etags['sw.js'] = `"${version}"`;
  await writeFile(join(dist, etagsFile), JSON.stringify(etags));
}

async function serverAnswers(): Promise<boolean> {
  return fetch(`${origin}/welcome`).then(
    (response) => response.ok,
    () => false,
  );
}

test.beforeAll(async () => {
  const dist = await mkdtemp(join(tmpdir(), 'sw-update-dist-'));
  await cp('dist', dist, { recursive: true });
  // The Node the project pins runs this spec (npx), so it starts the backend as the config's web server does.
  const server = spawn(process.execPath, ['server/start.ts', '--memory', '--no-build', `--dist=${dist}`], {
    env: { ...process.env, PORT: String(port), RATE_LIMITS: 'off' },
    stdio: 'ignore',
  });
  site = { dist, server, version: '' };
  await expect.poll(serverAnswers, { timeout: 120_000, message: `the second backend answers on ${origin}` }).toBe(true);
});

test.afterAll(async () => {
  site.server.kill();
  await rm(site.dist, { recursive: true, force: true });
});

/** The version the controlling worker answers, as a page asks it (src/service-worker/workerVersion.ts). */
function controllingVersion(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(String(event.data));
        navigator.serviceWorker.controller?.postMessage({ type: 'GET_VERSION' }, [channel.port2]);
      }),
  );
}

const offers = (page: Page) => page.getByRole('status').filter({ hasText: 'A new version is available' });

async function expectOneQuietOffer(page: Page): Promise<void> {
  await expect(offers(page)).toHaveCount(1, { timeout: 45_000 });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
}

test('a new deploy is offered once, quietly; Reload brings it in, and a dismissed offer stays away until the next version', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto(`${origin}/welcome`);
  await controlledByServiceWorker(page);
  await expect(offers(page)).toHaveCount(0);
  site.version = await controllingVersion(page);

  await deploy(site.dist, 'deploy-2');
  // The browser checks /sw.js on navigation; the page offers the worker that then waits.
  await page.reload();
  await expectOneQuietOffer(page);
  const { violations } = await new AxeBuilder({ page }).include('[data-update-offer]').analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
  await offers(page).getByRole('button', { name: 'Dismiss the new version notice' }).click();
  await expect(offers(page)).toHaveCount(0);
  // Dismissed: the next pages of this visit do not offer the same version again.
  await page.goto(`${origin}/advisory`);
  await expect(page.getByRole('heading', { level: 1, name: 'Advisory' })).toBeVisible();
  // Nothing marks the end of the page's check for a waiting worker: it runs once the page is idle, well within this.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 1500))));
  await expect(offers(page)).toHaveCount(0);

  await deploy(site.dist, 'deploy-3');
  await page.reload();
  await expectOneQuietOffer(page);
  const reload = offers(page).getByRole('button', { name: 'Reload' });
  await reload.focus();
  const reloaded = page.waitForEvent('load', { timeout: 30_000 });
  await page.keyboard.press('Enter');
  await reloaded;
  await expect(page.getByRole('heading', { level: 1, name: 'Advisory' })).toBeVisible();
  await expect.poll(() => controllingVersion(page)).toBe('deploy-3');
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
  await expect(offers(page)).toHaveCount(0);
});
