import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { privacyNoticeVersion } from '../../src/lib/consent/actions.ts';
import { routeFor, type RoutePath } from '../../src/lib/routes/index.ts';

/** The pages this work built, each with a second-level heading its copy must show. */
const pages: { path: RoutePath; section: string | null }[] = [
  { path: '/public', section: 'What she writes and speaks about' },
  { path: '/advisory', section: 'How an engagement works' },
  { path: '/contact', section: 'Send a message' },
  { path: '/privacy', section: 'Cookies and browser storage' },
  { path: '/terms', section: 'What the tools and assessments are, and are not' },
  { path: '/podcast', section: 'Episodes' },
  { path: '/newsletter/confirm', section: null },
  { path: '/newsletter/unsubscribe', section: null },
];

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, section } of pages) {
    test(`${path} renders its title and reads fully`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: routeFor(path).title })).toBeVisible();
      if (section) await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
      await expect(page.getByText('needs JavaScript').first()).toBeVisible();
    });
  }
});

for (const { path } of pages) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    // axe walks every node of a long page; on a loaded runner that alone can take most of 30 s.
    test.slow();
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    const blocking = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(blocking.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('the privacy notice names its version and links its cookie section', async ({ page }) => {
  await page.goto('/privacy#cookies');
  await expect(page.getByText(`Privacy notice version ${privacyNoticeVersion}`)).toBeVisible();
  const cookies = page.locator('#cookies');
  await expect(cookies.getByRole('heading', { level: 2, name: 'Cookies and browser storage' })).toBeInViewport();
  for (const name of ['cookie_consent', 'session_id', 'sidebar_state', 'theme', 'analytics-queue:<page id>']) {
    await expect(cookies.getByRole('rowheader', { name, exact: true })).toBeVisible();
  }
  await expect(cookies.getByText('Cookie settings')).toBeVisible();
});
