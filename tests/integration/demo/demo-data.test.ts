import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleData } from '../../../server/demo/sampleData.ts';
import { seedDemoData, sampleTables } from '../../../server/demo/seedDemoData.ts';
import { fateStatus, sampleRunPlan } from '../../../server/demo/sampleRunPlan.ts';
import { seedSampleRuns } from '../../../server/demo/seedSampleRuns.ts';
import { sampleDataset } from '../../../server/demo/sampleEvaluations.ts';
import { sampleImages, seedSampleImages } from '../../../server/demo/seedSampleImages.ts';
import { imageDimensions } from '../../../functions/_shared/images/imageDimensions.ts';
import { splitScores } from '../../../functions/_shared/evals/evalScores.ts';
import { serviceClient } from '../../../functions/_shared/visitor/serviceClient.ts';
import { visitorEnv } from '../../../functions/_shared/visitor/visitorEnv.ts';
import { siteGuideResults } from '../../../scripts/evals/siteGuideScores.ts';
import { removeSampleData } from '../../../src/islands/admin/workstation/sampleData.ts';
import { publishedLoader } from '../../../src/content/loaders/publishedLoader.ts';
import { addDays, lastDays } from '../../../src/lib/ownerDays.ts';
import { dueSoonMs } from '../../../src/islands/admin/workstation/duePieces.ts';
import { strongSignalsSince } from '../../../src/islands/admin/workstation/strongSignals.ts';
import { publishedBrandQueries, publishedPieceQueries } from '../../../src/lib/publishing/publishedQueries.ts';
import { publicRadarQuery } from '../../../src/lib/radar/publicRadarEntry.ts';
import { backendStartTimeout, startTestBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import { runsOf } from '../ai/support/runs.ts';

const timeZone = 'Europe/Helsinki';
const now = Date.now();
const contentDir = join(import.meta.dirname, '../../../src/content/assessments');
const options = { siteUrl: 'https://strategist.example', timeZone, now, contentDir };
/** What the seeding writes, made again here: the generator is deterministic. */
const expected = sampleData(options);

let test: TestBackend;
let admin: TestUser;
let user: TestUser;

// biome-ignore lint/suspicious/noExplicitAny: rows as the tests read them
type Row = Record<string, any>;

const rows = async <T = Record<string, unknown>>(sql: string, params?: unknown[]) =>
  (await test.backend.deps.db.query<T>(sql, params)).rows;
const one = async (sql: string) => Number(Object.values((await rows(sql))[0] ?? {})[0]);

async function adminRpc(name: string, args?: Record<string, unknown>): Promise<Record<string, unknown>> {
  const { data, error } = await admin.client.rpc(name, args);
  expect(error).toBeNull();
  return data as Record<string, unknown>;
}

/** The ids of the entries the build's loader keeps of a table, read with the build's query. */
async function builtEntries(table: string, query: string): Promise<string[]> {
  const entries: string[] = [];
  const loader = publishedLoader({
    table,
    query,
    idOf: (row) => String(row.slug ?? row.id),
    pageOf: (row) => `/${row.slug}`,
  });
  const saved = { url: process.env.CONTENT_SOURCE_URL, key: process.env.CONTENT_SOURCE_KEY };
  Object.assign(process.env, { CONTENT_SOURCE_URL: test.url, CONTENT_SOURCE_KEY: test.serviceRoleKey });
  try {
    await loader.load({
      store: { clear: () => {}, set: (entry: { id: string }) => entries.push(entry.id) },
      parseData: async ({ data }: { data: unknown }) => data,
      renderMarkdown: async () => ({ html: '' }),
      generateDigest: () => 'digest',
      logger: { info: () => {} },
    } as unknown as Parameters<typeof loader.load>[0]);
  } finally {
    for (const [name, value] of [
      ['CONTENT_SOURCE_URL', saved.url],
      ['CONTENT_SOURCE_KEY', saved.key],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
  return entries;
}

beforeAll(async () => {
  test = await startTestBackend({ adminEmails: ['owner@example.test'] });
  admin = await createTestUser(test, 'owner@example.test');
  user = await createTestUser(test, 'reader@example.test');
}, backendStartTimeout);
afterAll(() => test.stop());

describe('demo data (npm start -- --demo)', () => {
  it('fills an empty database, every row marked, and writes nothing a second time', async () => {
    const outcome = await seedDemoData(test.backend.deps.db, options);
    const events = expected.batches.flatMap((batch) => batch.events);
    expect(outcome).toEqual({
      kind: 'seeded',
      counts: {
        analytics_batches: expected.batches.length,
        analytics_events: events.length,
        consent_log: expected.consents.length,
        user_consent: new Set(expected.consents.map((choice) => choice.session_id)).size,
        newsletter_subscribers: expected.subscribers.length,
        contact_messages: expected.messages.length,
        assessment_results: expected.results.length,
        leads: expected.messages.length,
        tasks: expected.tasks.length,
        articles: expected.publishing.articles.length,
        newsletter_issues: expected.publishing.issues.length,
        podcast_episodes: expected.publishing.episodes.length,
        brand_profile: 1,
        case_studies: expected.brand.caseStudies.length,
        books_ideas: expected.brand.booksIdeas.length,
        talks: expected.brand.talks.length,
        testimonials: expected.brand.testimonials.length,
        kb_notes: expected.knowledge.notes.length,
        signal_sources: expected.knowledge.sources.length,
        signals: expected.knowledge.signals.length,
        briefs: expected.knowledge.briefs.length,
        roadmap_items: expected.knowledge.roadmapItems.length,
        partners: expected.credentials.partners.length,
        credentials: expected.credentials.credentials.length,
        radar_entries: expected.radar.entries.length,
        eval_datasets: 1,
        lab_prompts: 1,
        ai_runs: 0,
        studio_images: 0,
        users: expected.users.length,
      },
    });
    for (const table of sampleTables) expect(await one(`select count(*) filter (where not is_sample) from public.${table}`), table).toBe(0);
    expect(await one(`select count(*) from auth.users where email like 'sample-user-%' and raw_app_meta_data ->> 'sample' = 'true'`)).toBe(
      48,
    );
    expect(await seedDemoData(test.backend.deps.db, options)).toEqual({ kind: 'already-seeded' });
  });

  it('is realistic: weekly rhythm, campaigns, every subscriber state, roles scored as the site scores', async () => {
    const from = addDays(lastDays(1, timeZone, now).to, -89);
    const yesterday = addDays(lastDays(1, timeZone, now).to, -1);
    const overview = await adminRpc('admin_analytics_overview', { p_from: from, p_to: yesterday, p_time_zone: timeZone });
    const days = overview.days as { day: string; page_views: number }[];
    const mean = (weekdays: number[]) => {
      const chosen = days.filter((day) => weekdays.includes(new Date(`${day.day}T00:00:00Z`).getUTCDay()));
      return chosen.reduce((sum, day) => sum + Number(day.page_views), 0) / chosen.length;
    };
    expect(mean([2, 3, 4])).toBeGreaterThan(2 * mean([0, 6]));
    expect(
      await rows(
        `select distinct data ->> 'campaign' as campaign from public.analytics_events where name = 'session_start' and data ->> 'campaign' is not null order by 1`,
      ),
    ).toEqual([{ campaign: 'ai-confidence-kit' }, { campaign: 'keynote-follow-up' }, { campaign: 'role-assessments-launch' }]);
    expect(await rows(`select distinct status from public.newsletter_subscribers order by 1`)).toEqual([
      { status: 'confirmed' },
      { status: 'pending' },
      { status: 'unsubscribed' },
    ]);
    const consent = await adminRpc('admin_consent_choices', { p_from: from, p_to: yesterday, p_time_zone: timeZone });
    expect((consent.versions as unknown[]).length).toBe(3);
    expect(
      await one(
        `select count(*) from public.assessment_results where verified_score is distinct from overall_score or verified_level is distinct from level`,
      ),
    ).toBe(0);
    expect(await one(`select count(distinct role_id) from public.assessment_results`)).toBe(
      await one('select count(*) from private.assessment_scoring'),
    );
    expect(
      await one(
        `select count(*) from public.leads l join public.contact_messages m on m.id = l.contact_message_id where l.is_sample and m.is_sample`,
      ),
    ).toBe(12);
  });

  it("answers the workstation's figures as counted by hand from the rows written, visitors as /analytics counts them, today and the week in one read", async () => {
    const week = lastDays(7, timeZone, now);
    const inWeek = (wallClock: string | null) =>
      wallClock !== null && wallClock.slice(0, 10) >= week.from && wallClock.slice(0, 10) <= week.to;
    const args = { p_from: week.from, p_to: week.to, p_time_zone: timeZone };
    const overview = await adminRpc('admin_analytics_overview', args);
    const starts = expected.batches
      .flatMap((batch) => batch.events)
      .filter((event) => event.name === 'session_start' && inWeek(event.occurred_at));
    const views = expected.batches
      .flatMap((batch) => batch.events)
      .filter((event) => event.name === 'page_view' && inWeek(event.occurred_at));
    expect(overview).toMatchObject({ visitors: new Set(starts.map((event) => event.session_id)).size, page_views: views.length });
    const choices = expected.consents.filter((choice) => inWeek(choice.created_at));
    const accepted = choices.filter((choice) => choice.action === 'accept_all').length;
    expect(await adminRpc('admin_workstation_figures', args)).toEqual({
      confirmed_subscribers: expected.subscribers.filter((s) => s.status === 'confirmed' && inWeek(s.confirmed_at)).length,
      unanswered_messages: expected.messages.filter((m) => !m.handled && inWeek(m.created_at)).length,
      completed_assessments: expected.results.filter((r) => inWeek(r.completed_at)).length,
      consent_choices: choices.length,
      consent_accepted: accepted,
      consent_accept_rate: choices.length > 0 ? Math.round((accepted / choices.length) * 10_000) / 10_000 : null,
    });
    expect(await user.client.rpc('admin_workstation_figures', args)).toMatchObject({ data: null, error: { code: '42501' } });
    const summary = await adminRpc('admin_workstation_summary', { p_week_from: week.from, p_today: week.to, p_time_zone: timeZone });
    const today = { p_from: week.to, p_to: week.to, p_time_zone: timeZone };
    const traffic = async (range: typeof args) => {
      const { visitors, page_views } = await adminRpc('admin_analytics_overview', range);
      return { visitors, page_views };
    };
    expect(summary).toEqual({
      week: { ...(await adminRpc('admin_workstation_figures', args)), ...(await traffic(args)) },
      today: { ...(await adminRpc('admin_workstation_figures', today)), ...(await traffic(today)) },
    });
  });

  it('gives the publishing pages drafts, a sent issue and an episode that the build never reads', async () => {
    expect(
      await rows(`select status, count(*)::int as count from public.articles where is_sample group by status order by status`),
    ).toEqual([
      { status: 'draft', count: 1 },
      { status: 'idea', count: 1 },
      { status: 'published', count: 1 },
      { status: 'scheduled', count: 1 },
    ]);
    expect(await rows(`select status, published_at is not null as sent from public.newsletter_issues where is_sample`)).toEqual([
      { status: 'published', sent: true },
    ]);
    expect(
      await one(
        `select count(*) from public.podcast_episodes where is_sample and status = 'published' and jsonb_array_length(chapters) = 3`,
      ),
    ).toBe(1);
    // Through the build's own loader and queries: published sample rows never reach a collection.
    const slugs = (table: keyof typeof publishedPieceQueries) => builtEntries(table, publishedPieceQueries[table]);
    await rows(`insert into public.articles (slug, title, status) values ('a-real-article', 'A real article', 'published')`);
    expect(await slugs('articles')).toEqual(['a-real-article']);
    expect(await slugs('newsletter_issues')).toEqual([]);
    expect(await slugs('podcast_episodes')).toEqual([]);
    await rows(`delete from public.articles where slug = 'a-real-article'`);
  });

  it('gives the sent issue its send and deliveries, counted on /publishing-analysis', async () => {
    const confirmedThen = await one(
      `select count(*) from public.newsletter_subscribers n, public.newsletter_issues i
       where n.is_sample and i.is_sample and n.confirmed_at < i.published_at and (n.unsubscribed_at is null or n.unsubscribed_at >= i.published_at)`,
    );
    expect(confirmedThen).toBeGreaterThan(0);
    const month = lastDays(30, timeZone, now);
    const issues = (await adminRpc('admin_publishing_issues', {
      p_from: month.from,
      p_to: month.to,
      p_time_zone: timeZone,
    })) as unknown as Row[];
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ slug: expected.publishing.issues[0]?.slug, recipients: confirmedThen, skipped: 0 });
    expect(issues[0]?.unsubscribed).toBeGreaterThan(0);
    expect(await rows(`select recipients, finished_at > started_at as finished from public.newsletter_sends`)).toEqual([
      { recipients: confirmedThen, finished: true },
    ]);
  });

  it('gives the brand editors a biography, case studies, books, talks and testimonials that the build never reads', async () => {
    expect(await rows(`select name, published, is_sample from public.brand_profile`)).toEqual([
      { name: expected.brand.profile.name, published: true, is_sample: true },
    ]);
    for (const [table, count] of [
      ['case_studies', expected.brand.caseStudies.length],
      ['books_ideas', expected.brand.booksIdeas.length],
      ['talks', expected.brand.talks.length],
      ['testimonials', expected.brand.testimonials.length],
    ] as const)
      expect(await one(`select count(*) filter (where is_sample and published) from public.${table}`), table).toBe(count);
    // Through the build's own loader and queries: published sample rows never reach a collection.
    for (const [table, query] of Object.entries(publishedBrandQueries)) expect(await builtEntries(table, query), table).toEqual([]);
    // A sample biography the owner edits is theirs from then on: removing the sample data keeps it.
    const edited = await admin.client.from('brand_profile').update({ headline: 'My own headline' }).eq('id', true).select('is_sample');
    expect(edited).toMatchObject({ error: null, data: [{ is_sample: false }] });
    await rows(`update public.brand_profile set headline = $1, is_sample = true`, [expected.brand.profile.headline]);
    expect(await one(`select count(*) from public.brand_profile where is_sample`)).toBe(1);
  });

  it('gives /ai-ecosystem entries in every ring and quadrant, some private or due, moves with reasons, that the build never reads', async () => {
    const [radar] = await rows<Record<string, number>>(
      `select count(distinct ring)::int as rings, count(distinct quadrant)::int as quadrants, count(*) filter (where not public)::int as private,
         count(*) filter (where review_on < current_date)::int as due, count(*) filter (where cardinality(signal_ids) > 0)::int as linked
       from public.radar_entries where is_sample`,
    );
    expect(radar).toEqual({ rings: 4, quadrants: 4, private: 4, due: 5, linked: 6 });
    expect(await one(`select count(*) from public.radar_moves where is_sample and length(reason) > 0`)).toBe(expected.radar.moves.length);
    expect(await builtEntries('radar_entries', publicRadarQuery)).toEqual([]);
  });

  it('gives /voice-conversation past sessions of sample users, their messages counted', async () => {
    expect(
      await rows(
        `select s.message_count, (select count(*)::int from public.voice_messages m where m.session_id = s.id) as messages,
           u.raw_app_meta_data ->> 'sample' as sample
         from public.voice_sessions s join auth.users u on u.id = s.user_id order by s.created_at`,
      ),
    ).toEqual(
      expected.conversations.map((session) => ({
        message_count: session.messages.length,
        messages: session.messages.length,
        sample: 'true',
      })),
    );
  });

  it("gives the workstation's attention list new leads, tasks due, pieces due and strong signals, as its one read answers them", async () => {
    const today = lastDays(1, timeZone, now).to;
    const attention = (await adminRpc('admin_workstation_attention', {
      p_today: today,
      p_due_until: new Date(now + dueSoonMs).toISOString(),
      p_signals_since: strongSignalsSince(today),
    })) as unknown as Record<'leads' | 'tasks' | 'pieces' | 'signals' | 'unreadable', unknown[]>;
    expect(attention.unreadable).toEqual([]);
    expect(
      Object.fromEntries(['leads', 'tasks', 'pieces', 'signals'].map((part) => [part, attention[part as 'leads'].length > 0])),
    ).toEqual({
      leads: true,
      tasks: true,
      pieces: true,
      signals: true,
    });
  });

  it('gives the knowledge tools notes to search, recent strong signals, a composed brief and a roadmap', async () => {
    const found = (await adminRpc('search_kb_notes', { p_query: 'pilot gov', p_limit: 5 })) as unknown as {
      title: string;
      title_highlighted: string;
      snippet: string;
      is_sample: boolean;
    }[];
    expect(found[0]).toMatchObject({ title: 'AI pilot governance', is_sample: true });
    expect(found[0]?.title_highlighted).toContain('\u{E000}pilot\u{E001}');
    expect(found[0]?.snippet).toMatch(/\u{E000}governance\u{E001}/iu);
    expect(await one(`select count(*) from public.kb_notes where is_sample and 'strategy' = any (tags)`)).toBeGreaterThanOrEqual(3);
    const today = lastDays(1, timeZone, now).to;
    const strongRecent = await rows<{ title: string }>(
      `select title from public.signals where is_sample and strength >= 4 and signal_on > $1::date order by strength desc, signal_on desc`,
      [addDays(today, -30)],
    );
    expect(strongRecent.length).toBeGreaterThanOrEqual(5);
    // Twelve weeks back from the owner's today, none in the future.
    expect(
      await rows(`select count(*)::int as outside from public.signals where signal_on < $1::date or signal_on > $2::date`, [
        addDays(today, -84),
        today,
      ]),
    ).toEqual([{ outside: 0 }]);
    expect(await one(`select count(*) from public.signals where url !~ '^https://([a-z]+\\.)?example\\.(com|org|net)/'`)).toBe(0);
    expect(await one(`select count(*) from public.signals where source_id is not null and feed_item_id is not null`)).toBeGreaterThan(10);
    const brief = await rows<{ title: string; status: string; body_md: string; signals: number; notes: number }>(
      `select b.title, b.status, b.body_md, count(i.signal_id)::int as signals, count(i.note_id)::int as notes
       from public.briefs b join public.brief_items i on i.brief_id = b.id where b.is_sample group by b.id`,
    );
    expect(brief).toMatchObject([{ status: 'draft', signals: 2, notes: 1 }]);
    const sources = (brief[0]?.body_md ?? '').split('## Sources\n\n')[1]?.trim().split('\n') ?? [];
    expect(sources.map((line) => line.slice(0, 3))).toEqual(['1. ', '2. ', '3. ']);
    expect(sources[2]).toContain('AI pilot governance');
    expect(
      await rows(
        `select status, count(*)::int as count from public.roadmap_items where is_sample group by status order by min(position), status`,
      ),
    ).toEqual([
      { status: 'doing', count: 2 },
      { status: 'done', count: 2 },
      { status: 'idea', count: 2 },
      { status: 'planned', count: 2 },
    ]);
    expect(await rows(`select s.title from public.tasks t join public.signals s on s.id = t.signal_id where t.is_sample`)).toEqual([
      { title: expected.knowledge.signals[0]?.title },
    ]);
  });

  it('gives the MCP dashboard a token and the gateway two partner keys, with a month of calls their rollups add up to', async () => {
    expect(
      await rows(
        `select kind, count(*)::int as keys, count(partner_id)::int as partners from public.credentials group by kind order by kind`,
      ),
    ).toEqual([
      { kind: 'api', keys: 2, partners: 2 },
      { kind: 'mcp', keys: 1, partners: 0 },
    ]);
    expect(await one(`select count(*) from public.credential_calls`)).toBe(expected.credentials.calls.length);
    // The rollups are the calls summed by UTC day, as the usage record sums them; 429s apart from errors.
    expect(await one(`select sum(calls) from public.credential_usage_daily`)).toBe(expected.credentials.calls.length);
    const [figures] = await rows<Row>(`
      select (select sum(limited)::int from public.credential_usage_daily) as limited, (select count(*)::int from public.credential_calls where status = 429) as refused,
        (select sum(errors)::int from public.credential_usage_daily) as errors, (select count(*)::int from public.credential_calls where status >= 400 and status <> 429) as failed,
        (select count(distinct day)::int from public.credential_usage_daily) as days,
        (select count(*)::int from public.credentials where last_used_at is null) as unused,
        (select count(*)::int from public.leads where partner_id is not null) as linked`);
    expect(figures).toMatchObject({ linked: 1, unused: 0 });
    expect(figures?.limited).toBe(figures?.refused);
    expect(figures?.limited).toBeGreaterThan(0);
    expect(figures?.errors).toBe(figures?.failed);
    expect(figures?.days).toBeGreaterThanOrEqual(30);
    // The admin reads them through REST as the pages do; a reader sees none.
    expect((await admin.client.from('credential_usage_daily').select('calls')).data?.length).toBeGreaterThan(0);
    expect((await user.client.from('credentials').select('id')).data).toEqual([]);
  });

  it('gives the AI workbench runs the runner made: each workflow finished, one waiting for approval, one failed at a step', async () => {
    // A few of the site's passages, for the sample evaluation to find.
    const passages = [
      [
        'AI Confidence Kit',
        '/ai-survival-kit',
        'A free, practical kit to start using AI with confidence: a self-check, prompts and a plan.',
      ],
      [
        'How an engagement works',
        '/advisory#steps-title',
        'A first conversation, free. A written proposal within a week, with a fixed fee.',
      ],
    ].map(([title, url, text]) => ({ title, page_title: 'Page', url, text }));
    await rows('select public.replace_site_passages($1::jsonb)', [JSON.stringify(passages)]);
    const made = await seedSampleRuns(test.backend.deps.db, test.backend.functionsEnv, now);
    const runs = runsOf(test, admin);
    const all = await rows<Row>('select * from public.ai_runs order by created_at, id');
    expect(all).toHaveLength(made);
    expect(all.filter((run) => !run.is_sample)).toEqual([]);
    const top = all.filter((run) => run.parent_run_id === null);
    expect(top.map((run) => [run.workflow, run.status])).toEqual(sampleRunPlan.map((run) => [run.workflow, fateStatus[run.fate]]));
    const piece = top.find((run) => run.workflow === 'coordinated-piece');
    const children = all.filter((run) => run.parent_run_id === piece?.id);
    expect(new Set(children.map((run) => `${run.workflow} ${run.status}`))).toEqual(
      new Set(['researcher succeeded', 'writer succeeded', 'reviewer succeeded']),
    );
    // What the runs name exists, as sample rows; everything they wrote is sample.
    const named = top.flatMap((run) => [run.output?.brief_id, run.output?.issue_id]).filter(Boolean);
    expect(named.length).toBeGreaterThanOrEqual(5);
    expect(
      await one(`select count(*) from (select id from public.briefs where is_sample union all select id from public.newsletter_issues where is_sample) as made
        where id = any ('{${named.join(',')}}'::uuid[])`),
    ).toBe(named.length);
    for (const table of sampleTables) expect(await one(`select count(*) filter (where not is_sample) from public.${table}`), table).toBe(0);
    // Spread over the last two weeks, each step within its run's span, nothing in the future.
    expect(await one(`select extract(day from max(created_at) - min(created_at)) from public.ai_runs`)).toBeGreaterThanOrEqual(12);
    expect(
      await one(`select count(*) from public.ai_run_steps s join public.ai_runs r on r.id = s.run_id
        where s.created_at < r.started_at or s.finished_at > coalesce(r.finished_at, now()) or r.started_at < r.created_at or s.label = ''`),
    ).toBe(0);
    const waiting = top.find((run) => run.status === 'waiting_approval');
    const [approval] = await runs.approvals(waiting?.id);
    expect(approval).toMatchObject({ status: 'pending', input: { tool: 'send_reply' } });
    expect(await rows(`select status, kind from public.ai_run_steps where id = $1`, [approval?.step_id])).toEqual([
      { status: 'waiting', kind: 'approval' },
    ]);
    expect(
      await rows(`select is_sample, stage, email like '%@example.com' as reserved from public.leads where id = $1`, [
        approval?.input.input.lead_id,
      ]),
    ).toEqual([{ is_sample: true, stage: 'new', reserved: true }]);
    const failed = top.find((run) => run.status === 'failed');
    const failedSteps = await runs.steps(failed?.id);
    expect(failedSteps.at(-1)).toMatchObject({ tool_name: 'create_brief_draft', status: 'failed', error: failed?.error });
    expect(failedSteps.length, 'an earlier step succeeded').toBeGreaterThan(1);
    expect(failedSteps.slice(0, -1).filter((step) => step.status !== 'succeeded')).toEqual([]);
    const agent = top.find((run) => run.mode === 'agent');
    expect(agent).toMatchObject({ status: 'succeeded', model: 'demo · demo-model' });
    expect(agent?.input_tokens).toBeGreaterThan(0);
    expect(Number(agent?.cost_usd)).toBeGreaterThan(0);
    expect((await runs.steps(agent?.id)).map((step) => `${step.kind} ${step.tool_name ?? ''}`.trim())).toEqual([
      'model_call',
      'tool_call list_recent_articles',
      'model_call',
      'approval create_newsletter_draft',
      'tool_call create_newsletter_draft',
      'model_call',
    ]);
    // The shipped dataset's evaluations, scored as `npm run eval` scores the same passages.
    const evaluations = top.filter((run) => run.workflow === 'dataset-evaluation');
    expect(evaluations.map((run) => [run.output.target, run.output.results.length])).toEqual([
      ['notes', sampleDataset.questions.length],
      ['site-guide', sampleDataset.questions.length],
    ]);
    const scores = splitScores(await siteGuideResults(test.backend.deps.db, sampleDataset.questions));
    expect(evaluations[1]?.output.scores).toEqual(scores);
    expect(scores.all.hit_at_3).toBeGreaterThan(0);
    expect(await one(`select count(*) from public.eval_questions where dataset_id = '${sampleDataset.id}'`)).toBe(
      sampleDataset.questions.length,
    );
    expect(await one(`select count(*) from private.admin_emails where email like '%@example.com'`), 'the sample owner is no admin').toBe(0);
    expect(await one('select count(*) from private.tool_writes'), 'the writes kept under the steps’ keys').toBeGreaterThan(0);
  });

  it('lets the owner approve the waiting reply, which the runner mails to the sample lead, and retry the failed run from its step', async () => {
    const runs = runsOf(test, admin);
    const [waiting] = await rows<Row>(`select * from public.ai_runs where status = 'waiting_approval'`);
    const [approval] = await runs.approvals(waiting?.id);
    expect((await runs.act({ action: 'decide', approval: approval?.id, decision: 'approve' })).status).toBe(200);
    expect(await runs.finished(waiting?.id)).toMatchObject({ status: 'succeeded', starter: admin.id, is_sample: true });
    const [lead] = await rows<{ email: string }>('select email from public.leads where id = $1', [approval?.input.input.lead_id]);
    expect((await test.mails()).filter((mail) => mail.to === lead?.email).map((mail) => mail.subject)).toEqual([
      'Thank you for getting in touch',
    ]);
    const [failed] = await rows<Row>(`select * from public.ai_runs where status = 'failed'`);
    const failedStep = (await runs.steps(failed?.id)).at(-1);
    expect((await runs.act({ action: 'retry', run: failed?.id, step: failedStep?.id })).status).toBe(200);
    const retried = await runs.finished(failed?.id);
    expect(retried).toMatchObject({ status: 'succeeded', starter: admin.id });
    expect(await one(`select count(*) from public.briefs where id = '${retried.output.brief_id}' and is_sample`)).toBe(1);
  });

  it('gives /image-ai sample images drawn from the brand templates, their files in the drafts bucket', async () => {
    const storage = serviceClient(visitorEnv(test.backend.functionsEnv)).storage;
    expect(await seedSampleImages(test.backend.deps.db, storage, now)).toBe(sampleImages.length);
    const images = await rows<Row>('select * from public.studio_images order by created_at');
    expect(images.map((image) => [image.template, image.width, image.height, image.is_sample, image.alt !== ''])).toEqual([
      ['podcast-cover', 3000, 3000, true, true],
      ['article-card', 1200, 630, true, true],
      ['quote-card', 1080, 1080, true, true],
    ]);
    for (const image of images) {
      const file = await admin.client.storage.from('drafts').download(image.draft_path);
      const bytes = new Uint8Array(await (file.data as Blob).arrayBuffer());
      expect(imageDimensions(bytes), image.draft_path).toEqual({ type: 'image/png', width: image.width, height: image.height });
      expect(bytes.byteLength).toBe(image.bytes);
    }
    expect(await adminRpc('admin_sample_data')).toMatchObject({ studio_images: images.length, eval_datasets: 1 });
  });

  it('leaves the sample mark to the seeding: neither a browser nor a function can set it', async () => {
    const visitor = await test.client().from('consent_log').insert({
      session_id: 'visitor-session-1',
      action: 'accept_all',
      analytics_consent: true,
      personalization_consent: true,
      marketing_consent: true,
      is_sample: true,
    });
    expect(visitor.error?.code).toBe('42501');
    const service = test.client();
    const functionRole = (await import('@supabase/supabase-js')).createClient(test.url, test.serviceRoleKey, {
      auth: { persistSession: false },
    });
    for (const [table, row] of [
      ['contact_messages', { name: 'Forger', email: 'forger@example.test', message: 'Hello', is_sample: true }],
      ['newsletter_subscribers', { email: 'forger@example.test', unsubscribe_token_hash: 'f'.repeat(64), is_sample: true }],
    ] as const) {
      expect((await functionRole.from(table).insert(row)).error?.code, table).toBe('42501');
    }
    expect(
      (await service.from('user_consent').insert({ session_id: 'visitor-session-2', analytics_consent: true, is_sample: true })).error
        ?.code,
    ).toBe('42501');
    // The admin writes a partner's fields, never its mark.
    expect((await admin.client.from('partners').insert({ name: 'Forged partner', is_sample: true })).error?.code).toBe('42501');
    expect((await admin.client.from('partners').update({ is_sample: false }).eq('is_sample', true)).error?.code).toBe('42501');
    expect((await admin.client.from('brand_profile').update({ is_sample: true }).eq('id', true)).error?.code).toBe('42501');
    expect((await admin.client.from('eval_datasets').insert({ name: 'Forged', is_sample: true })).error?.code).toBe('42501');
    expect((await admin.client.from('eval_datasets').update({ is_sample: false }).eq('is_sample', true)).error?.code).toBe('42501');
    expect((await admin.client.from('lab_prompts').insert({ title: 'Forged', is_sample: true })).error?.code).toBe('42501');
    expect((await admin.client.from('lab_prompts').update({ is_sample: false }).eq('is_sample', true)).error?.code).toBe('42501');
    expect((await admin.client.from('studio_images').update({ is_sample: false }).eq('is_sample', true)).error?.code).toBe('42501');
  });

  it('removes every sample row and sample user in one call, leaves real rows, and refuses to seed a database in use', async () => {
    await rows(`insert into public.contact_messages (name, email, message) values ('Real Person', 'real@example.org', 'A real question.')`);
    await rows(
      `insert into public.newsletter_subscribers (email, status, unsubscribe_token_hash) values ('real@example.org', 'confirmed', $1)`,
      ['a'.repeat(64)],
    );
    await rows(`insert into public.tasks (title) values ('A real task')`);
    // Real knowledge rows leaning on sample ones: a brief citing a sample signal and note, a task
    // made from a sample signal.
    const [sampleSignal, sampleNote] = [expected.knowledge.signals[1]?.id, expected.knowledge.notes[0]?.id];
    await rows(`insert into public.kb_notes (title, body_md) values ('A real note', 'On pilots.')`);
    const [realBrief] = await rows<{ id: string }>(`insert into public.briefs (title) values ('A real brief') returning id`);
    await rows(
      `insert into public.brief_items (brief_id, position, signal_id, note_id) values ($1, 0, $2, null), ($1, 1, null, $3),
       ($1, 2, null, (select id from public.kb_notes where title = 'A real note'))`,
      [realBrief?.id, sampleSignal, sampleNote],
    );
    await rows(`insert into public.tasks (title, signal_id) values ('A real task from a signal', $1)`, [sampleSignal]);
    // A real radar entry resting on a sample signal, a sample note and the real note.
    const [realTool] = await rows<{ real_note: string }>(
      `insert into public.radar_entries (name, quadrant, ring, signal_ids, note_ids)
       select 'A real tool', 'tools', 'trial', array[$1::uuid], array[$2::uuid, id] from public.kb_notes where title = 'A real note'
       returning note_ids[2] as real_note`,
      [sampleSignal, sampleNote],
    );
    // A sample image put to use is the owner's: it stays, with its file.
    const [used] = await rows<{ id: string; draft_path: string }>(
      `update public.studio_images set attached_to = '[{"target": "show", "id": null, "at": "2026-01-01T00:00:00Z"}]'
       where template = 'podcast-cover' returning id, draft_path, is_sample`,
    );
    const before = await adminRpc('admin_sample_data');
    expect(before).toMatchObject({ studio_images: sampleImages.length - 1 });
    expect((await user.client.rpc('admin_remove_sample_data')).error?.code).toBe('42501');
    expect(await adminRpc('admin_sample_data')).toEqual(before);
    const removed = await removeSampleData(admin.client);
    expect(removed).toMatchObject({ ...before, analytics_batches: expected.batches.length });
    expect(Object.values(await adminRpc('admin_sample_data')).every((count) => count === 0)).toBe(true);
    const week = lastDays(7, timeZone, now);
    expect(await adminRpc('admin_analytics_overview', { p_from: week.from, p_to: week.to, p_time_zone: timeZone })).toMatchObject({
      visitors: 0,
      page_views: 0,
    });
    const consent = await adminRpc('admin_consent_choices', { p_from: addDays(week.to, -89), p_to: week.to, p_time_zone: timeZone });
    expect(consent).toMatchObject({ versions: [] });
    expect(await rows(`select name from public.contact_messages`)).toEqual([{ name: 'Real Person' }]);
    expect(await rows(`select name from public.leads`)).toEqual([{ name: 'Real Person' }]);
    expect(await rows(`select email from public.newsletter_subscribers`)).toEqual([{ email: 'real@example.org' }]);
    expect(await rows(`select title, signal_id from public.tasks order by title`)).toEqual([
      { title: 'A real task', signal_id: null },
      { title: 'A real task from a signal', signal_id: null },
    ]);
    expect(await rows(`select title from public.kb_notes`)).toEqual([{ title: 'A real note' }]);
    expect(await rows(`select name, signal_ids, note_ids from public.radar_entries`)).toEqual([
      { name: 'A real tool', signal_ids: [], note_ids: [realTool?.real_note] },
    ]);
    expect(
      await rows(
        `select b.title, count(i.id)::int as items from public.briefs b left join public.brief_items i on i.brief_id = b.id group by b.id`,
      ),
    ).toEqual([{ title: 'A real brief', items: 1 }]);
    for (const table of [
      'signals',
      'signal_sources',
      'roadmap_items',
      'ai_runs',
      'ai_run_steps',
      'ai_run_approvals',
      'private.tool_writes',
      'partners',
      'credentials',
      'credential_calls',
      'credential_usage_daily',
      'case_studies',
      'books_ideas',
      'talks',
      'testimonials',
      'newsletter_sends',
      'newsletter_deliveries',
      'voice_sessions',
      'voice_messages',
      'radar_moves',
      'eval_datasets',
      'eval_questions',
    ])
      expect(await one(`select count(*) from ${table.includes('.') ? table : `public.${table}`}`), table).toBe(0);
    expect(await rows(`select id from public.studio_images`)).toEqual([{ id: used?.id }]);
    expect(await rows(`select name from storage.objects where bucket_id = 'drafts'`)).toEqual([{ name: used?.draft_path }]);
    expect(readdirSync(test.backend.storageDir), 'the removed files’ bytes').toHaveLength(1);
    expect(await rows(`select name, biography_md, published, is_sample from public.brand_profile`)).toEqual([
      { name: '', biography_md: '', published: false, is_sample: false },
    ]);
    expect(await rows(`select email from auth.users order by email`)).toEqual([
      { email: 'owner@example.test' },
      { email: 'reader@example.test' },
    ]);
    expect(await seedDemoData(test.backend.deps.db, options)).toEqual({
      kind: 'in-use',
      tables: ['newsletter_subscribers', 'contact_messages', 'leads', 'tasks', 'kb_notes', 'briefs', 'radar_entries', 'studio_images'],
    });
    for (const table of sampleTables) expect(await one(`select count(*) filter (where is_sample) from public.${table}`), table).toBe(0);
  });
});
