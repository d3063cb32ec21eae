import { adminOnly, adminReads, nobody, type TableAccess } from './accessRules.ts';
import type { FunctionAccess } from './functions.ts';

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();
const slug = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 10)}`;

/** Every publishing table is the admin's alone: readers get the static pages the build makes from it. */
const adminTable = (entry: Omit<TableAccess, 'select' | 'insert' | 'update' | 'delete'>): TableAccess => ({
  ...entry,
  select: adminReads,
  insert: adminOnly,
  update: adminOnly,
  delete: adminOnly,
});

/** The show and the biography: one row each, made by the migration; the admin only changes it. */
const oneRowTable = (entry: Omit<TableAccess, 'select' | 'insert' | 'update' | 'delete'>): TableAccess => ({
  ...entry,
  select: adminReads,
  insert: nobody,
  update: adminOnly,
  delete: nobody,
});

/** The publishing tables: articles, newsletter issues, the podcast, the brand content. */
export const publishingTableAccess: readonly TableAccess[] = [
  adminTable({
    table: 'public.articles',
    seedSql: () => `insert into public.articles (slug, title, status) values ('seeded-article', 'A seeded article', 'draft')`,
    newRow: () => ({ slug: slug('planted'), title: 'A planted article', status: 'scheduled', publish_at: tomorrow() }),
    change: { summary: 'Rewritten.' },
    frozenChange: { is_sample: true },
  }),
  adminTable({
    table: 'public.newsletter_issues',
    seedSql: () => `insert into public.newsletter_issues (slug, subject) values ('seeded-issue', 'A seeded issue')`,
    newRow: () => ({ slug: slug('planted'), subject: 'A planted issue' }),
    change: { preheader: 'Rewritten.' },
    frozenChange: { is_sample: true },
  }),
  oneRowTable({
    table: 'public.podcast_show',
    seedSql: () => '',
    newRow: () => ({ title: 'A planted show', language: 'en' }),
    change: { description: 'Rewritten.' },
    frozenChange: { updated_at: tomorrow() },
  }),
  adminTable({
    table: 'public.podcast_episodes',
    seedSql: () => `insert into public.podcast_episodes (slug, title) values ('seeded-episode', 'A seeded episode')`,
    newRow: () => ({ slug: slug('planted'), title: 'A planted episode' }),
    change: { summary: 'Rewritten.' },
    frozenChange: { guid: '00000000-0000-4000-8000-000000000000' },
  }),
  oneRowTable({
    table: 'public.brand_profile',
    seedSql: () => '',
    newRow: () => ({ name: 'A planted name' }),
    change: { headline: 'Rewritten.' },
    frozenChange: { updated_at: tomorrow() },
  }),
  adminTable({
    table: 'public.case_studies',
    seedSql: () => `insert into public.case_studies (slug, title) values ('seeded-case', 'A seeded case study')`,
    newRow: () => ({ slug: slug('planted'), title: 'A planted case study' }),
    change: { outcome: 'Rewritten.' },
    frozenChange: { is_sample: true },
  }),
  adminTable({
    table: 'public.books_ideas',
    seedSql: () => `insert into public.books_ideas (kind, title) values ('book', 'A seeded book')`,
    newRow: () => ({ kind: 'idea', title: 'A planted idea' }),
    change: { summary: 'Rewritten.' },
    frozenChange: { is_sample: true },
  }),
  adminTable({
    table: 'public.talks',
    seedSql: () => `insert into public.talks (kind, title) values ('talk', 'A seeded talk')`,
    newRow: () => ({ kind: 'media', title: 'A planted interview' }),
    change: { venue: 'Rewritten.' },
    frozenChange: { is_sample: true },
  }),
  adminTable({
    table: 'public.testimonials',
    seedSql: () => `insert into public.testimonials (quote, person) values ('A seeded quote.', 'A seeded person')`,
    newRow: () => ({ quote: 'A planted quote.', person: 'A planted person' }),
    change: { role: 'Rewritten.' },
    frozenChange: { is_sample: true },
  }),
  adminTable({
    table: 'public.studio_images',
    seedSql: () =>
      `insert into public.studio_images (source, template, width, height, mime_type, bytes, draft_path)
       values ('template', 'quote-card', 1080, 1080, 'image/png', 1000, 'studio/seeded-image.png')`,
    newRow: () => ({
      source: 'prompt',
      prompt: 'A planted prompt',
      width: 1024,
      height: 1024,
      mime_type: 'image/png',
      bytes: 10,
      draft_path: `studio/${slug('planted')}.png`,
    }),
    change: { alt: 'Rewritten.' },
    // What made the image is its record: only its alt text and where it is used change.
    frozenChange: { prompt: 'Rewritten.', is_sample: true },
  }),
];

const studioCover = '00000000-0000-4000-8000-00000000c0f1';

/** The studio's one step that uses an image: the admin's alone. */
export const publishingFunctionAccess: readonly FunctionAccess[] = [
  {
    name: 'attach_studio_image',
    args: () => ({
      p_image: studioCover,
      p_target: 'show',
      p_target_id: null,
      p_public_url: 'http://127.0.0.1/storage/v1/object/public/public-images/studio/planted.png',
      p_alt: 'A planted cover',
    }),
    writes: ['public.studio_images', 'public.podcast_show'],
    before: async (db) => {
      await db.query(
        `insert into public.studio_images (id, source, template, width, height, mime_type, bytes, draft_path)
         values ($1, 'template', 'podcast-cover', 3000, 3000, 'image/png', 1000, 'studio/planted.png') on conflict (id) do nothing`,
        [studioCover],
      );
    },
    call: adminOnly,
  },
];

/** The private functions of the publishing tables; the stamping trigger runs without a grant. */
export const publishingPrivateFunctionExecutors: Readonly<Record<string, readonly string[]>> = {
  stamp_content_row: [],
  claim_edited_sample_profile: [],
  claim_used_sample_image: [],
  // Run by a migration and by the owner in the SQL editor, never through the API.
  schedule_publishing_scheduler: [],
};
