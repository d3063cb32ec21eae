import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { authStorageKey } from '../../src/lib/storageKeys.ts';
import { signInAsAdmin } from './support/accounts.ts';
import { axeFindings } from './support/axe.ts';
import { type ExtraBackend, startExtraBackend } from './support/extraBackend.ts';

/**
 * An episode as a listener meets it: the owner uploads its audio to Storage and saves it published
 * with a transcript and chapters, the site rebuilds (the `site-rebuild` function), and a signed-out
 * reader plays it on /podcast/{slug}: chapters, the transcript that follows and seeks, the speed,
 * the keyboard and the place kept for next time. Publishing rebuilds the site for real, so this
 * spec runs its own backend over its own copy of dist/, as the publishing spec does.
 */
const port = Number(process.env.E2E_PORT ?? 4399) + 7;
const slug = 'first-pilot-end-dates';
const title = 'Your first pilot needs an end date';
let site: ExtraBackend;
let folder: string;

test.beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'podcast-site-'));
  await cp('dist', join(folder, 'dist'), { recursive: true });
  site = await startExtraBackend(port, {}, join(folder, 'dist'));
});

test.afterAll(async () => {
  await site?.stop();
  await rm(folder, { recursive: true, force: true });
});

const contextOn = (browser: Browser) => browser.newContext({ baseURL: site.url });

/** A 30-second mono WAV (8 kHz, 8-bit) of a quiet tone: a format Chromium plays without proprietary codecs. */
function toneWav(seconds: number): Buffer {
  const rate = 8000;
  const samples = rate * seconds;
  const wav = Buffer.alloc(44 + samples);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate, 28);
  wav.writeUInt16LE(1, 32);
  wav.writeUInt16LE(8, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(samples, 40);
  for (let index = 0; index < samples; index += 1) wav[44 + index] = 128 + Math.round(20 * Math.sin((2 * Math.PI * 440 * index) / rate));
  return wav;
}

/** Uploads the audio and saves the episode published, with the admin's session, as the studio does. */
async function publishEpisode(page: Page, audio: Buffer): Promise<void> {
  const token = await page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token,
    authStorageKey,
  );
  expect(token, 'the admin is signed in').toBeTruthy();
  const auth = { Authorization: `Bearer ${token}`, apikey: String(token) };
  const objectPath = `episodes/${crypto.randomUUID()}.wav`;
  const upload = await page.request.post(`/storage/v1/object/podcast-audio/${objectPath}`, {
    headers: { ...auth, 'Content-Type': 'audio/wav' },
    data: audio,
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const saved = await page.request.post('/rest/v1/podcast_episodes', {
    headers: { ...auth, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
    data: {
      slug,
      title,
      summary: 'Why a pilot without an end date never ends.',
      notes_md: 'Mentioned: the **AI Confidence Kit**.',
      audio_path: objectPath,
      audio_url: `${site.url}/storage/v1/object/public/podcast-audio/${objectPath}`,
      audio_type: 'audio/wav',
      audio_bytes: audio.length,
      duration_seconds: 30,
      transcript_cues: [
        { start: 0, end: 5, text: 'Welcome to the show.' },
        { start: 5, end: 12, text: 'Today: your first pilot.' },
        { start: 12, end: 30, text: 'Set an end date and a measure.' },
      ],
      chapters: [
        { start: 0, title: 'Welcome' },
        { start: 12, title: 'End dates' },
      ],
      status: 'published',
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const rebuild = await page.request.post('/functions/v1/site-rebuild', {
    headers: { ...auth, 'Content-Type': 'application/json' },
    data: {},
  });
  expect(rebuild.status(), await rebuild.text()).toBeLessThan(300);
  const { build } = (await rebuild.json()) as { build: { id: number } };
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(`/functions/v1/site-rebuild?id=${build.id}`, { headers: auth });
        return ((await answer.json()) as { build: { state: string } }).build.state;
      },
      { timeout: 240_000, intervals: [2000] },
    )
    .toBe('live');
}

const audioState = (page: Page) =>
  page.locator('episode-player audio').evaluate((audio: HTMLAudioElement) => ({
    paused: audio.paused,
    time: audio.currentTime,
    rate: audio.playbackRate,
  }));

test('an uploaded episode plays in the player: chapters, the transcript, the speed, the keyboard and the place kept', async ({
  browser,
}) => {
  // One real build of the whole site runs inside this test (npm run bench:rebuild measures it).
  test.setTimeout(300_000);
  const owner = await contextOn(browser);
  const ownerPage = await owner.newPage();
  await signInAsAdmin(ownerPage);
  await publishEpisode(ownerPage, toneWav(30));
  await owner.close();

  const reader = await contextOn(browser);
  const page = await reader.newPage();
  await page.goto('/podcast');
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const audio = page.locator('episode-player audio');
  await expect(audio).toHaveAttribute('preload', 'metadata');
  await expect(audio).toHaveAttribute('controls', '');

  await page.getByRole('button', { name: 'Play' }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect.poll(async () => (await audioState(page)).time).toBeGreaterThan(0);

  const chapters = page.getByRole('list', { name: 'Chapters' });
  await chapters.getByRole('button', { name: /End dates/ }).click();
  await expect.poll(async () => (await audioState(page)).time).toBeGreaterThanOrEqual(12);
  await expect(chapters.getByRole('button', { name: /End dates/ })).toHaveAttribute('aria-current', 'true');
  const transcript = page.getByRole('region', { name: 'Transcript' });
  await expect(transcript.getByRole('button', { name: /Set an end date/ })).toHaveAttribute('aria-current', 'true');

  await transcript.getByRole('button', { name: /Today: your first pilot/ }).click();
  await expect(transcript.getByRole('button', { name: /Today: your first pilot/ })).toHaveAttribute('aria-current', 'true');
  expect((await audioState(page)).time).toBeLessThan(12);
  await expect(chapters.getByRole('button', { name: /Welcome/ })).toHaveAttribute('aria-current', 'true');

  await page.getByLabel('Speed').selectOption('1.5');
  expect((await audioState(page)).rate).toBe(1.5);
  await page.keyboard.press('>');
  expect((await audioState(page)).rate).toBe(1.75);

  await page.getByRole('button', { name: 'Pause' }).click();
  const before = (await audioState(page)).time;
  await page.getByRole('button', { name: 'Forward 15 seconds' }).click();
  expect((await audioState(page)).time).toBeCloseTo(before + 15, 0);
  await page.keyboard.press('j');
  expect((await audioState(page)).time).toBeCloseTo(before, 0);
  // Typing in a field is typing, not a shortcut.
  await page.getByLabel('Speed').focus();
  await page.keyboard.press('k');
  expect((await audioState(page)).paused).toBe(true);

  expect(await axeFindings(page, 'episode-player')).toEqual([]);

  await page.reload();
  await expect(page.getByText(/Picking up where you left off/)).toBeVisible();
  expect((await audioState(page)).time).toBeGreaterThanOrEqual(5);

  const feed = await (await page.request.get('/podcast.xml')).text();
  expect(feed).toContain(`<link>${new URL(`/podcast/${slug}`, site.url).href}</link>`);
  expect(feed).toMatch(/<enclosure url="[^"]+\.wav" length="\d+" type="audio\/wav"\/>/);
  expect(feed).toContain(`/podcast-files/${slug}/transcript.vtt`);
  expect(feed).toContain(`/podcast-files/${slug}/chapters.json`);
  await reader.close();
});
