import { adminOnly, adminReads, nobody, type TableAccess } from './accessRules.ts';

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
];

/** The private functions of the publishing tables; the stamping trigger runs without a grant. */
export const publishingPrivateFunctionExecutors: Readonly<Record<string, readonly string[]>> = {
  stamp_content_row: [],
  claim_edited_sample_profile: [],
  // Run by a migration and by the owner in the SQL editor, never through the API.
  schedule_publishing_scheduler: [],
};
