import { expect, test, type Page } from '@playwright/test';
import { freshEmail } from './support/accounts.ts';
import { latestMailTo, linkIn } from './support/mail.ts';

const footerCard = (page: Page) => page.getByRole('region', { name: 'Weekly insights on AI at work' });
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

async function subscribeFromFooter(page: Page, email: string): Promise<void> {
  await page.goto('/privacy');
  const card = footerCard(page);
  await card.getByLabel('Email address').fill(email);
  await card.getByRole('button', { name: 'Subscribe' }).click();
  await expect(toasts(page).getByText('Welcome aboard! 🎉')).toBeVisible();
  await expect(card.getByRole('status')).toContainText(email);
  await expect(card.getByRole('button', { name: 'Subscribe' })).toBeHidden();
}

test('subscribing from the footer sends a mail whose page confirms only when the button is pressed', async ({ page }) => {
  // Four page loads and a mail poll: more than a loaded runner does in 30 s.
  test.slow();
  const email = freshEmail('subscriber');
  await subscribeFromFooter(page, email);

  const mail = await latestMailTo(page.request, email);
  const confirmPath = pathOf(linkIn(mail, '/newsletter/confirm'));
  await page.goto(confirmPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible();
  // Opening the page (as a mail scanner would) confirmed nothing: the first press is the one that confirms.
  await page.reload();
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Subscription confirmed' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm subscription' })).toBeHidden();

  await page.goto(confirmPath);
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Already confirmed' })).toBeVisible();
});

test('subscribing twice gives the same answer, which never tells whether an address is on the list', async ({ page }) => {
  const email = freshEmail('twice');
  await subscribeFromFooter(page, email);
  const first = await footerCard(page).getByRole('status').textContent();
  await subscribeFromFooter(page, email);
  await expect(footerCard(page).getByRole('status')).toHaveText(first ?? '');
});

test('the unsubscribe link in the mail takes the address off the list with one press', async ({ page }) => {
  const email = freshEmail('leaver');
  await subscribeFromFooter(page, email);
  const mail = await latestMailTo(page.request, email);
  await page.goto(pathOf(linkIn(mail, '/newsletter/unsubscribe')));
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You are unsubscribed' })).toBeVisible();
});

test('an empty or malformed address is explained beside the field, announced, and sends nothing', async ({ page }) => {
  let calls = 0;
  await page.route('**/functions/v1/newsletter-subscribe', (route) => {
    calls += 1;
    return route.continue();
  });
  await page.goto('/terms');
  const card = footerCard(page);
  const field = card.getByLabel('Email address');
  await card.getByRole('button', { name: 'Subscribe' }).click();
  await expect(field).toHaveAccessibleDescription('Please enter your email address.');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toBeFocused();

  await field.fill('reader@example');
  await expect(field).not.toHaveAttribute('aria-invalid');
  await field.press('Enter');
  await expect(field).toHaveAccessibleDescription(/^Please enter a valid email address/);
  // Said by a live region beside the field, not only by the description read on focus.
  await expect(card.locator('[aria-live="polite"]')).toHaveText(/^Please enter a valid email address/);
  await expect(toasts(page).getByText(/valid email/)).toHaveCount(0);
  await expect(field).toHaveValue('reader@example');
  expect(calls).toBe(0);
});

test('a success clears the earlier error beside the field and the earlier failure toast', async ({ page }) => {
  let failNext = true;
  await page.route('**/functions/v1/newsletter-subscribe', (route) => {
    if (!failNext) return route.continue();
    failNext = false;
    return route.fulfill({ status: 503, json: { error: { code: 'internal_error', message: 'down' } } });
  });
  await page.goto('/privacy');
  const card = footerCard(page);
  const field = card.getByLabel('Email address');
  await field.fill('not-an-address');
  await card.getByRole('button', { name: 'Subscribe' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  await field.fill(freshEmail('second-try'));
  await card.getByRole('button', { name: 'Subscribe' }).click();
  await expect(toasts(page).getByText('Oops, something went wrong')).toBeVisible();
  await card.getByRole('button', { name: 'Subscribe' }).click();
  await expect(toasts(page).getByText('Welcome aboard! 🎉')).toBeVisible();
  await expect(toasts(page).getByText('Oops, something went wrong')).toBeHidden();
  await expect(card.getByRole('status')).toBeVisible();
  await expect(card.locator('[aria-invalid]')).toHaveCount(0);
});

test('a failed subscription keeps the typed address and says so', async ({ page }) => {
  await page.route('**/functions/v1/newsletter-subscribe', (route) =>
    route.fulfill({ status: 503, json: { error: { code: 'internal_error', message: 'down' } } }),
  );
  await page.goto('/advisory');
  const card = footerCard(page);
  await card.getByLabel('Email address').fill('keep.me@example.test');
  await card.getByRole('button', { name: 'Subscribe' }).click();
  await expect(toasts(page).getByText('Oops, something went wrong')).toBeVisible();
  await expect(toasts(page).getByText('Please try again or contact us directly.')).toBeVisible();
  await expect(card.getByLabel('Email address')).toHaveValue('keep.me@example.test');
  await expect(card.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
});

test('the landing page has one newsletter form, its own, which waits for an address before it can be sent', async ({ page }) => {
  await page.goto('/welcome');
  await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveCount(1);
  await expect(footerCard(page)).toHaveCount(0);
  const inline = page.getByRole('region', { name: 'Read the weekly insights' });
  const button = inline.getByRole('button', { name: 'Subscribe' });
  await expect(button).toBeDisabled();
  await inline.getByLabel('Email address').fill('inline.reader@example.test');
  await expect(button).toBeEnabled();
  await inline.getByLabel('Email address').fill('');
  await expect(button).toBeDisabled();
});

test('past the hourly cap on confirmation mails, the form says the mail comes within the hour', async ({ page }) => {
  // The cap itself is the function's (tests/integration/visitor/newsletter-confirmation-cap.test.ts); here, what the form makes of its answer.
  await page.route('**/functions/v1/newsletter-subscribe', (route) =>
    route.fulfill({ json: { ok: true, confirmation: 'deferred', within_hours: 1 } }),
  );
  await page.goto('/welcome');
  const inline = page.getByRole('region', { name: 'Read the weekly insights' });
  await inline.getByLabel('Email address').fill('later.reader@example.test');
  await inline.getByRole('button', { name: 'Subscribe' }).click();
  await expect(inline.getByRole('status')).toContainText("we'll send your confirmation email within the hour to later.reader@example.test");
  await expect(toasts(page).getByText("We'll send your confirmation email within the hour")).toBeVisible();
});

test('a link without a token, or with an unknown one, says it does not work', async ({ page }) => {
  await page.goto('/newsletter/confirm');
  await expect(page.getByText('This link is incomplete')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm subscription' })).toBeHidden();

  await page.goto(`/newsletter/unsubscribe?token=${'x'.repeat(43)}`);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'This link does not work' })).toBeVisible();
});
