import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support/accounts.ts';
import { axeFindings } from './support/axe.ts';

// The e2e backend runs with no AI provider: each tool must say so plainly and still work.
test('the admin AI tools load after the server confirms the admin, and say what needs a provider', async ({ page }) => {
  // Three tools, the first spoken sentence of which loads the offline engine.
  test.setTimeout(90_000);
  await signInAsAdmin(page);

  await page.goto('/ai-chat');
  await expect(
    page.getByText('No AI model is configured (set AI_CHAT_PROVIDER): answers are passages quoted from the site.'),
  ).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
  await page.getByLabel('Your question').fill('How do I start using AI safely at work?');
  await page.getByLabel('Your question').press('Enter');
  const reply = page.getByRole('listitem').filter({ hasText: 'Site guide' });
  await expect(reply.getByText(/No AI model is configured \(set AI_CHAT_PROVIDER\)/)).toBeVisible();
  await expect(reply.getByRole('link').first()).toHaveAttribute('href', /^\//);
  await expect(page.getByRole('button', { name: 'How do I start using AI safely at work?', exact: true }).first()).toBeVisible();
  await expect(page.getByLabel('Your question')).toHaveValue('');
  expect(await axeFindings(page)).toEqual([]);

  await page.goto('/voice-ai');
  await expect(page.getByText(/Speech recognition needs a provider: set AI_STT_PROVIDER/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Record' })).toBeDisabled();
  await expect(page.getByText(/offline engine in this browser speaks/)).toBeVisible();
  await page.getByLabel('Text to speak').fill('Hello from the offline engine.');
  await page.getByRole('button', { name: 'Speak' }).click();
  await expect(page.getByRole('button', { name: 'Download audio' })).toBeVisible({ timeout: 20_000 });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download audio' }).click();
  expect((await download).suggestedFilename()).toBe('speech.wav');
  expect(await axeFindings(page)).toEqual([]);

  await page.goto('/gold-standard-voice');
  const phrase = page.getByLabel('Test phrase');
  // The default phrase, or the one an earlier run on this backend saved.
  await expect(phrase).toHaveValue(/how the assistant will sound|Good morning, this is the reference voice\./);
  await page.getByLabel(/^Speed/).fill('1.5');
  await phrase.fill('Good morning, this is the reference voice.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Reference voice saved')).toBeVisible();
  await page.getByRole('button', { name: 'Play test phrase' }).click();
  await expect(page.getByLabel('The test phrase, spoken')).toBeVisible({ timeout: 20_000 });
  expect(await axeFindings(page)).toEqual([]);
  await page.reload();
  await expect(page.getByLabel('Test phrase')).toHaveValue('Good morning, this is the reference voice.');
  await expect(page.getByText('Speed: 1.50×')).toBeVisible();
});

test('the image studio composes a podcast cover, keeps it, and uses it as the show’s artwork only with its alt text', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/image-ai');
  await expect(page.getByText(/No image model is configured, so the template composer draws the images/)).toBeVisible();
  await page.getByLabel('Design').selectOption('podcast-cover');
  await expect(page.getByLabel('Size')).toHaveValue('podcast-cover');
  const headline = `Pilots and practice ${Date.now()}`;
  await page.getByLabel('Show title').fill(headline);
  await page.getByLabel('Host').fill('Elena Marsh');
  await page.getByRole('button', { name: 'Keep in history' }).click();

  await expect(page.getByRole('heading', { name: `Podcast cover: ${headline}` })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/^3000 × 3000, JPEG/)).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
  await page.getByRole('button', { name: 'Use it' }).click();
  await expect(page.getByText('Write the alt text first: it is what a screen reader says instead of the image.')).toBeVisible();
  await page.getByLabel('Alt text').fill('The show’s title in white on the brand’s teal');
  await page.getByRole('button', { name: 'Use it' }).click();
  await expect(page.getByText('Now the podcast’s artwork.')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.publish-status')).toHaveText(/Publishing…|Live: \/podcast\.xml|Not published to the site/);

  await page.getByRole('button', { name: '← All images' }).click();
  await page.getByLabel('Search').fill(headline);
  await expect(page.getByRole('row').filter({ hasText: headline })).toContainText('The show’s title in white');
});
