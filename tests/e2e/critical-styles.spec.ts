import { expect, test, type Page } from '@playwright/test';
import { publicPaths } from '../../src/lib/routes/publicPaths.ts';
import { authStorageKey } from '../../src/lib/storageKeys.ts';
import { answeredConsent, storedBeforeLoad } from './support/overlays.ts';

/**
 * A page paints first with the rules it carries inline and fetches its full stylesheets after.
 * The first view must look as the full sheets make it: with the page's files held back (no
 * stylesheet, and no script at all, so the markup stays as first drawn), every element's computed
 * style is read, then again once the full sheets are in. Any difference is a rule the page left out.
 */

declare global {
  interface Window {
    firstViewStyles?: Map<Element, string[]>;
  }
}

/** Every element's computed style, property by property; kept in the page, whose thousands of values would be slow to send. */
function readStyles(): Map<Element, string[]> {
  const styles = new Map<Element, string[]>();
  for (const element of document.querySelectorAll('body *')) {
    const computed = getComputedStyle(element);
    styles.set(
      element,
      [...computed].map((property) => `${property}: ${computed.getPropertyValue(property)}`),
    );
  }
  return styles;
}

/** What differs from the styles read first, at most three properties an element. */
function changedStyles(first: Map<Element, string[]>, now: Map<Element, string[]>): string[] {
  const changes: string[] = [];
  for (const [element, values] of now) {
    const before = first.get(element) ?? [];
    const name = `<${element.tagName.toLowerCase()}${element.getAttribute('class') ? ` class="${element.getAttribute('class')}"` : ''}>`;
    const changed = values.flatMap((value, index) => (value === before[index] ? [] : [`${name} ${before[index]} → ${value}`]));
    changes.push(...changed.slice(0, 3));
  }
  return changes;
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
  }) => {
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
    let holdingBack = true;
    await page.route('**/_astro/**', (route) =>
      route.request().resourceType() === 'script' || holdingBack ? route.abort() : route.continue(),
    );
    const differences: string[] = [];
    for (const path of [...publicPaths(), '/no-such-page']) {
      holdingBack = true;
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-auth', reader.signedIn ? 'signed-in' : 'signed-out');
      await page.evaluate(`window.firstViewStyles = (${readStyles.toString()})()`);
      holdingBack = false;
      await addFullStylesheets(page);
      const changes: string[] = await page.evaluate(`(${changedStyles.toString()})(window.firstViewStyles, (${readStyles.toString()})())`);
      differences.push(...changes.slice(0, 10).map((change) => `${path} ${change}`));
    }
    await context.close();
    expect(differences).toEqual([]);
  });
}
