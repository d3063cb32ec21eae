import { expect, test, type Page } from '@playwright/test';
import { controlledByServiceWorker } from './support/serviceWorker.ts';

// The worker is what these tests are about (playwright.config.ts keeps it out of the others).
test.use({ serviceWorkers: 'allow' });

const footerCard = (page: Page) => page.getByRole('region', { name: 'Weekly insights on AI at work' });
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const contactForm = (page: Page) => page.getByRole('region', { name: 'Send a message' });
/** Typed with capitals, to see it kept as typed rather than as the form sends it. */
const typedAddress = 'Offline.Reader@Example.com';

test('the newsletter form met offline says so, keeps the address through a reload, and forgets it once subscribed', async ({
  page,
  context,
}) => {
  test.slow();
  await page.goto('/privacy');
  await controlledByServiceWorker(page);

  await context.setOffline(true);
  await footerCard(page).getByLabel('Email address').fill(typedAddress);
  await footerCard(page).getByRole('button', { name: 'Subscribe' }).click();
  await expect(toasts(page).getByText('You are offline')).toBeVisible();
  await expect(toasts(page).getByText('Your address is kept in the form, even if you reload the page.', { exact: false })).toBeVisible();
  await expect(footerCard(page).getByLabel('Email address')).toHaveValue(typedAddress);

  await page.reload();
  await expect(footerCard(page).getByLabel('Email address')).toHaveValue(typedAddress);
  await expect(toasts(page).getByText('Your draft is back')).toBeVisible();

  await context.setOffline(false);
  await footerCard(page).getByRole('button', { name: 'Subscribe' }).click();
  await expect(toasts(page).getByText('Welcome aboard! 🎉')).toBeVisible();
  await page.reload();
  await expect(footerCard(page).getByLabel('Email address')).toHaveValue('');
});

test('the contact form met offline says so in its problem region and keeps every field through a reload', async ({ page, context }) => {
  test.slow();
  await page.goto('/contact');
  await controlledByServiceWorker(page);
  const fields = { Name: 'Ada Offline', Email: 'ada@example.com', Message: 'Written on a train.\nSecond line, kept as typed.' };

  await context.setOffline(true);
  for (const [label, value] of Object.entries(fields)) await contactForm(page).getByLabel(label).fill(value);
  await contactForm(page).getByRole('button', { name: 'Send message' }).click();
  await expect(contactForm(page).getByRole('alert')).toContainText(
    'You are offline, so your message was not sent. Everything you typed is kept here',
  );

  await page.reload();
  for (const [label, value] of Object.entries(fields)) await expect(contactForm(page).getByLabel(label)).toHaveValue(value);
  await expect(toasts(page).getByText('Your draft is back')).toBeVisible();
  await context.setOffline(false);
});

test.describe('without a service worker to keep the form’s code', () => {
  test.use({ serviceWorkers: 'block' });

  test('the newsletter form still says it is offline when its code cannot be downloaded, and the address comes back on reload', async ({
    page,
    context,
  }) => {
    await page.goto('/terms');
    // The page script, which arms the form, is there; the form's own code is not.
    await expect(page.locator('html')).toHaveAttribute('data-scripts', 'ran');
    await context.setOffline(true);
    await footerCard(page).getByLabel('Email address').fill(typedAddress);
    await footerCard(page).getByRole('button', { name: 'Subscribe' }).click();
    // Said in the form itself: a toast would need code that cannot be downloaded either.
    await expect(footerCard(page).getByRole('status')).toHaveText(/^You are offline\. Your address is kept in the form/);
    await expect(footerCard(page).getByLabel('Email address')).toHaveValue(typedAddress);

    await context.setOffline(false);
    await page.reload();
    await expect(footerCard(page).getByLabel('Email address')).toHaveValue(typedAddress);
    await expect(toasts(page).getByText('Your draft is back')).toBeVisible();
  });
});
