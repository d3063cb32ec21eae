import { expect, test, type Page } from '@playwright/test';
import { freshEmail, password, signUpAndConfirm } from './support/accounts.ts';
import { latestMailTo, linkIn } from './support/mail.ts';
import { answeredConsent, guideOptedOut, leadJustShown, storedBeforeLoad } from './support/overlays.ts';

const phone = { width: 390, height: 844 };
test.use({ viewport: phone, isMobile: true, hasTouch: true });

/**
 * The overlays have their own budget and specs; here the reader has answered the banner and seen
 * the guide before, so nothing covers the taps this journey is about.
 */
test.beforeEach(async ({ context, baseURL }) => {
  await answeredConsent(context, baseURL ?? '', 'reject');
  await storedBeforeLoad(context, { ...guideOptedOut, ...leadJustShown(Date.now()) });
});

const ceoStart = (page: Page) => page.getByRole('navigation', { name: 'Choose your role to start' }).getByRole('link', { name: /^CEO\b/ });
const firstQuestion = (page: Page) => page.getByRole('heading', { name: /^Question 1 of \d+$/ });

test('a signed-out reader taps Start on the CEO assessment, signs up, confirms from the mail and lands on its first question', async ({
  page,
}) => {
  await page.goto('/ai-assessments');
  const start = ceoStart(page);
  // The role picker comes first: its links are on the first screen of a phone.
  const box = await start.boundingBox();
  expect(box && box.y + box.height).toBeLessThanOrEqual(phone.height);
  await start.tap();
  await expect(page).toHaveURL(/\/signup\?next=%2Fai-assessment-ceo$/);

  const email = freshEmail('journey');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).tap();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

  const link = new URL(linkIn(await latestMailTo(page.request, email), '/confirm'));
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('button', { name: 'Confirm account' }).tap();
  await expect(page.getByRole('heading', { name: 'Account confirmed' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).tap();

  await expect(page).toHaveURL(/\/ai-assessment-ceo$/);
  await expect(firstQuestion(page)).toBeVisible();
});

test('a reader who already has an account signs in from that sign-up page and lands on the assessment they chose', async ({ page }) => {
  const email = freshEmail('returning');
  await signUpAndConfirm(page, email);
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).tap();
  await expect(page).toHaveURL(/\/welcome/);

  await page.goto('/ai-assessments');
  await ceoStart(page).tap();
  await page.getByRole('link', { name: 'Sign in', exact: true }).last().tap();
  await expect(page).toHaveURL(/\/auth\?next=%2Fai-assessment-ceo$/);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).tap();

  await expect(page).toHaveURL(/\/ai-assessment-ceo$/);
  await expect(firstQuestion(page)).toBeVisible();
});
