import { expect, test, type Locator, type Page } from '@playwright/test';
import { visitorLayerReady } from './support/overlays.ts';

/**
 * A new reader on a phone reads five public pages, doing what provokes every optional overlay
 * (staying 25 seconds, scrolling to the end) and closing each one that shows. The consent banner
 * is a legal question and does not count; the others stay within the budget: one a page view,
 * two a browser session.
 */

const optionalOverlays = {
  onboarding: (page: Page) => page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Enter page' }) }),
  'page guide': (page: Page) => page.getByRole('complementary', { name: 'Page guide' }),
  'lead popup': (page: Page) => page.getByRole('dialog', { name: 'Talk about AI in your team' }),
};

/** Notes the optional overlays on screen now, then closes each as a reader would. */
async function noteAndClose(page: Page, seen: Set<string>): Promise<void> {
  const onScreen: string[] = [];
  for (const [name, overlay] of Object.entries(optionalOverlays)) if (await overlay(page).isVisible()) onScreen.push(name);
  for (const name of onScreen) {
    seen.add(name);
    const overlay = optionalOverlays[name as keyof typeof optionalOverlays](page);
    if (name === 'page guide') await closeGuide(overlay);
    else await overlay.getByRole('button', { name: 'Close' }).click({ timeout: 5_000 });
    await expect(overlay).toBeHidden();
  }
}

/**
 * A guide drawn a moment after the check before a scroll is folded by that scroll to its icon;
 * a reader opens it and presses "Got it", and so does the test, whichever state it is in now.
 */
async function closeGuide(guide: Locator): Promise<void> {
  await expect(async () => {
    const folded = guide.getByRole('button', { name: 'Open page guide' });
    if (await folded.isVisible()) await folded.click();
    await guide.getByRole('button', { name: 'Got it' }).click({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

test('five public pages on a phone bring at most one optional overlay each, and two in all', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') });
  const shownPerPage: Record<string, string[]> = {};
  for (const [index, path] of ['/welcome', '/advisory', '/ai-survival-kit', '/privacy', '/terms'].entries()) {
    await page.goto(path);
    await visitorLayerReady(page);
    const banner = page.getByRole('region', { name: 'Your privacy choices' });
    if (index === 0) await banner.getByRole('button', { name: 'Reject all' }).click();
    await expect(banner).toBeHidden();
    const seen = new Set<string>();
    for (const step of ['arrive', 'stay', 'scroll to the end', 'stay again']) {
      if (step.startsWith('stay')) await page.clock.runFor(25_000);
      if (step === 'scroll to the end') await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.evaluate(() => new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled))));
      await noteAndClose(page, seen);
    }
    shownPerPage[path] = [...seen];
  }
  for (const [path, shown] of Object.entries(shownPerPage)) expect(shown.length, `${path}: ${shown.join(', ')}`).toBeLessThanOrEqual(1);
  const all = Object.values(shownPerPage).flat();
  expect(all.length, JSON.stringify(shownPerPage)).toBeLessThanOrEqual(2);
  expect(all.length, 'the budget is used, not merely never reached').toBe(2);
});
