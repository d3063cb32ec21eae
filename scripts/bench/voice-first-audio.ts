/**
 * `npm run bench:voice`: the time from Send to the first sound of the reply with no provider
 * configured (site guide answers, the offline engine in the browser speaks them), in Chromium on a
 * server of its own. Three figures:
 * - first ever: an empty browser cache, so the engine's 21 MB of WebAssembly is downloaded too;
 * - cold: the first reply on a newly opened page, the engine from the browser's cache (the worker
 *   starts and compiles it);
 * - warm: a later reply on the same page.
 * Also the bytes a signed-in page adds before the assistant is first pressed. Target: 2 s.
 * Option: --rounds=<n> for the cold and warm figures (default 5; the median is printed).
 */
import { chromium, type Page } from '@playwright/test';
import { authStorageKey } from '../../src/lib/storageKeys.ts';
import { startBenchServer } from './benchServer.ts';
import { benchSession } from './benchSession.ts';
import { median } from './summary.ts';

const rounds = Number(/^--rounds=(\d+)$/.exec(process.argv[2] ?? '')?.[1] ?? 5);
const question = 'How do I start using AI safely at work?';
const voiceFile = /\/_astro\/(voiceButton|mountVoice|voicePanel|offlineSpeech|fliteWorker|flite-)[^/]*$/;

const server = await startBenchServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--autoplay-policy=no-user-gesture-required'],
});

/** Sends the question from the open panel; resolves with the milliseconds from the Enter key to the reply's first sound. */
async function sendToFirstSound(page: Page): Promise<number> {
  await page.evaluate(() => {
    const box = document.querySelector('#voice-message');
    const audio = document.querySelector('.voice-panel audio');
    if (!box || !audio) throw new Error('The voice panel is not open.');
    const timing = { sent: 0, sounded: 0 };
    Object.assign(window, { voiceTiming: timing });
    box.addEventListener('keydown', () => (timing.sent = performance.now()), { once: true, capture: true });
    audio.addEventListener('playing', () => (timing.sounded = performance.now()), { once: true });
  });
  await page.getByLabel('Message').fill(question);
  await page.getByLabel('Message').press('Enter');
  await page.waitForFunction(() => (window as unknown as { voiceTiming: { sounded: number } }).voiceTiming.sounded > 0, null, {
    timeout: 60_000,
  });
  const { sent, sounded } = await page.evaluate(
    () => (window as unknown as { voiceTiming: { sent: number; sounded: number } }).voiceTiming,
  );
  await page.getByRole('button', { name: 'Stop speaking' }).click();
  return sounded - sent;
}

async function openPanel(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Voice assistant/ }).click();
  await page.getByText('Connected', { exact: true }).first().waitFor({ timeout: 30_000 });
}

try {
  const session = await benchSession(server.origin);
  const context = await browser.newContext({ baseURL: server.origin, serviceWorkers: 'block' });
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [authStorageKey, JSON.stringify(session)] as const);
  const page = await context.newPage();
  const added = new Map<string, number>();
  page.on('requestfinished', (request) => {
    const path = new URL(request.url()).pathname;
    if (voiceFile.test(path)) void request.sizes().then(({ responseBodySize }) => added.set(path, responseBodySize));
  });
  await page.goto('/ai-assessments');
  await page.getByRole('button', { name: /^Voice assistant/ }).waitFor();
  await page.waitForLoadState('networkidle');
  const beforeClick = [...added.values()].reduce((sum, size) => sum + size, 0);
  const filesBeforeClick = [...added.keys()].map((path) => path.split('/').pop()).join(', ');

  await openPanel(page);
  const firstEver = await sendToFirstSound(page);
  const warm: number[] = [];
  for (let round = 0; round < rounds; round++) warm.push(await sendToFirstSound(page));
  const cold: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const fresh = await context.newPage();
    await fresh.goto('/ai-assessments');
    await openPanel(fresh);
    cold.push(await sendToFirstSound(fresh));
    await fresh.close();
  }
  const ms = (value: number) => `${Math.round(value)} ms`;
  console.log(`Send to first audio, offline engine, site guide (target 2000 ms; median of ${rounds}):
  first ever (engine downloaded): ${ms(firstEver)}
  cold (first reply of a page):   ${ms(median(cold))}   [${cold.map(ms).join(', ')}]
  warm (later reply, same page):  ${ms(median(warm))}   [${warm.map(ms).join(', ')}]
Signed-in page before the first press: ${beforeClick} bytes of voice assistant as sent (${filesBeforeClick}).`);
} finally {
  await browser.close();
  await server.stop();
}
