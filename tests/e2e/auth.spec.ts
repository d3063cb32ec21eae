import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { freshEmail, header, password, signIn, signUpAndConfirm, submitSignIn, submitSignUp } from './support/accounts.ts';
import { axeFindings } from './support/axe.ts';
import { latestMailTo, linkIn } from './support/mail.ts';

const newPassword = 'lantern orchard velvet canyon';

test('a newcomer signs up, confirms from the mail, signs in, sees their email and signs out', async ({ page }) => {
  const email = freshEmail();
  await signUpAndConfirm(page, email);

  await signIn(page, email);
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByText(email)).toBeVisible();

  await page.reload();
  await expect(header(page).getByText(email)).toBeVisible();

  await header(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/welcome/);
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(header(page).getByText(email)).toBeHidden();
});

test('a wrong password says so clearly', async ({ page }) => {
  const email = freshEmail();
  await signUpAndConfirm(page, email);
  await page.goto('/auth');
  await submitSignIn(page, email, 'not the password');
  await expect(page.getByText(/don.t match/i).first()).toBeVisible();
});

test('signing in before confirming says the email is not confirmed', async ({ page }) => {
  const email = freshEmail();
  await submitSignUp(page, email, password);
  await expect(page.getByText(/check your inbox/i).first()).toBeVisible();

  await signIn(page, email);
  await expect(page.getByText(/not (been )?confirmed/i).first()).toBeVisible();
});

test('a password under 8 characters is refused before anything is stored', async ({ page }) => {
  await submitSignUp(page, freshEmail(), 'short');
  await expect(page.getByText(/at least 8 characters/i).first()).toBeVisible();
});

test('a common password is refused by the server, which says what is wrong and what to do', async ({ page }) => {
  await submitSignUp(page, freshEmail(), '12345678');
  const alert = page.getByRole('group', { name: 'Password too easy to guess' });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('link', { name: /heavily used password\. Add more words/ })).toBeVisible();
  await expect(page.getByText(/check your inbox/i)).toBeHidden();
});

test('typing and pressing Sign in before the form code has arrived still signs in, with nothing typed in the address', async ({ page }) => {
  const email = freshEmail();
  await signUpAndConfirm(page, email);
  await header(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/welcome/);
  const addresses: string[] = [];
  page.on('framenavigated', (frame) => addresses.push(frame.url()));
  // The form's code and the framework arrive with the first interaction; here they take a while.
  await page.route(/\/_astro\/(SignInForm|client)\.[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  await page.goto('/auth');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByText(email)).toBeVisible();
  expect(addresses.filter((address) => address.includes('password') || address.includes(encodeURIComponent(email)))).toEqual([]);
});

test('a reader who forgot their password gets a link by mail, sets a new one from it and signs in with it', async ({ page }) => {
  const email = freshEmail('forgetful');
  await signUpAndConfirm(page, email);
  await header(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/welcome/);

  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  expect(await axeFindings(page, 'main')).toEqual([]);

  const link = new URL(linkIn(await latestMailTo(page.request, email, 'Reset your password'), '/reset-password'));
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('New password', { exact: true }).press('Enter');
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
  expect(await axeFindings(page, 'main')).toEqual([]);

  await page.getByRole('link', { name: 'Continue' }).click();
  await header(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/welcome/);
  await page.goto('/auth');
  await submitSignIn(page, email, password);
  await expect(page.getByText(/don.t match/i).first()).toBeVisible();
  await submitSignIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/$/);
});

test('on their account page a reader changes the password with the current one, downloads their data and deletes the account', async ({
  page,
}) => {
  const email = freshEmail('account');
  await signUpAndConfirm(page, email);
  await header(page)
    .getByRole('link', { name: /Your account/ })
    .click();
  await expect(page).toHaveURL(/\/account$/);
  expect(await axeFindings(page, 'main')).toEqual([]);

  await page.getByLabel('Current password', { exact: true }).fill('not my password');
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('group', { name: 'Current password not right' })).toBeVisible();
  await page.getByLabel('Current password', { exact: true }).fill(password);
  await page.getByLabel('Current password', { exact: true }).press('Enter');
  await expect(page.getByText('Your password is changed.')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const file = JSON.parse(readFileSync((await (await download).path()) ?? '', 'utf8'));
  expect(file.account.email).toBe(email);
  expect(file).toMatchObject({ assessment_results: [], voice_conversations: [] });

  await page.getByLabel('Type your email address to confirm').fill(email);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/welcome/);
  await expect(page.getByText('Your account is deleted')).toBeVisible();
  await page.goto('/auth');
  await submitSignIn(page, email, newPassword);
  await expect(page.getByText(/don.t match/i).first()).toBeVisible();
});
