import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { freshEmail, signInAsAdmin, signUpAndConfirm } from './support/accounts.ts';
import { answeredConsent } from './support/overlays.ts';
import { assistantButton, assistantPanel, openAssistant, secondsPlayed, voiceFile } from './support/voice.ts';

// The site as a fresh clone runs it: no AI provider configured, so answers come from the site
// guide and are spoken by the offline engine in the browser.

test('a signed-out reader downloads none of the voice assistant', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto('/welcome');
  await expect(page.locator('html')).toHaveAttribute('data-scripts', 'ran');
  await page.waitForLoadState('networkidle');
  expect(fetched.length).toBeGreaterThan(0);
  expect(fetched.filter((path) => voiceFile.test(path))).toEqual([]);
  await expect(assistantButton(page)).toHaveCount(0);
});

test('a new user asks how to start using AI safely at work, gets the kit quoted and linked, hears it, and keeps the conversation on the next page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(listenForAnalytics);
  await signUpAndConfirm(page, freshEmail('voice'));
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto('/ai-assessments');
  await expect(assistantButton(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fetched.filter((path) => voiceFile.test(path)).every((path) => /voiceButton/.test(path))).toBe(true);

  await openAssistant(page);
  const panel = assistantPanel(page);
  await expect(panel.getByText(/No AI model is configured/)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Record' })).toBeDisabled();
  await expect(panel.getByText('Speaking to the assistant is not available on this site yet: type your question instead.')).toBeVisible();
  // A reader sees what they can do, never the owner's settings or the conversation's id.
  await expect(panel).not.toContainText(/AI_STT_PROVIDER|Session [0-9a-f]/);
  // On a phone the conversation takes the screen's height, not a fixed window of a third of it.
  await page.setViewportSize({ width: 390, height: 844 });
  expect((await panel.locator('.voice-messages').boundingBox())?.height).toBeGreaterThan(400);
  await page.setViewportSize({ width: 1280, height: 720 });

  const box = panel.getByLabel('Message');
  await expect(panel.getByRole('button', { name: 'Send' })).toBeDisabled();
  await box.fill('How do I start using AI safely at work?');
  await box.press('Enter');
  const reply = panel.locator('.voice-message-assistant').last();
  await expect(reply).toBeVisible({ timeout: 20_000 });
  await expect(box).toHaveValue('');
  const kitLink = reply.locator('a[href^="/ai-survival-kit"]').first();
  await expect(kitLink).toBeVisible();
  await expect(panel.locator('[aria-live="polite"]')).toHaveText(`Assistant: ${await reply.locator('p').textContent()}`);
  await expect.poll(() => secondsPlayed(page), { timeout: 30_000 }).toBeGreaterThan(0.5);
  expect(fetched.some((path) => /flite-[^/]*\.wasm$/.test(path))).toBe(true);
  expect(await analyticsHeard(page)).toEqual([]);

  const { violations } = await new AxeBuilder({ page }).include('.voice-assistant').analyze();
  const blocking = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(blocking.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);

  const question = 'How do I start using AI safely at work?';
  await kitLink.click();
  await expect(page).toHaveURL(/\/ai-survival-kit/);
  await expect(page.locator('.voice-status')).toHaveText('Connected', { timeout: 15_000 });
  await assistantButton(page).click();
  await expect(assistantPanel(page).getByText(question)).toBeVisible();
  await assistantPanel(page).getByRole('button', { name: 'End Call' }).click();
  await expect(page.getByText('Conversation ended').first()).toBeVisible();
  await expect(assistantPanel(page).getByText(question)).toHaveCount(0);
  await expect(assistantPanel(page).getByRole('button', { name: 'Start a conversation' })).toBeVisible();

  await assistantPanel(page).getByRole('button', { name: 'Delete my conversations' }).click();
  await assistantPanel(page).getByRole('button', { name: 'Delete them' }).click();
  await expect(page.getByText(/1 conversation and their messages were deleted/)).toBeVisible();

  await answeredConsent(page.context(), new URL(page.url()).origin, 'reject');
  await page.goto('/privacy');
  const guide = page.getByRole('complementary', { name: 'Page guide' });
  await expect(guide).toBeVisible();
  await expect(assistantButton(page)).toBeVisible();
  const [guideBox, buttonBox] = [await guide.boundingBox(), await assistantButton(page).boundingBox()];
  if (!guideBox || !buttonBox) throw new Error('The page guide or the assistant button has no box.');
  const apart =
    guideBox.y + guideBox.height <= buttonBox.y ||
    buttonBox.y + buttonBox.height <= guideBox.y ||
    guideBox.x + guideBox.width <= buttonBox.x ||
    buttonBox.x + buttonBox.width <= guideBox.x;
  expect(apart, `guide ${JSON.stringify(guideBox)}, button ${JSON.stringify(buttonBox)}`).toBe(true);
});

test('the admin holds the same conversation on /voice-conversation and reads it back among the past sessions', async ({ page }) => {
  test.setTimeout(90_000);
  await page.addInitScript(listenForAnalytics);
  await signInAsAdmin(page);
  await answeredConsent(page.context(), new URL(page.url()).origin, 'accept');
  await page.goto('/voice-conversation');
  const live = page.getByRole('region', { name: 'Conversation', exact: true });
  await live.getByRole('button', { name: 'Start a conversation' }).click();
  await expect(live.getByText('Connected', { exact: false }).first()).toBeVisible({ timeout: 20_000 });
  await live.getByLabel('Message').fill('What do the assessments measure?');
  await live.getByRole('button', { name: 'Send' }).click();
  await expect(live.locator('.voice-message-assistant')).toHaveCount(1, { timeout: 20_000 });
  const label = (await live.getByText(/Session [0-9a-f-]{8}/).textContent())?.match(/Session ([0-9a-f-]{8})/)?.[1] ?? '';
  await live.getByRole('button', { name: 'End Call' }).click();
  await expect(live.getByRole('button', { name: 'Start a conversation' })).toBeVisible();
  const sessionId = expect.stringMatching(new RegExp(`${label}$`));
  await expect
    .poll(() => analyticsHeard(page))
    .toEqual([
      { name: 'elevenlabs_conversation_started', data: { session_id: sessionId } },
      { name: 'elevenlabs_conversation_ended', data: { session_id: sessionId, message_count: 2 } },
    ]);

  await page.reload();
  const past = page.getByRole('region', { name: 'Past sessions' });
  await past.getByRole('button', { name: new RegExp(`^Session ${label} .* 2 messages`) }).click();
  await expect(past.getByText('What do the assessments measure?')).toBeVisible();
  await expect(past.getByRole('button', { name: 'Download transcript (.txt)' })).toBeVisible();
});

/** Keeps every analytics event the page's scripts ask for, so a test can see which were asked (the queue sends them only with consent). */
function listenForAnalytics(): void {
  const heard: unknown[] = [];
  (window as unknown as { analyticsHeard: unknown[] }).analyticsHeard = heard;
  document.addEventListener('site:analytics', (event) => heard.push((event as CustomEvent).detail));
}

const analyticsHeard = (page: Page) => page.evaluate(() => (window as unknown as { analyticsHeard: unknown[] }).analyticsHeard);
