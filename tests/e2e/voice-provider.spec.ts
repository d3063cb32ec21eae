import { expect, test } from '@playwright/test';
import { fakeProviderVariables } from '../../scripts/fake-ai/providerVariables.ts';
import { startFakeAi, type FakeAi } from '../../scripts/fake-ai/server.ts';
import config from '../../playwright.config.ts';
import { freshEmail, signUpAndConfirm } from './support/accounts.ts';
import { startExtraBackend, type ExtraBackend } from './support/extraBackend.ts';
import { assistantPanel, fakeMicrophoneArgs, openAssistant, secondsPlayed } from './support/voice.ts';

// The provider path, with the fake OpenAI-compatible server standing in for a model (none can be
// had on these machines) and Chromium's fake microphone playing a sentence spoken by the same
// offline engine the site ships, so no system package is needed.
const microphone = fakeMicrophoneArgs(
  'voice-microphone.wav',
  'What does the AI confidence kit cover? I would like to start with something small.',
);

const port = Number(process.env.E2E_PORT ?? 4399) + 3;
let fake: FakeAi;
let backend: ExtraBackend;

test.use({
  baseURL: `http://127.0.0.1:${port}`,
  launchOptions: {
    ...config.use?.launchOptions,
    args: [...(config.use?.launchOptions?.args ?? []), ...microphone, '--autoplay-policy=no-user-gesture-required'],
  },
});

test.beforeAll(async () => {
  fake = await startFakeAi();
  backend = await startExtraBackend(port, fakeProviderVariables(`${fake.url}/v1`));
});

test.afterAll(async () => {
  await backend?.stop();
  await fake?.close();
});

test('a recorded question is transcribed by the provider, answered by the model and its audio plays', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpAndConfirm(page, freshEmail('voice-provider'));
  await page.goto('/ai-assessments');
  await openAssistant(page);
  const panel = assistantPanel(page);
  await expect(panel.getByText(/No AI model is configured/)).toHaveCount(0);

  await panel.getByRole('button', { name: 'Record' }).click();
  await expect(panel.getByText('Listening...')).toBeVisible();
  await page.waitForTimeout(2500);
  await panel.getByRole('button', { name: 'Stop recording' }).click();

  const transcript = panel.locator('.voice-message-user').last();
  await expect(transcript).toContainText(/\[fake-ai\] heard \d+\.\d s of audio/, { timeout: 20_000 });
  const reply = panel.locator('.voice-message-assistant').last();
  await expect(reply).toContainText('[fake-ai]', { timeout: 20_000 });
  await expect.poll(() => secondsPlayed(page), { timeout: 20_000 }).toBeGreaterThan(0.5);
  expect(fake.requests.map((request) => request.path)).toEqual(
    expect.arrayContaining(['/v1/audio/transcriptions', '/v1/chat/completions', '/v1/audio/speech']),
  );
});
