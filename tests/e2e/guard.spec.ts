import { expect, test } from '@playwright/test';
import { freshEmail, header, password, signInAsAdmin, signUpAndConfirm, submitSignIn } from './support/accounts.ts';

test('a signed-out visitor on home lands on welcome before anything of home paints', async ({ page }) => {
  const paintedPaths: string[] = [];
  await page.exposeFunction('recordPaint', (path: string) => paintedPaths.push(path));
  await page.addInitScript(() => {
    new PerformanceObserver(() => (window as unknown as { recordPaint(p: string): void }).recordPaint(location.pathname)).observe({
      type: 'paint',
      buffered: true,
    });
  });
  await page.goto('/');
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(paintedPaths).not.toContain('/');
});

test('a signed-out reader opening a page that needs an account gets the sign-in form, and lands on that page after signing in', async ({
  page,
}) => {
  const email = freshEmail();
  await signUpAndConfirm(page, email);
  await header(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/welcome/);

  const sidebar = page.getByRole('navigation', { name: 'Site', exact: true });
  await expect(sidebar.getByRole('link', { name: 'AI Jobs Heatmap (needs a free account)' })).toBeVisible();
  const signInFrom = async (path: string, heading: string | RegExp) => {
    await page.goto(path);
    await expect(page).toHaveURL(`/auth?next=${encodeURIComponent(path)}`);
    await expect(page.getByText('Please sign in to access this page')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
      'href',
      `/signup?next=${encodeURIComponent(path)}`,
    );
    await submitSignIn(page, email, password);
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  };
  await signInFrom('/ai-jobs-heatmap', 'AI jobs impact heatmap');
  await header(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/welcome/);
  await signInFrom('/ai-assessment-cfo', /CFO/);
  // Signed in, the navigation's locks are gone.
  await expect(sidebar.getByRole('link', { name: 'AI Jobs Heatmap', exact: true })).toBeVisible();
  await expect(sidebar.locator('.needs-account').first()).toBeHidden();
});

test('a signed-in reader on an admin page sees Admin Access Required and can go back', async ({ page }) => {
  await signUpAndConfirm(page, freshEmail());
  await page.goto('/advisory');
  await page.goto('/admin-workstation');
  await expect(page.getByRole('heading', { name: 'Admin Access Required' })).toBeVisible();
  await expect(page.getByText('This section is restricted to authorized administrators.')).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Admin', exact: true })).toBeHidden();
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/advisory$/);
});

test('the admin gets the admin links and every admin page', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin-workstation');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Workstation' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Admin', exact: true })).toBeVisible();
  await expect(header(page).getByRole('link', { name: /Brand Site/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin Access Required' })).toBeHidden();
});
