import { expect, test, type Page } from '@playwright/test';
import { e2eAdminEmail } from '../../playwright.config.ts';
import { freshEmail } from './support/accounts.ts';
import { latestMailTo } from './support/mail.ts';

const form = (page: Page) => page.getByRole('region', { name: 'Send a message' });

async function fillForm(page: Page, fields: { name: string; email: string; message: string }): Promise<void> {
  await form(page).getByLabel('Name').fill(fields.name);
  await form(page).getByLabel('Email').fill(fields.email);
  await form(page).getByLabel('Message').fill(fields.message);
}

test('a complete message is sent, thanked for and delivered to the owner', async ({ page }) => {
  const name = `Sam Reader ${Date.now().toString(36)}`;
  const email = freshEmail('contact');
  await page.goto('/contact');
  await fillForm(page, { name, email, message: 'Could you run a half-day AI workshop for our operations leads in March?' });
  await form(page).getByRole('button', { name: 'Send message' }).click();

  const thanks = form(page).getByRole('status');
  await expect(thanks).toContainText(`Thank you, ${name}`);
  await expect(thanks).toContainText(email);
  await expect(thanks).toBeFocused();
  const mail = await latestMailTo(page.request, e2eAdminEmail, `Contact form: ${name}`);
  expect(mail.text).toContain('half-day AI workshop');
});

test('missing and malformed fields are explained next to each field, and nothing is sent', async ({ page }) => {
  let calls = 0;
  await page.route('**/functions/v1/contact-submit', (route) => {
    calls += 1;
    return route.continue();
  });
  await page.goto('/contact');
  await form(page).getByRole('button', { name: 'Send message' }).click();
  await expect(form(page).getByLabel('Name')).toHaveAccessibleDescription('Please enter your name.');
  await expect(form(page).getByLabel('Email')).toHaveAccessibleDescription(
    'Please enter your email address, so there is somewhere to reply.',
  );
  await expect(form(page).getByLabel('Message')).toHaveAccessibleDescription(/Please write your message\./);
  await expect(form(page).getByLabel('Name')).toBeFocused();
  await expect(form(page).getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');

  await fillForm(page, { name: 'Sam', email: 'sam@example', message: 'Hello' });
  await form(page).getByRole('button', { name: 'Send message' }).click();
  await expect(form(page).getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address, like name@example.com.');
  await expect(form(page).getByLabel('Name')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(form(page).getByLabel('Email')).toBeFocused();
  expect(calls).toBe(0);
});

test('when the backend asks to slow down, the form says when to try again and keeps the message', async ({ page }) => {
  await page.route('**/functions/v1/contact-submit', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'Retry-After': '900' },
      json: { error: { code: 'rate_limited', message: 'Too many requests.' } },
    }),
  );
  await page.goto('/contact');
  const message = 'A long message that took a while to write and must survive a refusal.';
  await fillForm(page, { name: 'Sam', email: 'sam@example.com', message });
  await form(page).getByRole('button', { name: 'Send message' }).click();
  await expect(form(page).getByRole('alert')).toHaveText(
    'You have sent several messages in a short time. Please try again in 15 minutes. Your message is still in the form.',
  );
  await expect(form(page).getByLabel('Message')).toHaveValue(message);
  await expect(form(page).getByRole('button', { name: 'Send message' })).toBeEnabled();
});

test('the honeypot field is out of reach of people and assistive technology', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('textbox', { name: 'Leave this field empty' })).toHaveCount(0);
  await form(page).getByLabel('Message').focus();
  await page.keyboard.press('Tab');
  await expect(form(page).getByRole('button', { name: 'Send message' })).toBeFocused();
});

test('"Book a call" opens the form as a call request the reader can edit', async ({ page }) => {
  await page.goto('/advisory');
  await page.getByRole('link', { name: 'Book a free call' }).first().click();
  const request = page.getByRole('region', { name: 'Book a free call' });
  const message = request.getByLabel('Message');
  await expect(message).toHaveValue(/^I would like to book a free thirty-minute call\./);
  await message.fill('A call about our rollout, please.');
  await expect(message).toHaveValue('A call about our rollout, please.');

  await page.goto('/contact');
  await expect(form(page).getByLabel('Message')).toHaveValue('');
});
