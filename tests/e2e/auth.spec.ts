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
