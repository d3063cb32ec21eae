/**
 * `npm run bench`: Lighthouse 13 (mobile preset, simulated slow 4G, 4× slower CPU) on the site
 * served by `node server/start.ts --memory --no-build` on a free port, in three cases, each run in
 * a browser context of its own (empty cache, no service worker):
 * - first visit, signed out: every public page of the route table;
 * - returning reader: the consent cookie of an earlier visit (accepted, then rejected), nothing
 *   else, on the pages such a reader opens most;
 * - signed in: the assessment hub with its history and the AI jobs heatmap.
 * The site must be built first. Options: --dist=<build folder>, --runs=<n> (median of n, default
 * 3), --case=<first-visit|returning|signed-in> (one case only), --paths=/a,/b (only these of the
 * case's pages). Chromium from CHROME_PATH, else
 * /usr/bin/chromium. A benchmark that prints figures, not a test.
 */
import type { BrowserContext } from 'puppeteer-core';
import { z } from 'zod';
import { consentCookie } from '../../src/lib/consent/keys.ts';
import type { RoutePath } from '../../src/lib/routes/paths.ts';
import { publicPaths } from '../../src/lib/routes/publicPaths.ts';
import { authStorageKey } from '../../src/lib/storageKeys.ts';
import { startBenchServer } from './benchServer.ts';
import { benchSession } from './benchSession.ts';
import { figureLine } from './figureLine.ts';
import { launchChromium, measure, seedLocalStorage, type PageFigures } from './runLighthouse.ts';
import { median } from './summary.ts';

const caseNames = ['first-visit', 'returning', 'signed-in'] as const;
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

const returningPaths = ['/welcome', '/ai-survival-kit', '/ai-assessments', '/privacy'] as const satisfies readonly RoutePath[];
const signedInPaths = ['/ai-assessments', '/ai-jobs-heatmap'] as const satisfies readonly RoutePath[];

/** Prepares a fresh browser context the way a case's reader arrives. */
type Arrival = (context: BrowserContext, origin: string) => Promise<void>;

const consentAnswer =
  (allowed: boolean): Arrival =>
  async (context, origin) => {
    const value = encodeURIComponent(JSON.stringify({ analytics: allowed, personalization: allowed, marketing: allowed }));
    await context.setCookie({ name: consentCookie, value, domain: new URL(origin).hostname, path: '/' });
  };

const server = await startBenchServer({ dist });
const browser = await launchChromium(process.env.CHROME_PATH ?? '/usr/bin/chromium');

async function measureCase(title: string, paths: readonly RoutePath[], arrive: Arrival): Promise<void> {
  const figures: PageFigures[] = [];
  for (const path of paths.filter((path) => onlyPaths === undefined || onlyPaths.includes(path))) {
    const samples: PageFigures[] = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.createBrowserContext();
      try {
        await arrive(context, server.origin);
        samples.push(await measure(context, server.origin, path));
      } finally {
        await context.close();
      }
    }
    const middle = (key: Exclude<keyof PageFigures, 'path'>) => median(samples.map((sample) => sample[key]));
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
      workerBytes: middle('workerBytes'),
    });
  }
  console.log(`\n${title}`);
  for (const figure of figures) console.log(figureLine(figure));
}

try {
  console.log(`Lighthouse ${runs === 1 ? '(one run)' : `(median of ${runs} runs)`}, mobile, simulated slow 4G, 4× CPU slowdown`);
  const wanted = (name: (typeof caseNames)[number]) => onlyCase === undefined || onlyCase === name;
  if (wanted('first-visit')) await measureCase('First visit, signed out', publicPaths(), async () => {});
  if (wanted('returning')) {
    await measureCase('Returning reader who accepted analytics', returningPaths, consentAnswer(true));
    await measureCase('Returning reader who rejected analytics', returningPaths, consentAnswer(false));
  }
  if (wanted('signed-in')) {
    const session = JSON.stringify(await benchSession(server.origin));
    await measureCase('Signed in', signedInPaths, (context, origin) => seedLocalStorage(context, origin, { [authStorageKey]: session }));
  }
} finally {
  await browser.close();
  await server.stop();
}
