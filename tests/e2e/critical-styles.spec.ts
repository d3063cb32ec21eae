import { expect, test, type Page } from '@playwright/test';
import { publicPaths } from '../../src/lib/routes/publicPaths.ts';
import { authStorageKey } from '../../src/lib/storageKeys.ts';
import { answeredConsent, storedBeforeLoad } from './support/overlays.ts';

/**
 * A page paints first with the rules it carries inline and fetches its full stylesheets after.
 * The first view must look as the full sheets make it: with the page's files held back (no
 * stylesheet, and no script at all, so the markup stays as first drawn), the whole page is
 * captured, then again once the full sheets are in. Any difference in a pixel is a rule the page
 * left out; both captures are attached to the failure.
 */

/**
 * The whole page, with a viewport as tall as the page so that every section is laid out and drawn
 * (those laid out as they near the viewport would be blank in a capture beyond it). Sections off
 * screen stand in at an estimated height, so the viewport grows until the page's height holds.
 */
async function captureWholePage(page: Page, width: number): Promise<Buffer> {
  const heightOfPage = () => page.evaluate(() => document.documentElement.scrollHeight);
  const nextFrames = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  for (let height = await heightOfPage(), tries = 0; tries < 5; tries += 1) {
    await page.setViewportSize({ width, height });
    await nextFrames();
    const settled = await heightOfPage();
    if (settled === height) break;
    height = settled;
  }
  return page.screenshot({ animations: 'disabled', caret: 'hide' });
}

async function addFullStylesheets(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const sheets = [...document.querySelectorAll('noscript')].flatMap((block) =>
      [...(block.textContent ?? '').matchAll(/href="([^"]+\.css)"/g)].map((match) => match[1] ?? ''),
    );
    await Promise.all(
      sheets.map(
        (href) =>
          new Promise((resolve, reject) => {
            const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
            link.addEventListener('load', resolve);
            link.addEventListener('error', () => reject(new Error(`${href} did not load`)));
            document.head.append(link);
          }),
      ),
    );
  });
}

const readers = [
  {
    name: 'on a phone, light, signed out, asked for consent',
    viewport: { width: 390, height: 844 },
    colorScheme: 'light',
    signedIn: false,
  },
  { name: 'on a desktop, dark, signed in, consent given', viewport: { width: 1280, height: 800 }, colorScheme: 'dark', signedIn: true },
] as const;

for (const reader of readers) {
  test(`every public page looks the same with its inline rules as with its full stylesheets, ${reader.name}`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({
      baseURL,
      viewport: reader.viewport,
      colorScheme: reader.colorScheme,
      reducedMotion: 'reduce',
    });
    if (reader.signedIn) {
      await answeredConsent(context, baseURL ?? '', 'accept');
      await storedBeforeLoad(context, { [authStorageKey]: { user: { id: '00000000-0000-4000-8000-000000000001' } } });
    }
    const page = await context.newPage();
    // No script runs, so the markup stays as first drawn; the stylesheets come when asked for.
    // No web font loads either: the brand's font arrives after the first paint by design, over a
    // fallback sized to match it, so whether it had arrived by a capture would decide the outcome.
    let holdingBack = true;
    const neverLoaded = new Set(['script', 'font']);
    await page.route('**/_astro/**', (route) =>
      neverLoaded.has(route.request().resourceType()) || holdingBack ? route.abort() : route.continue(),
    );
    const different: string[] = [];
    for (const path of [...publicPaths(), '/no-such-page']) {
      holdingBack = true;
      await page.setViewportSize(reader.viewport);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-auth', reader.signedIn ? 'signed-in' : 'signed-out');
      const inlineOnly = await captureWholePage(page, reader.viewport.width);
      holdingBack = false;
      await addFullStylesheets(page);
      const withSheets = await captureWholePage(page, reader.viewport.width);
      if (!inlineOnly.equals(withSheets)) {
        different.push(path);
        await testInfo.attach(`${path} with its inline rules`, { body: inlineOnly, contentType: 'image/png' });
        await testInfo.attach(`${path} with its full stylesheets`, { body: withSheets, contentType: 'image/png' });
      }
    }
    await context.close();
    expect(different).toEqual([]);
  });
}
