/**
 * The image studio's sample history: a podcast cover, an article's share card and a quote card,
 * drawn from the brand templates (drawSampleImage.ts), each file kept in the drafts bucket through
 * the backend's own Storage API (as the studio keeps one), then the rows, marked sample, in one
 * transaction. A row that fails takes the files back out. Their alt text is written: each is ready
 * to use, which is what makes it the owner's (an attached sample image is no longer sample).
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { TemplateName } from '../../functions/_shared/images/brandTemplates.ts';
import { type ImagePresetName, imagePresets, studioImagePath } from '../../functions/_shared/images/imagePresets.ts';
import { site } from '../../src/lib/site.ts';
import type { Database } from '../db/database.ts';
import { drawSampleImage } from './drawSampleImage.ts';

interface SampleImage {
  template: TemplateName;
  preset: ImagePresetName;
  headline: string;
  byline: string;
  alt: string;
  hoursAgo: number;
}

export const sampleImages: readonly SampleImage[] = [
  {
    template: 'podcast-cover',
    preset: 'podcast-cover',
    headline: 'Practical AI, one decision at a time',
    byline: `Hosted by ${site.name}`,
    alt: `Podcast cover: “Practical AI, one decision at a time”, hosted by ${site.name}, in white on the brand’s teal.`,
    hoursAgo: 11 * 24 + 4,
  },
  {
    template: 'article-card',
    preset: 'share-card',
    headline: 'Three questions to answer before an AI pilot',
    byline: 'Who owns it, when to stop it, and what to measure.',
    alt: 'Share card of the article “Three questions to answer before an AI pilot”.',
    hoursAgo: 6 * 24 + 2,
  },
  {
    template: 'quote-card',
    preset: 'square',
    headline: 'A pilot without a stop rule is not an experiment. It is a habit.',
    byline: site.name,
    alt: `Quote card: “A pilot without a stop rule is not an experiment. It is a habit.”, ${site.name}.`,
    hoursAgo: 2 * 24 + 5,
  },
];

/** Draws and keeps the sample images; answers how many the history holds. */
export async function seedSampleImages(db: Database, storage: SupabaseClient['storage'], now: number): Promise<number> {
  const drafts = storage.from('drafts');
  const rows = [];
  try {
    for (const image of sampleImages) {
      const { width, height } = imagePresets[image.preset];
      const png = await drawSampleImage(image.template, { width, height }, { ...image, ownerName: site.name });
      const id = randomUUID();
      const path = studioImagePath(id, 'image/png');
      const stored = await drafts.upload(path, png, { contentType: 'image/png', upsert: false });
      if (stored.error) throw new Error(`The sample image could not be kept in the drafts: ${stored.error.message}`);
      const inputs = { preset: image.preset, headline: image.headline, byline: image.byline, photo: 'none' };
      const createdAt = new Date(now - image.hoursAgo * 3_600_000).toISOString();
      rows.push({
        id,
        template: image.template,
        inputs,
        width,
        height,
        bytes: png.byteLength,
        draft_path: path,
        alt: image.alt,
        created_at: createdAt,
      });
    }
    await db.query(
      `insert into public.studio_images (id, source, template, inputs, width, height, mime_type, bytes, draft_path, alt, created_at, is_sample)
       select i.id, 'template', i.template, i.inputs, i.width, i.height, 'image/png', i.bytes, i.draft_path, i.alt, i.created_at, true
       from jsonb_to_recordset($1::jsonb) as i(id uuid, template text, inputs jsonb, width integer, height integer, bytes integer,
         draft_path text, alt text, created_at timestamptz)`,
      [JSON.stringify(rows)],
    );
  } catch (error) {
    if (rows.length > 0) await drafts.remove(rows.map((row) => row.draft_path));
    throw error;
  }
  return rows.length;
}
