import { expect, type Page, test } from '@playwright/test';
import config from '../../playwright.config.ts';
import { silentWav } from '../hostile/audioClips.ts';
import { signInAsAdmin } from './support/accounts.ts';
import { axeFindings } from './support/axe.ts';

// A fake microphone that answers without asking, so "Record" can be pressed as a person would.
const launchOptions = config.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...launchOptions,
    args: [...(launchOptions.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/** A PNG of one colour drawn by the page's own canvas: real image bytes with the size asked for. */
async function png(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      context.fillStyle = '#1f6f5c';
      context.fillRect(0, 0, w, h);
      return canvas.toDataURL('image/png').split(',')[1] ?? '';
    },
    [width, height] as const,
  );
  return Buffer.from(base64, 'base64');
}

const transcript = [
  '\uFEFFWEBVTT',
  '',
  '1',
  '00:00.000 --> 00:05.000 align:start',
  '<v Host>Welcome to the <i>show</i>.',
  '',
  '00:00:05,000 --> 00:00:40,000',
  'Five questions',
  'before your first pilot.',
  '',
  '00:40.000 --> 01:20.000',
  'Thanks for listening.',
  '',
].join('\r\n');

test('an episode saves itself as a draft, is recorded or gets uploaded audio, a transcript and chapters, and is published; the show is edited', async ({
  page,
}) => {
  test.setTimeout(40_000);
  const title = `Five questions ${Date.now().toString(36)}`;
  const slug = title.toLowerCase().replace(/ /g, '-');

  await signInAsAdmin(page);

  await test.step('a new episode refuses to publish without audio, and refuses a file the bucket would', async () => {
    await page.goto('/podcast-studio');
    await page.getByRole('button', { name: 'New episode' }).click();
    await page.getByLabel('Title', { exact: true }).fill(title);
    await expect(page.getByLabel('Slug')).toHaveValue(slug);
    await page.getByLabel('Summary').fill('What to ask before an AI pilot.');
    await page.getByLabel('Show notes (Markdown)').fill('## Links\n\n- [The article](https://example.com/five)\n- **Bold** idea');
    const preview = page.getByRole('region', { name: 'Preview of show notes' });
    await expect(preview.getByRole('heading', { name: 'Links' })).toBeVisible();
    await expect(preview.getByRole('link', { name: 'The article' })).toHaveAttribute('href', 'https://example.com/five');
    // A draft saves itself a moment after typing stops.
    await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
    await expect(page).toHaveURL(/\?episode=[0-9a-f-]{36}$/);

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Add the audio before publishing: an episode cannot be published without it.').first()).toBeVisible();

    await page.getByLabel('Audio file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not audio') });
    await expect(page.getByRole('alert').filter({ hasText: '“notes.txt” is of type text/plain' })).toBeVisible();
  });

  await test.step('a recording shows its time and level, and is listened to before it is used or discarded', async () => {
    await page.getByRole('button', { name: 'Record' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Recording 0:0[1-9]/ })).toBeVisible();
    await expect(page.getByRole('meter', { name: 'Input level' })).toBeVisible();
    await page.getByRole('button', { name: 'Stop' }).click();
    await expect(page.getByLabel('Your recording')).toHaveAttribute('src', /^blob:/);
    await page.getByRole('button', { name: 'Discard' }).click();
    await expect(page.getByRole('button', { name: 'Record' })).toBeEnabled();
  });

  await test.step('a WAV file is measured and uploaded; a transcript and chapters are read and checked', async () => {
    await page.getByLabel('Audio file').setInputFiles({ name: 'episode.wav', mimeType: 'audio/wav', buffer: Buffer.from(silentWav(90)) });
    await expect(page.getByText('audio/wav, 0.7 MB, 1:30 long')).toBeVisible();

    const transcriptInput = page.getByLabel('Transcript (VTT or SRT)');
    await transcriptInput.setInputFiles({
      name: 'bad.vtt',
      mimeType: 'text/vtt',
      buffer: Buffer.from('WEBVTT\n\n00:01.000 --> later\nOops'),
    });
    await expect(page.getByRole('alert').filter({ hasText: 'Line 3: “00:01.000 --> later” is not a cue time' })).toBeVisible();
    await transcriptInput.setInputFiles({ name: 'episode.vtt', mimeType: 'text/vtt', buffer: Buffer.from(transcript) });
    await expect(page.getByText('3 cues from “episode.vtt”, up to 1:20.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'First cues of the transcript' }).getByRole('listitem').first()).toHaveText(
      '0:00 Host: Welcome to the show.',
    );

    for (const [start, chapterTitle] of [
      ['1:00', 'Thanks'],
      ['0:00', 'Welcome'],
      ['2:00', 'After the end'],
    ]) {
      await page.getByRole('button', { name: 'Add chapter' }).click();
      const row = page.getByRole('group', { name: /^Chapter \d+$/ }).last();
      await row.getByLabel('Start').fill(start as string);
      await row.getByLabel('Chapter title').fill(chapterTitle as string);
    }
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const third = page.getByRole('group', { name: 'Chapter 3' });
    await expect(third.getByLabel('Start')).toHaveAccessibleDescription('Chapter 3: 2:00 is past the end of the episode (1:30).');
    await third.getByRole('button', { name: 'Remove chapter 3' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toasts(page).getByText('Episode saved')).toBeVisible();
    // Saved in order, the first at 0:00.
    await expect(page.getByRole('group', { name: 'Chapter 1' }).getByLabel('Chapter title')).toHaveValue('Welcome');
    expect(await axeFindings(page, '#main')).toEqual([]);
  });

  await test.step('publishing marks the episode published and asks the site to rebuild', async () => {
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(toasts(page).getByText('Episode published')).toBeVisible();
    await expect(page.getByText(/^Status: Published/)).toBeVisible();
    await expect(page.locator('.publish-status')).toHaveText(/Publishing…|Live: \/podcast\/|Not published to the site/);
    const audioUrl = await page.getByLabel('The episode’s audio').getAttribute('src');
    const audio = await page.request.get(audioUrl ?? '', { headers: { Range: 'bytes=0-3' } });
    expect(await audio.text()).toBe('RIFF');
  });

  await test.step('the list finds it by status and text, and opens it as stored', async () => {
    await page.getByRole('button', { name: '← All episodes' }).click();
    await page.getByLabel('Search').fill(slug);
    await page.getByLabel('Status').selectOption('draft');
    await expect(page.getByText('No episode matches this filter.')).toBeVisible();
    await page.getByLabel('Status').selectOption('published');
    await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Published');
    await page.getByRole('button', { name: title }).click();
    await expect(page.getByText('3 cues, up to 1:20.')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Chapter 2' }).getByLabel('Start')).toHaveValue('1:00');
  });

  await test.step('the show takes only square artwork Apple accepts, and is saved', async () => {
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await page.getByLabel('Show title').fill('Questions before the pilot');
    await page.getByLabel('Description').fill('Short talks on bringing AI into work.');
    await page.getByLabel('Author').fill('Alex Strategist');
    await page.getByLabel('Owner name').fill('Alex Strategist');
    await page.getByLabel('Owner email').fill('owner@example.test');
    await page.getByLabel('Category', { exact: true }).selectOption('Business');
    await page.getByLabel('Subcategory').selectOption('Management');
    await page.getByLabel('Language').fill('en');
    await page
      .getByLabel('Artwork', { exact: true })
      .setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: await png(page, 600, 600) });
    await expect(page.getByRole('alert')).toHaveText(
      'Apple Podcasts wants artwork from 1400 × 1400 to 3000 × 3000 pixels; “small.png” is 600 × 600.',
    );
    await page
      .getByLabel('Artwork', { exact: true })
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await png(page, 1400, 1400) });
    await expect(page.getByRole('img', { name: 'The show’s current artwork' })).toHaveAttribute(
      'src',
      /\/podcast\/[0-9a-f-]{36}-cover\.png$/,
    );
    await page.getByRole('button', { name: 'Save show' }).click();
    await expect(toasts(page).getByText('Show saved')).toBeVisible();
    await expect(page.getByLabel('Subcategory')).toHaveValue('Management');
    expect(await axeFindings(page, '#main')).toEqual([]);
  });
});
