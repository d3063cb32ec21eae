import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { answeredConsent, leadJustShown, storedBeforeLoad, visitorLayerReady } from './support/overlays.ts';

const onboarding = (page: Page) => page.getByRole('main').getByRole('complementary', { name: 'Before you start' });
const guide = (page: Page) => page.getByRole('complementary', { name: 'Page guide' });
const leadPopup = (page: Page) => page.getByRole('dialog', { name: 'Talk about AI in your team' });
const banner = (page: Page) => page.getByRole('region', { name: 'Your privacy choices' });

async function expectNoBlockingViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(blocking.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('a first visit', () => {
  test('shows the banner, then onboarding as a note in the page, and nothing more on that page view, even when a lead popup fires', async ({
    page,
  }) => {
    await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') });
    await page.goto('/advisory');
    await visitorLayerReady(page);
    await expect(banner(page)).toBeVisible();
    await page.clock.runFor(25_000);
    await expect(onboarding(page)).toHaveCount(0);
    await expect(leadPopup(page)).toHaveCount(0);
    await expect(guide(page)).toBeHidden();

    await banner(page).getByRole('button', { name: 'Reject all' }).click();
    await expect(onboarding(page)).toBeVisible();
    await expect(leadPopup(page)).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Not modal: the page's own links take a tap while the note shows.
    await page.getByRole('main').getByRole('link', { name: 'role assessments' }).click({ trial: true });

    await onboarding(page).getByRole('button', { name: 'Got it' }).click();
    await expect(onboarding(page)).toHaveCount(0);
    await page.clock.runFor(25_000);
    await expect(leadPopup(page)).toHaveCount(0);
    await expect(guide(page)).toBeHidden();
  });
});

test.describe('with consent answered', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await answeredConsent(context, baseURL!, 'reject');
    await storedBeforeLoad(context, leadJustShown(Date.now()));
  });

  test('onboarding shows once per visitor, on the first page with an introduction, takes no focus and closes from its corner', async ({
    page,
  }) => {
    await page.goto('/advisory');
    await expect(onboarding(page)).toBeVisible();
    await expect(page.locator('body')).toBeFocused();
    await expectNoBlockingViolations(page);
    await onboarding(page).getByRole('button', { name: 'Close' }).click();
    await expect(onboarding(page)).toHaveCount(0);

    await page.reload();
    await visitorLayerReady(page);
    await expect(onboarding(page)).toHaveCount(0);

    await page.goto('/ai-survival-kit');
    await visitorLayerReady(page);
    await expect(onboarding(page)).toHaveCount(0);
  });

  test('neither onboarding nor the guide opens over a focused field: they wait until the reader has left it and stopped typing', async ({
    page,
  }) => {
    await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Hold the visitor layer until the reader is typing in the page's newsletter field.
    await page.route(/\/visitorLayer\.[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    for (const [path, overlay] of [
      ['/advisory', onboarding],
      ['/privacy', guide],
    ] as const) {
      await page.goto(path);
      const field = page.getByRole('textbox', { name: /email/i }).first();
      await field.fill('ada@');
      release();
      await visitorLayerReady(page);
      await page.clock.runFor(10_000);
      await expect(overlay(page)).toHaveCount(0);
      await field.blur();
      await page.clock.runFor(6_000);
      await expect(overlay(page)).toBeVisible();
    }
  });

  test("the guide shows once per browser session per path, within the visitor's two optional overlays a day in any tab", async ({
    page,
    context,
  }) => {
    await page.goto('/privacy');
    await expect(guide(page)).toBeVisible();
    await expect(guide(page)).toContainText('What');
    await expectNoBlockingViolations(page);
    await guide(page).getByRole('button', { name: 'Got it' }).click();
    await expect(guide(page)).toBeHidden();

    await page.reload();
    await visitorLayerReady(page);
    await expect(guide(page)).toBeHidden();

    await page.goto('/terms');
    await expect(guide(page)).toBeVisible();
    await guide(page).getByRole('button', { name: 'Close page guide' }).click();
    await expect(guide(page)).toBeHidden();

    const sameDay = await context.newPage();
    await sameDay.goto('/privacy');
    await visitorLayerReady(sameDay);
    await expect(guide(sameDay), 'two met today, in another tab').toBeHidden();

    const nextDay = await context.newPage();
    await nextDay.clock.install({ time: Date.now() + 24 * 60 * 60 * 1000 + 60_000 });
    await nextDay.goto('/privacy');
    await expect(guide(nextDay)).toBeVisible();
  });

  test("the guide never comes back after Don't show again", async ({ page, context }) => {
    await page.goto('/privacy');
    await guide(page).getByRole('button', { name: "Don't show again" }).click();
    await expect(guide(page)).toBeHidden();

    const nextSession = await context.newPage();
    await nextSession.goto('/terms');
    await visitorLayerReady(nextSession);
    await expect(guide(nextSession)).toBeHidden();
  });

  test('the guide folds into an icon button after half the page and opens again on click', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 500 });
    await page.goto('/privacy');
    await expect(guide(page).getByRole('button', { name: 'Got it' })).toBeVisible();
    const box = await guide(page).boundingBox();
    expect(box!.width).toBeLessThanOrEqual(320);
    await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * 0.6));
    const icon = guide(page).getByRole('button', { name: 'Open page guide' });
    await expect(icon).toBeVisible();
    await expect(guide(page).getByRole('button', { name: 'Got it' })).toBeHidden();
    await icon.click();
    await expect(guide(page).getByRole('button', { name: 'Got it' })).toBeVisible();
  });

  test('the guide sits fixed at the bottom right above the page, and skips its motion when asked', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/privacy');
    await expect(guide(page)).toBeVisible();
    const placement = await guide(page).evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        position: style.position,
        zIndex: style.zIndex,
        seconds: Number.parseFloat(style.transitionDuration),
        right: innerWidth - element.getBoundingClientRect().right,
      };
    });
    expect(placement).toMatchObject({ position: 'fixed', zIndex: '90' });
    expect(placement.seconds).toBeLessThan(0.01);
    expect(placement.right).toBeLessThan(32);
  });
});
