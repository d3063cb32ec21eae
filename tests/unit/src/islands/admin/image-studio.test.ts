import { describe, expect, it } from 'vitest';
import { imageDimensions } from '../../../../../functions/_shared/images/imageDimensions.ts';
import { pageShowing, showArtworkProblem } from '../../../../../src/islands/admin/image-studio/attachPlaces.ts';
import { seededBackground, wrapLines } from '../../../../../functions/_shared/images/brandTemplates.ts';
import { historyColumns, historyKept, madeFrom } from '../../../../../src/islands/admin/image-studio/historyList.ts';
import { cropRect } from '../../../../../src/islands/admin/image-studio/imageCrop.ts';
import type { StudioImage } from '../../../../../src/islands/admin/image-studio/studioApi.ts';
import { clientTable } from '../../../../../src/islands/admin/kit/tableRows.ts';

const image = (overrides: Partial<StudioImage>): StudioImage => ({
  id: crypto.randomUUID(),
  source: 'template',
  template: 'podcast-cover',
  prompt: null,
  inputs: { headline: 'Pilots and practice' },
  model: null,
  width: 3000,
  height: 3000,
  mime_type: 'image/jpeg',
  bytes: 900_000,
  draft_path: 'studio/a.jpg',
  alt: '',
  public_url: null,
  attached_to: [],
  created_at: '2026-12-02T10:00:00Z',
  is_sample: false,
  ...overrides,
});

describe('the composer’s pure parts', () => {
  it('seeds the same background from the same headline, whatever its case and spaces, and another from another', () => {
    expect(seededBackground('  Pilots and Practice ')).toEqual(seededBackground('pilots and practice'));
    expect(seededBackground('Pilots and practice')).not.toEqual(seededBackground('Agents at work'));
    for (const ring of seededBackground('Any title').rings) expect(ring.radius).toBeGreaterThanOrEqual(0.15);
  });

  it('wraps words within the width, and keeps a word wider than the width on its own line', () => {
    const measure = (line: string) => line.length * 10;
    expect(wrapLines('one two three four', 90, measure)).toEqual(['one two', 'three', 'four']);
    expect(wrapLines('  incomprehensibilities  a ', 50, measure)).toEqual(['incomprehensibilities', 'a']);
    expect(wrapLines('', 50, measure)).toEqual([]);
  });

  it('crops the largest part of the frame’s shape, zoomed towards the focus and kept inside the picture', () => {
    const picture = { width: 4000, height: 3000 };
    expect(cropRect(picture, { width: 1080, height: 1080 }, { zoom: 1, focusX: 0.5, focusY: 0.5 })).toEqual({
      sx: 500,
      sy: 0,
      sw: 3000,
      sh: 3000,
    });
    expect(cropRect(picture, { width: 1080, height: 1080 }, { zoom: 2, focusX: 1, focusY: 0 })).toEqual({
      sx: 2500,
      sy: 0,
      sw: 1500,
      sh: 1500,
    });
    expect(cropRect(picture, { width: 1200, height: 630 }, { zoom: 1, focusX: 0, focusY: 1 })).toMatchObject({
      sx: 0,
      sw: 4000,
      sh: 2100,
      sy: 900,
    });
  });
});

describe('image headers', () => {
  it('reads the size of a PNG, a JPEG and a WebP without decoding them, and refuses other bytes', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 4, 0, 0, 0, 2, 0]);
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xc0, 0, 17, 8, 0x02, 0x76, 0x04, 0xb0, 3, 0, 0]);
    const webp = new Uint8Array(30);
    webp.set(
      [...'RIFF'].map((c) => c.charCodeAt(0)),
      0,
    );
    webp.set(
      [...'WEBPVP8X'].map((c) => c.charCodeAt(0)),
      8,
    );
    webp.set([0xaf, 0x04, 0, 0x75, 0x02, 0], 24);
    expect([png, jpeg, webp].map(imageDimensions)).toEqual([
      { type: 'image/png', width: 1024, height: 512 },
      { type: 'image/jpeg', width: 1200, height: 630 },
      { type: 'image/webp', width: 1200, height: 630 },
    ]);
    expect(imageDimensions(new TextEncoder().encode('<svg></svg> not an image at all'))).toBeNull();
  });
});

describe('using an image', () => {
  it('takes only a square JPEG or PNG of Apple’s sizes as the show’s artwork', () => {
    expect(showArtworkProblem(image({}))).toBeNull();
    expect(showArtworkProblem(image({ width: 1200, height: 630 }))).toMatch(/must be square; this image is 1200 × 630/);
    expect(showArtworkProblem(image({ width: 1080, height: 1080 }))).toMatch(/from 1400 to 3000 pixels/);
    expect(showArtworkProblem(image({ mime_type: 'image/webp' }))).toMatch(/JPEG or PNG/);
  });

  it('rebuilds the feed for the show, a published piece’s page for it, and nothing for a piece not yet published', () => {
    const piece = (status: string) => ({ id: 'x', title: 'T', slug: 'pilots', status });
    expect(pageShowing('show', null)).toBe('/podcast.xml');
    expect(pageShowing('article-share', piece('published'))).toBe('/articles/pilots');
    expect(pageShowing('episode', piece('published'))).toBe('/podcast/pilots');
    expect(pageShowing('article-hero', piece('draft'))).toBeNull();
  });

  it('lists the history by how each image was made, filtered by source and searched in prompts and alt texts', () => {
    const rows = [
      image({ alt: 'The show’s name on teal' }),
      image({ source: 'prompt', template: null, prompt: 'A lighthouse', model: 'openai · gpt-image-1', width: 1536, height: 1024 }),
      image({ source: 'upload', template: null, inputs: { file: 'portrait.jpg' } }),
    ];
    expect(rows.map(madeFrom)).toEqual(['Podcast cover: Pilots and practice', 'Prompt: A lighthouse', 'Upload: portrait.jpg']);
    const kept = (source: 'all' | 'prompt', q: string) =>
      clientTable(rows, {
        columns: historyColumns,
        keep: historyKept({ source, q }),
        sort: { key: 'size', direction: 'descending' },
        page: 1,
      }).kept.map(madeFrom);
    expect(kept('prompt', '')).toEqual(['Prompt: A lighthouse']);
    expect(kept('all', 'teal')).toEqual(['Podcast cover: Pilots and practice']);
    expect(kept('all', '')).toHaveLength(3);
  });
});
