import type { BrowserContext, Page } from '@playwright/test';

export type ConsentAnswer = 'accept' | 'reject';

/** The consent cookie as the banner writes it, so a test starts after the visitor has answered. */
export async function answeredConsent(context: BrowserContext, baseUrl: string, answer: ConsentAnswer): Promise<void> {
  const allowed = answer === 'accept';
  const value = encodeURIComponent(JSON.stringify({ analytics: allowed, personalization: allowed, marketing: allowed }));
  await context.addCookies([{ name: 'cookie_consent', value, url: baseUrl }]);
}

/** Local storage set before any page script runs, in every page of the context. */
export async function storedBeforeLoad(context: BrowserContext, values: Record<string, unknown>): Promise<void> {
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) {
      if (localStorage.getItem(key) === null) localStorage.setItem(key, JSON.stringify(value));
    }
  }, values);
}

/** Keeps the page guide away ('Don't show again' was pressed earlier). */
export const guideOptedOut = { 'floating-overlay-disabled': true };

/** Keeps lead popups away for 24 hours: one showed just now. */
export const leadJustShown = (now: number) => ({ 'lead-popup-state': { lastShown: now, kind: 'timed' } });

/** Resolves once the visitor layer has armed its triggers on this page. */
export async function visitorLayerReady(page: Page): Promise<void> {
  await page.locator('html[data-visitor-layer="ready"]').waitFor({ state: 'attached' });
}
