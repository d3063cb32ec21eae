import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import config from '../../playwright.config.ts';
import { fakeProviderVariables } from '../../scripts/fake-ai/providerVariables.ts';
import { startFakeAi, type FakeAi } from '../../scripts/fake-ai/server.ts';
import { signInAsAdmin } from './support/accounts.ts';
import { insertRows } from './support/adminRows.ts';
import { axeFindings } from './support/axe.ts';
import { startExtraBackend, type ExtraBackend } from './support/extraBackend.ts';
import { fakeMicrophoneArgs } from './support/voice.ts';

// The admin tools' provider path, with the fake OpenAI-compatible server standing in for the
// providers and Chromium's fake microphone playing a sentence spoken by the offline engine.
const microphone = fakeMicrophoneArgs('admin-microphone.wav', 'Draft three titles for a workshop on using AI safely at work.');

const port = Number(process.env.E2E_PORT ?? 4399) + 2;
let fake: FakeAi;
let backend: ExtraBackend;

test.use({
  baseURL: `http://127.0.0.1:${port}`,
  launchOptions: {
    ...config.use?.launchOptions,
    args: [...(config.use?.launchOptions?.args ?? []), ...microphone],
  },
});

test.beforeAll(async () => {
  // A word every 60 ms, so the reply is still arriving when Stop is pressed.
  fake = await startFakeAi({ chunkDelayMs: 60 });
  backend = await startExtraBackend(port, fakeProviderVariables(`${fake.url}/v1`));
});

test.afterAll(async () => {
  await backend?.stop();
  await fake?.close();
});

test('with providers: the reply streams and Escape stops it, kept as stopped; a recording is transcribed and saved as WebVTT; the AI apps hub counts them', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);

  await page.goto('/ai-chat');
  const question = page.getByLabel('Your question');
  await question.fill('Write a long plan.');
  await question.press('Enter');
  const reply = page.getByRole('listitem').filter({ hasText: 'AI model' });
  await expect(reply.getByText(/^\[fake-ai\] Received/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
  await question.press('Escape');
  await expect(reply.getByText('Stopped: the reply ends where you stopped it.')).toBeVisible();
  await expect(page.getByText('Answers come from openai-compatible · fake-chat', { exact: false })).toBeVisible();
  const shown = await reply.locator('.chat-text').textContent();
  expect(shown).not.toMatch(/only restates what it received\.$/);
  await page.reload();
  await page.getByRole('button', { name: 'Write a long plan.', exact: true }).click();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'AI model' }).getByText('Stopped: the reply ends where you stopped it.'),
  ).toBeVisible();

  await page.goto('/voice-ai');
  await expect(page.getByText('Transcribed by openai · fake-transcribe.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Record' }).click();
  await expect(page.getByRole('button', { name: /Stop recording \(2 s\)/ })).toBeVisible();
  await page.getByRole('button', { name: /Stop recording/ }).click();
  await page.getByRole('button', { name: 'Transcribe' }).click();
  await expect(page.getByLabel('Transcript')).toHaveValue(/^\[fake-ai\] heard \d+\.\d s of audio; it cannot recognise speech\.$/);
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download .vtt' }).click();
  const vtt = readFileSync((await (await saved).path()) ?? '', 'utf8');
  expect(vtt).toMatch(/^WEBVTT\n\n1\n00:00:00\.000 --> 00:00:0[2-9]\.\d{3}\n\[fake-ai\] heard .*\n$/);

  await expect(page.getByLabel('Voice', { exact: true })).toContainText('alloy');
  await page.getByLabel('Voice', { exact: true }).selectOption('alloy');
  await page.getByLabel('Text to speak').fill('Spoken by the provider.');
  await page.getByRole('button', { name: 'Speak' }).click();
  await expect(page.getByLabel('The spoken text')).toBeVisible();
  expect(fake.requests.map((request) => request.path)).toContain('/v1/audio/speech');

  // The hub counts what was just used, in the database: the chat's call, and the provider calls of today's quota.
  await page.goto('/ai-apps-hub');
  const chat = page.getByRole('region', { name: 'AI chat' });
  await expect(chat).toContainText('openai-compatible · fake-chat');
  await expect(chat.locator('dt:text-is("Calls (24 h)") + dd')).toHaveText(/^[1-9]\d*$/);
  await expect(chat.locator('dt:text-is("Last use") + dd')).toHaveText(/ago \(/);
  await expect(page.getByRole('region', { name: 'Speech to text' })).toContainText('openai · fake-transcribe');
  await expect(page.getByRole('region', { name: 'AI quota used today' }).locator('dt:text-is("You") + dd')).toHaveText(
    /^([3-9]|\d{2,}) of 100 provider calls$/,
  );
  await expect(chat.getByRole('link', { name: 'Open AI Chat' })).toHaveAttribute('href', '/ai-chat');
  expect(await axeFindings(page)).toEqual([]);
});

test('with a model: Brief from signals runs as an agent, waits for the brief draft the model chose, and finishes once it is approved', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  const mark = Date.now().toString(36);
  await insertRows(page.request, 'signals', [
    { title: `Agents reach the back office ${mark}`, summary: 'Pilots move on.', tags: ['agents'], strength: 5 },
  ]);
  await page.goto('/orchestration');
  const workflow = page.getByRole('region', { name: 'Brief from signals' });
  await expect(workflow).toContainText('fake-chat');
  await workflow.getByRole('button', { name: 'Run Brief from signals' }).click();
  const status = page.getByRole('definition').first();
  await expect(status).toHaveText('Waiting for approval', { timeout: 30_000 });
  const ask = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Approve', exact: true }) });
  await expect(ask).toContainText('create_brief_draft');
  await expect(ask).toContainText('[fake-ai]');
  await ask.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(status).toHaveText('Succeeded', { timeout: 30_000 });
  await expect(page.getByRole('listitem').filter({ hasText: 'Call create_brief_draft' }).getByText('Done')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the brief draft' })).toBeVisible();
  expect(fake.requests.filter((request) => request.path === '/v1/chat/completions').length).toBeGreaterThanOrEqual(3);
});

test('the lab: a model column and the site guide answer one prompt side by side, blind; the vote names them and the version reopens with its answers', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  const name = `Safe start ${Date.now().toString(36)}`;
  await page.goto('/lab');
  await expect(page.getByText('Model columns ask openai-compatible', { exact: false })).toBeVisible();
  await page.getByLabel('Prompt name').fill(name);
  await page.getByLabel('User text').fill('How do I start using {{topic}}?');
  await page.getByLabel('{{topic}}').fill('AI safely at work');
  await page.getByLabel('Blind: hide which column is which until I vote').check();
  await page.getByRole('button', { name: 'Run', exact: true }).click();

  const answers = page.getByRole('region', { name: `Answers: ${name}, version 1` });
  await expect(answers.getByRole('article', { name: 'Column A' })).toContainText('[fake-ai] Received 1 message');
  await expect(answers.getByRole('article', { name: 'Column B' })).toContainText(/From “|No passage of this site matches/);
  await answers.getByRole('button', { name: 'Choose Column A' }).click();
  const chosen = answers.getByRole('article', { name: '1. openai-compatible · fake-chat' });
  await expect(chosen).toContainText('your choice');
  await expect(chosen).toContainText(/\d+ tokens in, \d+ out · first text after \d+ ms, \d+ ms in all · no price/);
  await expect(answers.getByRole('article', { name: '2. Site guide' })).toContainText('free (no model)');

  await page.reload();
  await expect(
    page.getByRole('region', { name: `Answers: ${name}, version 1` }).getByRole('article', { name: '1. openai-compatible · fake-chat' }),
  ).toContainText('[fake-ai] Received 1 message');
  const tally = page.getByRole('region', { name: 'Tally of blind votes' });
  await expect(tally.getByRole('row', { name: /fake-chat, default temperature, up to 800 tokens/ })).toContainText('100%');
  expect(await axeFindings(page)).toEqual([]);
});
