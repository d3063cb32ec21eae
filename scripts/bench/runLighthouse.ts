import lighthouse from 'lighthouse';
import { throttling, screenEmulationMetrics } from 'lighthouse/core/config/constants.js';
import puppeteer, { type Browser } from 'puppeteer-core';
import { pagePath, type RoutePath } from '../../src/lib/routes/paths.ts';

export interface PageFigures {
  path: RoutePath;
  /** Lighthouse performance score, 0–100. */
  performance: number;
  lcpMs: number;
  fcpMs: number;
  totalBlockingMs: number;
  layoutShift: number;
}

/** Lighthouse's mobile preset: Moto G Power screen, simulated slow 4G (150 ms, 1.6 Mbit/s) and a 4× slower CPU. */
const mobileSlow4G = {
  output: 'json' as const,
  onlyCategories: ['performance'],
  formFactor: 'mobile' as const,
  screenEmulation: screenEmulationMetrics.mobile,
  throttlingMethod: 'simulate' as const,
  throttling: throttling.mobileSlow4G,
  // Keeps the seeded session in localStorage between runs.
  disableStorageReset: true,
  logLevel: 'error' as const,
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

/** Writes values into the origin's localStorage before any page is measured. */
export async function seedLocalStorage(browser: Browser, origin: string, values: Record<string, string>): Promise<void> {
  const page = await browser.newPage();
  await page.goto(`${origin}${pagePath('/welcome')}`);
  await page.evaluate((entries) => {
    for (const [key, value] of entries) localStorage.setItem(key, value);
  }, Object.entries(values));
  await page.close();
}

export async function measure(browser: Browser, origin: string, path: RoutePath): Promise<PageFigures> {
  const page = await browser.newPage();
  try {
    const result = await lighthouse(`${origin}${path}`, mobileSlow4G, undefined, page);
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
    return {
      path,
      performance: Math.round(score * 100),
      lcpMs: Math.round(metric('largest-contentful-paint')),
      fcpMs: Math.round(metric('first-contentful-paint')),
      totalBlockingMs: Math.round(metric('total-blocking-time')),
      layoutShift: metric('cumulative-layout-shift'),
    };
  } finally {
    await page.close();
  }
}
