/**
 * `npm run bench`: Lighthouse 13 (mobile preset, simulated slow 4G, 4× slower CPU, unless a case says
 * otherwise) on the site served by `node server/start.ts --memory --no-build` on a free port, in
 * four cases, each run in a browser context of its own (no service worker unless a case says so;
 * the cache holds what the case's earlier visit fetched, and nothing on a first visit):
 * - first visit, signed out: every public page of the route table, and /reset-password;
 * - returning reader: one who chose their consent on an earlier visit (accepted, then rejected),
 *   met the overlays and has that visit's service worker, opening the pages such a reader opens
 *   most;
 * - signed in: a reader with one saved Marketing Director result who is half way through a second
 *   attempt, who glanced at the landing page first (runLighthouse.ts, seedLocalStorage): that assessment page (where the attempt resumes), the signed-in home with the result,
 *   the assessment hub with its history, the AI jobs heatmap and the account page;
 * - admin, on Lighthouse's desktop preset: the workstation, /analytics, /publishing and
 *   /knowledge-base, each also timed from navigation to its first data on screen (the kit's
 *   `admin-data-drawn` mark).
 * Script bytes are the compressed size of each script the page asked for, as built, wherever it
 * was answered from; total bytes are Lighthouse's own transfer sizes. The service worker's
 * precache, downloaded after the first page, is printed once, apart.
 * The site must be built first. Options: --dist=<build folder>, --runs=<n> (median of n, default
 * 3), --case=<first-visit|returning|signed-in|admin> (one case only), --paths=/a,/b (only these of the
 * case's pages). Chromium from CHROME_PATH, else
 * /usr/bin/chromium. A benchmark that prints figures, not a test.
 */
import { join } from 'node:path';
import type { BrowserContext } from 'puppeteer-core';
import { z } from 'zod';
import { consentCookie } from '../../src/lib/consent/keys.ts';
import type { RoutePath } from '../../src/lib/routes/paths.ts';
import { publicPaths } from '../../src/lib/routes/publicPaths.ts';
import { authStorageKey } from '../../src/lib/storageKeys.ts';
import { startBenchServer } from './benchServer.ts';
import { benchSession } from './benchSession.ts';
import { figureLine, type LineFigures } from './figureLine.ts';
import { launchChromium, measure, type PageFigures, type Preset, seedLocalStorage } from './runLighthouse.ts';
import { halfAnsweredAttempt, saveBenchResult } from './signedInReader.ts';
import { median } from './summary.ts';
import { precacheFigures, servedBytes } from './builtSizes.ts';
import { pagePath } from '../../src/lib/routes/paths.ts';

const caseNames = ['first-visit', 'returning', 'signed-in', 'admin'] as const;
const optionsSchema = z.strictObject({
  runs: z.coerce.number().int().min(1).max(9).default(3),
  dist: z.string().min(1).optional(),
  case: z.enum(caseNames).optional(),
  paths: z
    .string()
    .transform((list) => list.split(',').filter(Boolean))
    .optional(),
});
const rawOptions = Object.fromEntries(process.argv.slice(2).map((arg) => /^--([a-z]+)=(.*)$/.exec(arg)?.slice(1) ?? [arg, '']));
const parsed = optionsSchema.safeParse(rawOptions);
if (!parsed.success) {
  console.error(
    `Expected --runs=<1..9>, optionally --dist=<build folder>, --case=<${caseNames.join('|')}> and --paths=<path,...>; received ${process.argv.slice(2).join(' ') || 'nothing'}.\n${parsed.error.message}`,
  );
  process.exit(2);
}
const { runs, dist, case: onlyCase, paths: onlyPaths } = parsed.data;

/** Every listed public page, and the unlisted one the sign-in form links to. */
const firstVisitPaths: RoutePath[] = [...publicPaths(), '/reset-password'];
const returningPaths = ['/welcome', '/ai-survival-kit', '/ai-assessments', '/privacy'] as const satisfies readonly RoutePath[];
const signedInPaths = [
  '/ai-assessment-marketing-director',
  '/',
  '/ai-assessments',
  '/ai-jobs-heatmap',
  '/account',
] as const satisfies readonly RoutePath[];
const adminPaths = ['/admin-workstation', '/analytics', '/publishing', '/knowledge-base'] as const satisfies readonly RoutePath[];
const adminEmail = 'bench.admin@example.test';

/** Prepares a fresh browser context the way a case's reader arrives. */
type Arrival = (context: BrowserContext, origin: string) => Promise<void>;

/** The overlays met on the earlier visit: the guide's 'Don't show again', a lead popup within the day. */
const overlaysMet = () => ({
  'floating-overlay-disabled': 'true',
  'lead-popup-state': JSON.stringify({ lastShown: Date.now(), kind: 'timed' }),
});

const returningReader =
  (allowed: boolean): Arrival =>
  async (context, origin) => {
    const value = encodeURIComponent(JSON.stringify({ analytics: allowed, personalization: allowed, marketing: allowed }));
    await context.setCookie({ name: consentCookie, value, domain: new URL(origin).hostname, path: '/' });
    await seedLocalStorage(context, origin, overlaysMet());
    // The earlier visit's service worker: a page that waits until one controls it (a build without one has none).
    if (precache.files === 0) return;
    const earlier = await context.newPage();
    await earlier.goto(`${origin}${pagePath('/welcome')}`);
    await earlier.waitForFunction(() => navigator.serviceWorker?.controller !== null, { timeout: 60_000 });
    await earlier.close();
  };

const builtDir = dist ?? join(import.meta.dirname, '../../dist');
const precache = precacheFigures(builtDir);
const server = await startBenchServer({ dist, env: { ADMIN_EMAILS: adminEmail } });
const browser = await launchChromium(process.env.CHROME_PATH ?? '/usr/bin/chromium');

async function measureCase(title: string, paths: readonly RoutePath[], arrive: Arrival, preset: Preset = 'mobile'): Promise<void> {
  const figures: LineFigures[] = [];
  for (const path of paths.filter((path) => onlyPaths === undefined || onlyPaths.includes(path))) {
    const samples: LineFigures[] = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.createBrowserContext();
      try {
        await arrive(context, server.origin);
        const { scripts, ...measured }: PageFigures = await measure(context, server.origin, path, preset);
        samples.push({
          ...measured,
          scriptBytes: scripts.reduce((sum, script) => sum + servedBytes(builtDir, script), 0),
          scriptFiles: scripts.length,
        });
      } finally {
        await context.close();
      }
    }
    const middle = (key: Exclude<keyof LineFigures, 'path' | 'dataDrawnMs'>) => median(samples.map((sample) => sample[key]));
    const drawn = samples.map((sample) => sample.dataDrawnMs).filter((ms) => ms !== null);
    figures.push({
      path,
      performance: middle('performance'),
      lcpMs: middle('lcpMs'),
      fcpMs: middle('fcpMs'),
      totalBlockingMs: middle('totalBlockingMs'),
      layoutShift: middle('layoutShift'),
      totalBytes: middle('totalBytes'),
      scriptBytes: middle('scriptBytes'),
      scriptFiles: middle('scriptFiles'),
      dataDrawnMs: drawn.length === samples.length ? median(drawn) : null,
    });
  }
  console.log(`\n${title}`);
  for (const figure of figures) console.log(figureLine(figure));
}

try {
  console.log(
    `Lighthouse ${runs === 1 ? '(one run)' : `(median of ${runs} runs)`}, mobile (simulated slow 4G, 4× CPU slowdown) unless a case says desktop`,
  );
  console.log(
    `The service worker precaches ${precache.files} files, ${(precache.bytes / 1024).toFixed(1)} KiB compressed, after the first page.`,
  );
  const wanted = (name: (typeof caseNames)[number]) => onlyCase === undefined || onlyCase === name;
  if (wanted('first-visit')) await measureCase('First visit, signed out', firstVisitPaths, async () => {});
  if (wanted('returning')) {
    await measureCase('Returning reader who accepted analytics', returningPaths, returningReader(true));
    await measureCase('Returning reader who rejected analytics', returningPaths, returningReader(false));
  }
  if (wanted('signed-in')) {
    const session = await benchSession(server.origin);
    await saveBenchResult(server.origin, session);
    const stored = { [authStorageKey]: JSON.stringify(session), ...halfAnsweredAttempt() };
    await measureCase('Signed in, one result saved, a second attempt half answered', signedInPaths, (context, origin) =>
      seedLocalStorage(context, origin, stored),
    );
  }
  if (wanted('admin')) {
    const session = JSON.stringify(await benchSession(server.origin, adminEmail));
    await measureCase(
      'The admin, desktop preset',
      adminPaths,
      (context, origin) => seedLocalStorage(context, origin, { [authStorageKey]: session }),
      'desktop',
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
