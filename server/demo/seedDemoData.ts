/**
 * `npm start -- --demo`: fills an empty database with the sample data of sampleData.ts, every row
 * marked `is_sample` (sample users in their app metadata), in one transaction. A database that
 * holds any real row in these tables is left alone: sample rows mixed into real figures would
 * mislead the owner, and they are meant for a first look at the console.
 */
import type { Database, Queries } from '../db/database.ts';
import { sampleData, type SampleData, type SampleDataOptions } from './sampleData.ts';
import { insertSampleBrand, insertSampleSends } from './seedSampleBrand.ts';
import { insertSampleDataset } from './sampleEvaluations.ts';
import { insertSampleConversations } from './seedSampleConversations.ts';
import { insertSampleLab } from './seedSampleLab.ts';
import { insertRows, instant } from './sampleInserts.ts';

/** The tables demo data fills; a real row in any of them means the database is in use. */
export const sampleTables = [
  'analytics_batches',
  'analytics_events',
  'consent_log',
  'user_consent',
  'newsletter_subscribers',
  'contact_messages',
  'assessment_results',
  'leads',
  'tasks',
  'articles',
  'newsletter_issues',
  'podcast_episodes',
  'case_studies',
  'books_ideas',
  'talks',
  'testimonials',
  'kb_notes',
  'signal_sources',
  'signals',
  'briefs',
  'roadmap_items',
  'partners',
  'credentials',
  'radar_entries',
  'eval_datasets',
  'lab_prompts',
  // Filled after the rest, by the runner (seedSampleRuns.ts) and the Storage API (seedSampleImages.ts);
  // a real run or image means the database is in use.
  'ai_runs',
  'studio_images',
] as const;

export type SeedOutcome =
  | { kind: 'seeded'; counts: Record<string, number> }
  | { kind: 'in-use'; tables: string[] }
  | { kind: 'already-seeded' };

export async function seedDemoData(db: Database, options: SampleDataOptions): Promise<SeedOutcome> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ name: string; real: boolean; sample: boolean }>(
      sampleTables
        .map(
          (table) =>
            `select '${table}' as name, exists (select 1 from public.${table} where not is_sample) as real, exists (select 1 from public.${table} where is_sample) as sample`,
        )
        .join(' union all '),
    );
    const inUse = rows.filter((row) => row.real).map((row) => row.name);
    if (inUse.length > 0) return { kind: 'in-use', tables: inUse };
    if (rows.some((row) => row.sample)) return { kind: 'already-seeded' };
    return { kind: 'seeded', counts: await insertSampleData(tx, sampleData(options), options) };
  });
}

async function insertSampleData(tx: Queries, data: SampleData, { timeZone, now }: SampleDataOptions): Promise<Record<string, number>> {
  const batches = data.batches.map(({ batch_id, sent_at, events }) => ({ batch_id, sent_at, event_count: events.length }));
  const events = data.batches.flatMap(({ batch_id, sent_at, events }) =>
    events.map((event) => ({ ...event, batch_id, received_at: sent_at })),
  );
  const latestChoice = new Map(data.consents.map((choice) => [choice.session_id, choice]));
  await insertRows(
    tx,
    batches,
    `
    insert into public.analytics_batches (batch_id, event_count, sent_at, received_at, is_sample)
    select b.batch_id, b.event_count, ${instant('b.sent_at')}, ${instant('b.sent_at')}, true
    from jsonb_to_recordset($1::jsonb) as b(batch_id uuid, event_count smallint, sent_at text)`,
    timeZone,
  );
  await insertRows(
    tx,
    events,
    `
    insert into public.analytics_events (batch_id, name, session_id, occurred_at, url, data, received_at, is_sample)
    select e.batch_id, e.name, e.session_id, ${instant('e.occurred_at')}, e.url, e.data, ${instant('e.received_at')}, true
    from rows from (jsonb_to_recordset($1::jsonb) as (batch_id uuid, name text, session_id text, occurred_at text, url text, data jsonb, received_at text))
      with ordinality as e(batch_id, name, session_id, occurred_at, url, data, received_at, position)
    order by e.position`,
    timeZone,
  );
  await insertRows(
    tx,
    data.consents,
    `
    insert into public.consent_log (session_id, action, analytics_consent, personalization_consent, marketing_consent, user_agent, privacy_notice_version, created_at, is_sample)
    select c.session_id, c.action, c.analytics_consent, c.personalization_consent, c.marketing_consent, c.user_agent, c.privacy_notice_version, ${instant('c.created_at')}, true
    from jsonb_to_recordset($1::jsonb) as c(session_id text, action text, analytics_consent boolean, personalization_consent boolean, marketing_consent boolean, user_agent text, privacy_notice_version text, created_at text)`,
    timeZone,
  );
  await insertRows(
    tx,
    [...latestChoice.values()],
    `
    insert into public.user_consent (session_id, analytics_consent, personalization_consent, marketing_consent, privacy_notice_version, updated_at, is_sample)
    select c.session_id, c.analytics_consent, c.personalization_consent, c.marketing_consent, c.privacy_notice_version, ${instant('c.created_at')}, true
    from jsonb_to_recordset($1::jsonb) as c(session_id text, analytics_consent boolean, personalization_consent boolean, marketing_consent boolean, privacy_notice_version text, created_at text)`,
    timeZone,
  );
  await insertRows(
    tx,
    data.subscribers,
    `
    insert into public.newsletter_subscribers (email, status, confirm_token_hash, unsubscribe_token_hash, last_mail_sent_at, created_at, confirmed_at, unsubscribed_at, is_sample)
    select s.email, s.status, s.confirm_token_hash, s.unsubscribe_token_hash, ${instant('s.last_mail_sent_at')}, ${instant('s.created_at')}, ${instant('s.confirmed_at')}, ${instant('s.unsubscribed_at')}, true
    from jsonb_to_recordset($1::jsonb) as s(email text, status text, confirm_token_hash text, unsubscribe_token_hash text, last_mail_sent_at text, created_at text, confirmed_at text, unsubscribed_at text)`,
    timeZone,
  );
  // Each message makes its lead through the messages' trigger, marked as the message is.
  await insertRows(
    tx,
    data.messages,
    `
    insert into public.contact_messages (name, email, message, created_at, handled, is_sample)
    select m.name, m.email, m.message, ${instant('m.created_at')}, m.handled, true
    from jsonb_to_recordset($1::jsonb) as m(name text, email text, message text, created_at text, handled boolean)`,
    timeZone,
  );
  await insertRows(
    tx,
    data.users,
    `
    insert into auth.users (id, email, email_confirmed_at, raw_app_meta_data, created_at, updated_at)
    select u.id, u.email, ${instant('u.created_at')}, '{"provider": "email", "providers": ["email"], "sample": true}', ${instant('u.created_at')}, ${instant('u.created_at')}
    from jsonb_to_recordset($1::jsonb) as u(id uuid, email text, created_at text)`,
    timeZone,
  );
  await insertRows(
    tx,
    data.results,
    `
    insert into public.assessment_results (user_id, client_result_id, role_id, content_version, overall_score, level, dimension_scores, answers, completed_at, is_sample)
    select r.user_id, r.client_result_id, r.role_id, r.content_version, r.overall_score, r.level, r.dimension_scores, r.answers, ${instant('r.completed_at')}, true
    from jsonb_to_recordset($1::jsonb) as r(user_id uuid, client_result_id uuid, role_id text, content_version text, overall_score smallint, level text, dimension_scores jsonb, answers jsonb, completed_at text)`,
    timeZone,
  );
  await insertSampleConversations(tx, data.conversations, timeZone);
  // The signals first: a sample task is made from one.
  await insertSampleKnowledge(tx, data.knowledge, timeZone);
  await insertRows(
    tx,
    data.tasks,
    `
    insert into public.tasks (title, notes, due_on, done_at, created_at, signal_id, is_sample)
    select t.title, t.notes, t.due_on, ${instant('t.done_at')}, ${instant('t.created_at')}, t.signal_id, true
    from jsonb_to_recordset($1::jsonb) as t(title text, notes text, due_on date, done_at text, created_at text, signal_id uuid)`,
    timeZone,
  );
  await insertSamplePublishing(tx, data.publishing, timeZone);
  await insertSampleSends(tx, data.publishing.issues, timeZone);
  await insertSampleBrand(tx, data.brand, timeZone);
  await insertSampleCredentials(tx, data.credentials, timeZone);
  await insertSampleRadar(tx, data.radar, timeZone);
  await insertSampleDataset(tx, now);
  await insertSampleLab(tx);
  return storedSampleRows(tx);
}

/** Drafts, a sent issue and an episode: the console's publishing pages have something to show. */
async function insertSamplePublishing(tx: Queries, publishing: SampleData['publishing'], timeZone: string): Promise<void> {
  await insertRows(
    tx,
    publishing.articles,
    `
    insert into public.articles (slug, title, summary, body_md, status, publish_at, created_at, is_sample)
    select a.slug, a.title, a.summary, a.body_md, a.status, ${instant('a.publish_at')}, ${instant('a.created_at')}, true
    from jsonb_to_recordset($1::jsonb) as a(slug text, title text, summary text, body_md text, status text, publish_at text, created_at text)`,
    timeZone,
  );
  // Sent: for an issue, published means sent, and the sample one was sent on its date.
  await insertRows(
    tx,
    publishing.issues,
    `
    insert into public.newsletter_issues (slug, subject, preheader, body_md, status, publish_at, published_at, created_at, is_sample)
    select i.slug, i.subject, i.preheader, i.body_md, 'published', ${instant('i.published_at')}, ${instant('i.published_at')}, ${instant('i.created_at')}, true
    from jsonb_to_recordset($1::jsonb) as i(slug text, subject text, preheader text, body_md text, published_at text, created_at text)`,
    timeZone,
  );
  await insertRows(
    tx,
    publishing.episodes,
    `
    insert into public.podcast_episodes (slug, title, summary, notes_md, audio_url, audio_type, audio_bytes, duration_seconds,
      transcript_cues, chapters, status, published_at, created_at, is_sample)
    select e.slug, e.title, e.summary, e.notes_md, e.audio_url, e.audio_type, e.audio_bytes, e.duration_seconds,
      e.transcript_cues, e.chapters, 'published', ${instant('e.published_at')}, ${instant('e.created_at')}, true
    from jsonb_to_recordset($1::jsonb) as e(slug text, title text, summary text, notes_md text, audio_url text, audio_type text,
      audio_bytes bigint, duration_seconds numeric, transcript_cues jsonb, chapters jsonb, published_at text, created_at text)`,
    timeZone,
  );
}

/**
 * The partners, their keys and the MCP token, their month of calls, and the daily rollups summed
 * from those calls as the usage record sums them (UTC days), so the chart and the log agree. The
 * oldest sample lead came from the first partner.
 */
async function insertSampleCredentials(tx: Queries, sample: SampleData['credentials'], timeZone: string): Promise<void> {
  await insertRows(
    tx,
    sample.partners,
    `
    insert into public.partners (id, name, website, contact_email, notes, created_at, is_sample)
    select p.id, p.name, p.website, p.contact_email, p.notes, ${instant('p.created_at')}, true
    from jsonb_to_recordset($1::jsonb) as p(id uuid, name text, website text, contact_email text, notes text, created_at text)`,
    timeZone,
  );
  await insertRows(
    tx,
    sample.credentials,
    `
    insert into public.credentials (id, kind, name, partner_id, hint, secret_hash, scopes, rate_per_minute, monthly_quota, created_by, created_at, is_sample)
    select c.id, c.kind, c.name, c.partner_id, c.hint, c.secret_hash, c.scopes, c.rate_per_minute, c.monthly_quota, c.created_by,
      ${instant('c.created_at')}, true
    from jsonb_to_recordset($1::jsonb) as c(id uuid, kind text, name text, partner_id uuid, hint text, secret_hash text, scopes text[],
      rate_per_minute integer, monthly_quota integer, created_by uuid, created_at text)`,
    timeZone,
  );
  await insertRows(
    tx,
    sample.calls,
    `
    insert into public.credential_calls (credential_id, at, surface, operation, status, duration_ms, error)
    select c.credential_id, ${instant('c.at')}, c.surface, c.operation, c.status, c.duration_ms, c.error
    from jsonb_to_recordset($1::jsonb) as c(credential_id uuid, at text, surface text, operation text, status smallint, duration_ms integer, error text)`,
    timeZone,
  );
  await tx.query(`
    insert into public.credential_usage_daily (credential_id, day, operation, calls, errors, limited, total_ms)
    select c.credential_id, (c.at at time zone 'utc')::date, c.operation, count(*),
      count(*) filter (where c.status >= 400 and c.status <> 429), count(*) filter (where c.status = 429), sum(c.duration_ms)
    from public.credential_calls c join public.credentials k on k.id = c.credential_id
    where k.is_sample
    group by 1, 2, 3`);
  await tx.query(`
    update public.credentials k set last_used_at = (select max(c.at) from public.credential_calls c where c.credential_id = k.id)
    where k.is_sample`);
  await tx.query(
    `update public.leads set partner_id = $1
     where id = (select id from public.leads where is_sample order by created_at, id limit 1)`,
    [sample.partners[0]?.id],
  );
}

/**
 * Notes, feeds, signals, a brief made of two signals and a note, and the roadmap. The notes'
 * search column is generated, so the sample notes are searchable as soon as they are written.
 */
async function insertSampleKnowledge(tx: Queries, knowledge: SampleData['knowledge'], timeZone: string): Promise<void> {
  await insertRows(
    tx,
    knowledge.notes,
    `
    insert into public.kb_notes (id, title, body_md, tags, source_links, created_at, updated_at, is_sample)
    select n.id, n.title, n.body_md, n.tags, n.source_links, ${instant('n.created_at')}, ${instant('n.updated_at')}, true
    from jsonb_to_recordset($1::jsonb) as n(id uuid, title text, body_md text, tags text[], source_links text[], created_at text, updated_at text)`,
    timeZone,
  );
  await insertRows(
    tx,
    knowledge.sources,
    `
    insert into public.signal_sources (id, title, feed_url, site_url, created_at, updated_at, is_sample)
    select s.id, s.title, s.feed_url, s.site_url, ${instant('s.created_at')}, ${instant('s.created_at')}, true
    from jsonb_to_recordset($1::jsonb) as s(id uuid, title text, feed_url text, site_url text, created_at text)`,
    timeZone,
  );
  await insertRows(
    tx,
    knowledge.signals,
    `
    insert into public.signals (id, title, url, source, summary, tags, strength, signal_on, feed_item_id, source_id, created_at, updated_at, is_sample)
    select s.id, s.title, s.url, s.source, s.summary, s.tags, s.strength, s.signal_on, s.feed_item_id, s.source_id,
      ${instant('s.created_at')}, ${instant('s.created_at')}, true
    from jsonb_to_recordset($1::jsonb) as s(id uuid, title text, url text, source text, summary text, tags text[], strength smallint,
      signal_on date, feed_item_id text, source_id uuid, created_at text)`,
    timeZone,
  );
  await insertRows(
    tx,
    knowledge.briefs,
    `
    insert into public.briefs (id, title, body_md, status, created_at, updated_at, is_sample)
    select b.id, b.title, b.body_md, 'draft', ${instant('b.created_at')}, ${instant('b.created_at')}, true
    from jsonb_to_recordset($1::jsonb) as b(id uuid, title text, body_md text, created_at text)`,
    timeZone,
  );
  // A brief's items carry no mark of their own: they go with their brief.
  await insertRows(
    tx,
    knowledge.briefs.flatMap((brief) => brief.items.map((item) => ({ ...item, brief_id: brief.id, created_at: brief.created_at }))),
    `
    insert into public.brief_items (brief_id, position, signal_id, note_id, created_at)
    select i.brief_id, i.position, i.signal_id, i.note_id, ${instant('i.created_at')}
    from jsonb_to_recordset($1::jsonb) as i(brief_id uuid, position integer, signal_id uuid, note_id uuid, created_at text)`,
    timeZone,
  );
  await insertRows(
    tx,
    knowledge.roadmapItems,
    `
    insert into public.roadmap_items (title, details, status, position, created_at, updated_at, is_sample)
    select r.title, r.details, r.status, r.position, ${instant('r.created_at')}, ${instant('r.created_at')}, true
    from jsonb_to_recordset($1::jsonb) as r(title text, details text, status text, position integer, created_at text)`,
    timeZone,
  );
}

/** The radar's entries, then the moves that brought some of them to their ring (written as the owner, past the move function). */
async function insertSampleRadar(tx: Queries, radar: SampleData['radar'], timeZone: string): Promise<void> {
  await insertRows(
    tx,
    radar.entries,
    `
    insert into public.radar_entries (id, name, quadrant, ring, rationale, public, review_on, signal_ids, note_ids, created_at, is_sample)
    select e.id, e.name, e.quadrant, e.ring, e.rationale, e.public, e.review_on, e.signal_ids, e.note_ids, ${instant('e.created_at')}, true
    from jsonb_to_recordset($1::jsonb) as e(id uuid, name text, quadrant text, ring text, rationale text, public boolean, review_on date,
      signal_ids uuid[], note_ids uuid[], created_at text)`,
    timeZone,
  );
  await insertRows(
    tx,
    radar.moves,
    `
    insert into public.radar_moves (entry_id, from_ring, to_ring, reason, moved_at, is_sample)
    select m.entry_id, m.from_ring, m.to_ring, m.reason, ${instant('m.moved_at')}, true
    from jsonb_to_recordset($1::jsonb) as m(entry_id uuid, from_ring text, to_ring text, reason text, moved_at text)`,
    timeZone,
  );
}

/**
 * Sample rows per table as stored, counted rather than taken from the inserts: the visitor tables'
 * triggers store rows themselves, and the leads come from the messages' trigger.
 */
export async function storedSampleRows(tx: Queries): Promise<Record<string, number>> {
  const { rows } = await tx.query<{ name: string; count: number }>(
    [
      ...sampleTables.map((table) => `select '${table}' as name, count(*)::int as count from public.${table} where is_sample`),
      `select 'brand_profile', count(*)::int from public.brand_profile where is_sample`,
      `select 'users', count(*)::int from auth.users as u where private.is_sample_user(u)`,
    ].join(' union all '),
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.count]));
}
