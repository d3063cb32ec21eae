import { expect, test } from '@playwright/test';
import { freshEmail, header, password, signIn, signUpAndConfirm, submitSignIn, submitSignUp } from './support/accounts.ts';

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
