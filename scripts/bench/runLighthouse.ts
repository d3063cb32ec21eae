import lighthouse from 'lighthouse';
import { throttling, screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';
import puppeteer, { type Browser, type BrowserContext } from 'puppeteer-core';
import { dataDrawnMark } from '../../src/islands/admin/kit/dataDrawn.ts';
import { pagePath, type RoutePath } from '../../src/lib/routes/paths.ts';

export interface PageFigures {
  path: RoutePath;
  /** Lighthouse performance score, 0–100. */
  performance: number;
  lcpMs: number;
  fcpMs: number;
  totalBlockingMs: number;
  layoutShift: number;
  /** Every request of the page as transferred, headers included (Lighthouse's "total byte weight"). */
  totalBytes: number;
  /** The scripts the page asked for until Lighthouse saw it quiet, wherever they were answered from. */
  scripts: string[];
  /** An admin tool's first data on screen (its `admin-data-drawn` mark), from navigation; null on a page without one. */
  dataDrawnMs: number | null;
}

export type Preset = 'mobile' | 'desktop';

const shared = {
  output: 'json' as const,
  onlyCategories: ['performance'],
  throttlingMethod: 'simulate' as const,
  // Lighthouse would clear the service worker, caches and HTTP cache, not cookies or localStorage:
  // each case starts in a context of its own instead, so what it seeded stays and nothing else does.
  disableStorageReset: true,
  logLevel: 'error' as const,
};

/**
 * Lighthouse's presets: mobile is a Moto G Power screen, simulated slow 4G (150 ms, 1.6 Mbit/s) and
 * a 4× slower CPU; desktop (its desktop config) a 1350 × 940 screen on a dense 4G link, CPU as is.
 */
const presets = {
  mobile: { ...shared, formFactor: 'mobile' as const, screenEmulation: screenEmulationMetrics.mobile, throttling: throttling.mobileSlow4G },
  desktop: {
    ...shared,
    formFactor: 'desktop' as const,
    screenEmulation: screenEmulationMetrics.desktop,
    throttling: throttling.desktopDense4G,
    emulatedUserAgent: userAgents.desktop,
  },
};

export async function launchChromium(executablePath: string): Promise<Browser> {
  return puppeteer.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * Writes values into the origin's localStorage before any page is measured, on an earlier visit
 * to the landing page that lasts until its scripts have run and its stylesheets have arrived, as a
 * reader's glance at it would: those sheets are then in the cache, remembered, and applied before
 * the next page's first paint (src/lib/shell/cachedSheets.ts). The visit ends before the browser is
 * idle, so no service worker is installed yet: the measured pages come from the network.
 */
export async function seedLocalStorage(target: Browser | BrowserContext, origin: string, values: Record<string, string>): Promise<void> {
  const page = await target.newPage();
  await page.goto(`${origin}${pagePath('/welcome')}`);
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.scripts === 'ran' &&
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet !== null),
  );
  await page.evaluate((entries) => {
    for (const [key, value] of entries) localStorage.setItem(key, value);
  }, Object.entries(values));
  await page.close();
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  sessionTargetType?: string;
  transferSize?: number;
}

/** What the page downloaded, from Lighthouse's network-requests audit; the service worker's own fetches are not the page's. */
function pageDownloads(requests: NetworkRequest[]): Pick<PageFigures, 'totalBytes' | 'scripts'> {
  const fromWorker = (request: NetworkRequest) => request.sessionTargetType === 'worker' || request.sessionTargetType === 'service_worker';
  const pageRequests = requests.filter((request) => !fromWorker(request) && !new URL(request.url).pathname.endsWith('/sw.js'));
  return {
    totalBytes: pageRequests.reduce((total, request) => total + (request.transferSize ?? 0), 0),
    scripts: pageRequests.filter((request) => request.resourceType === 'Script').map((request) => new URL(request.url).pathname),
  };
}

interface UserTiming {
  name: string;
  timingType: string;
  startTime: number;
}

export async function measure(
  target: Browser | BrowserContext,
  origin: string,
  path: RoutePath,
  preset: Preset = 'mobile',
): Promise<PageFigures> {
  const page = await target.newPage();
  try {
    const result = await lighthouse(`${origin}${path}`, presets[preset], undefined, page);
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no report for ${path}.`);
    if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${path}: ${lhr.runtimeError.message}`);
    const score = lhr.categories.performance?.score;
    const metric = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      if (value === undefined) throw new Error(`Lighthouse measured ${path} without "${id}".`);
      return value;
    };
    if (score == null) throw new Error(`Lighthouse measured ${path} without a performance score.`);
    const requests = (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items;
    if (!requests) throw new Error(`Lighthouse measured ${path} without its network requests.`);
    const timings = (lhr.audits['user-timings']?.details as { items?: UserTiming[] } | undefined)?.items ?? [];
    const drawn = timings.find((timing) => timing.name === dataDrawnMark && timing.timingType === 'Mark');
    return {
      path,
      performance: Math.round(score * 100),
      lcpMs: Math.round(metric('largest-contentful-paint')),
      fcpMs: Math.round(metric('first-contentful-paint')),
      totalBlockingMs: Math.round(metric('total-blocking-time')),
      layoutShift: metric('cumulative-layout-shift'),
      ...pageDownloads(requests),
      dataDrawnMs: drawn ? Math.round(drawn.startTime) : null,
    };
  } finally {
    await page.close();
  }
}
