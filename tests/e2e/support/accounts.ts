import { expect, type Page } from '@playwright/test';
import { e2eAdminEmail } from '../../../playwright.config.ts';
import { latestMailTo, linkIn } from './mail.ts';

let counter = 0;

/** A fresh address per call, so specs never depend on each other's accounts. */
export function freshEmail(label = 'reader'): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}.${counter}@example.test`;
}

export const password = 'correct horse battery staple';

/** Waits until a form's island has hydrated (the confirm page's, which hydrates on load). */
async function formReady(page: Page, island: string): Promise<void> {
  await expect(page.locator(`astro-island[component-export="${island}"]`)).not.toHaveAttribute('ssr', '');
}

/** Signs up through the Get Started page and confirms from the mail catcher, as a person would. */
export async function signUpAndConfirm(page: Page, email: string): Promise<void> {
  await submitSignUp(page, email, password);
  await expect(page.getByText(/check your inbox/i).first()).toBeVisible();

  const mail = await latestMailTo(page.request, email);
  const link = new URL(linkIn(mail, '/confirm'));
  await page.goto(`${link.pathname}${link.search}`);
  await formReady(page, 'ConfirmAccount');
  await page.getByRole('button', { name: 'Confirm account' }).click();
  await expect(page.getByText(/confirmed/i).first()).toBeVisible();
}

export async function signIn(page: Page, email: string, next?: string): Promise<void> {
  await page.goto(next ? `/auth?next=${encodeURIComponent(next)}` : '/auth');
  await submitSignIn(page, email, password);
}

/**
 * Fills and sends the sign-in form of the page already open, as a person would: its code arrives
 * with the first interaction, and a press that comes first is sent once it has.
 */
export async function submitSignIn(page: Page, email: string, secret: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password').fill(secret);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens Get Started and sends the form with these credentials. */
export async function submitSignUp(page: Page, email: string, secret: string): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password').fill(secret);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** Signs in as the admin, whose account every backend of the suite creates before the specs run (createAdmin). */
export async function signInAsAdmin(page: Page): Promise<void> {
  await signIn(page, e2eAdminEmail);
  await expect(page).not.toHaveURL(/\/auth/);
}

/** Header region, where the signed-in email and the sign-out button live. */
export const header = (page: Page) => page.getByRole('banner');
