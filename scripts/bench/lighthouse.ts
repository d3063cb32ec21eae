/**
 * `npm run bench`: Lighthouse 13 (mobile preset, simulated slow 4G, 4× slower CPU) on the
 * assessment hub, the AI Confidence Kit, the AI jobs heatmap page (signed in, once it exists)
 * and /welcome, served by `node server/start.ts --memory --no-build` on a free port. The site
 * must be built first. Options: --dist=<build folder>, --runs=<n> (median of n, default 3).
 * Chromium from CHROME_PATH, else /usr/bin/chromium. A benchmark that prints figures, not a test.
 */
import { z } from 'zod';
import { pagePath, type RoutePath } from '../../src/lib/routes/paths.ts';
import { authStorageKey } from '../../src/lib/storageKeys.ts';
import { startBenchServer } from './benchServer.ts';
import { benchSession } from './benchSession.ts';
import { figureLine } from './figureLine.ts';
import { launchChromium, measure, seedLocalStorage, type PageFigures } from './runLighthouse.ts';

const optionsSchema = z.strictObject({ runs: z.coerce.number().int().min(1).max(9).default(3), dist: z.string().min(1).optional() });
const rawOptions = Object.fromEntries(process.argv.slice(2).map((arg) => /^--([a-z]+)=(.*)$/.exec(arg)?.slice(1) ?? [arg, '']));
const parsed = optionsSchema.safeParse(rawOptions);
if (!parsed.success) {
  console.error(
    `Expected --runs=<1..9> and optionally --dist=<build folder>; received ${process.argv.slice(2).join(' ') || 'nothing'}.\n${parsed.error.message}`,
  );
  process.exit(2);
}
const { runs, dist } = parsed.data;
const publicPaths = ['/ai-assessments', '/ai-survival-kit', '/welcome'] as const satisfies readonly RoutePath[];
const heatmapPath = pagePath('/ai-jobs-heatmap');
// The heatmap page's own markup: the catch-all placeholder for the route has no heatmap rows.
const heatmapMarker = 'id="group-';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const server = await startBenchServer({ dist });
const browser = await launchChromium(process.env.CHROME_PATH ?? '/usr/bin/chromium');
try {
  const heatmapBuilt = (await (await fetch(`${server.origin}${heatmapPath}`)).text()).includes(heatmapMarker);
  const paths: readonly RoutePath[] = heatmapBuilt ? [...publicPaths.slice(0, 2), heatmapPath, publicPaths[2]] : publicPaths;
  if (heatmapBuilt) await seedLocalStorage(browser, server.origin, { [authStorageKey]: JSON.stringify(await benchSession(server.origin)) });
  else console.log(`${heatmapPath} is not built as its own page yet; measuring the public pages only.`);

  const figures: PageFigures[] = [];
  for (const path of paths) {
    const samples: PageFigures[] = [];
    for (let run = 0; run < runs; run += 1) samples.push(await measure(browser, server.origin, path));
    const middle = (key: Exclude<keyof PageFigures, 'path'>) => median(samples.map((sample) => sample[key]));
    figures.push({
      path,
      performance: middle('performance'),
      lcpMs: middle('lcpMs'),
      fcpMs: middle('fcpMs'),
      totalBlockingMs: middle('totalBlockingMs'),
      layoutShift: middle('layoutShift'),
    });
  }
  console.log(`Lighthouse ${runs === 1 ? '(one run)' : `(median of ${runs} runs)`}, mobile, simulated slow 4G, 4× CPU slowdown`);
  for (const figure of figures) console.log(figureLine(figure));
} finally {
  await browser.close();
  await server.stop();
}
