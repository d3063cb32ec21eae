import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendStartTimeout, startTestBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser, type TestUser } from '../support/users.ts';

/**
 * The console's figures against a fixture small enough to count by hand. The owner's zone is
 * Europe/Helsinki (UTC+2 in January), so 15 January there runs from 14 Jan 22:00 to 15 Jan 22:00 UTC.
 *
 * - a: mobile, from Google with utm newsletter/email/launch. Views / 08:00, /advisory 08:10, then
 *   /contact 08:50: 40 minutes later, so a second visit (no referrer: direct).
 * - b: desktop, from Hacker News. Views / 21:30 (23:30 in Helsinki, 15 Jan), /articles 22:10 (00:10
 *   on 16 Jan in Helsinki, a second visit).
 * - c: tablet, from LinkedIn with utm linkedin/social/launch, 16 Jan 09:00: /advisory, / at 09:05,
 *   then completes an assessment (09:10) and subscribes (09:12).
 * - d: desktop, views / on 14 Jan 22:30 UTC: 15 Jan 00:30 in Helsinki, 14 Jan in UTC.
 */
const batch = '0a11c0de-0000-4000-8000-000000000001';
const events = `
insert into public.analytics_batches (batch_id, event_count) values ('${batch}', 14);
insert into public.analytics_events (batch_id, name, session_id, occurred_at, url, data) values
  ('${batch}', 'session_start', 'fixture-session-a', '2026-01-15 08:00Z', 'https://site.test/', '{"referrer": "https://www.google.com/search", "source": "newsletter", "medium": "email", "campaign": "launch", "viewport": {"width": 390, "height": 844}}'),
  ('${batch}', 'page_view', 'fixture-session-a', '2026-01-15 08:00Z', 'https://site.test/', '{"route": "/", "viewport": {"width": 390, "height": 844}}'),
  ('${batch}', 'page_view', 'fixture-session-a', '2026-01-15 08:10Z', 'https://site.test/advisory', '{"route": "/advisory", "viewport": {"width": 390, "height": 844}}'),
  ('${batch}', 'page_view', 'fixture-session-a', '2026-01-15 08:50Z', 'https://site.test/contact', '{"route": "/contact", "viewport": {"width": 390, "height": 844}}'),
  ('${batch}', 'contact_sent', 'fixture-session-a', '2026-01-15 08:52Z', 'https://site.test/contact', '{"viewport": {"width": 390, "height": 844}}'),
  ('${batch}', 'session_start', 'fixture-session-b', '2026-01-15 21:30Z', 'https://site.test/', '{"referrer": "https://news.ycombinator.com/item", "viewport": {"width": 1440, "height": 900}}'),
  ('${batch}', 'page_view', 'fixture-session-b', '2026-01-15 21:30Z', 'https://site.test/', '{"route": "/", "viewport": {"width": 1440, "height": 900}}'),
  ('${batch}', 'page_view', 'fixture-session-b', '2026-01-15 22:10Z', 'https://site.test/articles', '{"route": "/articles", "viewport": {"width": 1440, "height": 900}}'),
  ('${batch}', 'session_start', 'fixture-session-c', '2026-01-16 09:00Z', 'https://site.test/advisory', '{"referrer": "https://www.linkedin.com/feed", "source": "linkedin", "medium": "social", "campaign": "launch", "viewport": {"width": 800, "height": 1000}}'),
  ('${batch}', 'page_view', 'fixture-session-c', '2026-01-16 09:00Z', 'https://site.test/advisory', '{"route": "/advisory", "viewport": {"width": 800, "height": 1000}}'),
  ('${batch}', 'page_view', 'fixture-session-c', '2026-01-16 09:05Z', 'https://site.test/', '{"route": "/", "viewport": {"width": 800, "height": 1000}}'),
  ('${batch}', 'assessment_complete', 'fixture-session-c', '2026-01-16 09:10Z', 'https://site.test/assessments/cto', '{"role": "cto", "viewport": {"width": 800, "height": 1000}}'),
  ('${batch}', 'newsletter_subscribe', 'fixture-session-c', '2026-01-16 09:12Z', 'https://site.test/', '{"viewport": {"width": 800, "height": 1000}}'),
  ('${batch}', 'page_view', 'fixture-session-d', '2026-01-14 22:30Z', 'https://site.test/', '{"route": "/", "viewport": {"width": 1200, "height": 800}}');`;

/** The other records the goals and the hub count: subscribers, results, messages, popups, consents. */
const records = (userId: string) => `
insert into public.newsletter_subscribers (email, status, unsubscribe_token_hash, created_at, confirmed_at, unsubscribed_at) values
  ('a@fixture.test', 'confirmed', repeat('1', 64), '2026-01-15 10:00Z', '2026-01-15 11:00Z', null),
  ('b@fixture.test', 'unsubscribed', repeat('2', 64), '2026-01-16 09:12Z', '2026-01-16 09:30Z', '2026-01-16 12:00Z'),
  ('c@fixture.test', 'pending', repeat('3', 64), '2026-01-16 13:00Z', null, null),
  ('d@fixture.test', 'pending', repeat('4', 64), '2026-01-20 10:00Z', null, null);
insert into public.assessment_results (user_id, client_result_id, role_id, content_version, overall_score, level, dimension_scores, answers, completed_at) values
  ('${userId}', gen_random_uuid(), 'fixture-cto', 'v1', 60, 'Developing', '{"strategy": 50, "data": 70}', '{}', '2026-01-15 12:00Z'),
  ('${userId}', gen_random_uuid(), 'fixture-cto', 'v1', 80, 'Advanced', '{"strategy": 70, "data": 90}', '{}', '2026-01-16 09:10Z'),
  ('${userId}', gen_random_uuid(), 'fixture-cfo', 'v1', 40, 'Developing', '{"risk": 40}', '{}', '2026-01-16 15:00Z'),
  ('${userId}', gen_random_uuid(), 'fixture-cfo', 'v1', 90, 'Leading', '{"risk": 90}', '{}', '2026-01-18 15:00Z');
insert into public.contact_messages (name, email, message, created_at) values
  ('Ann', 'ann@fixture.test', 'Hello', '2026-01-15 14:00Z'), ('Bo', 'bo@fixture.test', 'Later', '2026-01-17 14:00Z');
insert into public.feature_usage (feature, session_id, created_at) values
  ('lead_timed', 'fixture-session-a', '2026-01-15 08:05Z'),
  ('lead_exit', 'fixture-session-c', '2026-01-16 09:06Z'),
  ('lead_exit', 'fixture-session-d', '2026-01-14 22:35Z');
insert into public.consent_log (session_id, action, analytics_consent, personalization_consent, marketing_consent, privacy_notice_version, created_at) values
  ('fixture-session-a', 'accept_all', true, true, true, '2026-01', '2026-01-15 07:59Z'),
  ('fixture-session-b', 'accept_all', true, true, true, '2026-01', '2026-01-15 21:29Z'),
  ('fixture-session-e', 'reject_all', false, false, false, '2026-01', '2026-01-15 12:00Z'),
  ('fixture-session-c', 'customize', true, false, false, '2026-02', '2026-01-16 08:59Z');`;

let test: TestBackend;
let admin: TestUser;
const helsinki = (from: string, to = from) => ({ p_from: from, p_to: to, p_time_zone: 'Europe/Helsinki' });

async function figures(name: string, range: Record<string, unknown>): Promise<unknown> {
  const { data, error } = await admin.client.rpc(name, range);
  expect(error).toBeNull();
  return data;
}

beforeAll(async () => {
  test = await startTestBackend({ adminEmails: ['owner@example.test'] });
  admin = await createTestUser(test, 'owner@example.test');
  await test.backend.deps.db.transaction(async (tx) => {
    await tx.exec(`select set_config('request.jwt.claims', '{"role": "service_role"}', true)`);
    await tx.exec(events + records(admin.id));
  });
}, backendStartTimeout);
afterAll(() => test.stop());

describe("the console's analytics figures", () => {
  it('count visitors, visits and page views per owner day, a visit counting on the day it started', async () => {
    expect(await figures('admin_analytics_overview', helsinki('2026-01-15', '2026-01-16'))).toMatchObject({
      visitors: 4,
      visits: 6,
      page_views: 8,
      views_per_visit: 1.33,
      days: [
        { day: '2026-01-15', visitors: 3, visits: 4, page_views: 5 },
        { day: '2026-01-16', visitors: 2, visits: 2, page_views: 3 },
      ],
    });
  });

  it("draw the day's boundary in the owner's time zone, not in UTC", async () => {
    expect(await figures('admin_analytics_overview', helsinki('2026-01-15'))).toMatchObject({ visitors: 3, visits: 4, page_views: 5 });
    const utc = { p_from: '2026-01-15', p_to: '2026-01-15', p_time_zone: 'UTC' };
    expect(await figures('admin_analytics_overview', utc)).toMatchObject({ visitors: 2, visits: 4, page_views: 5 });
    expect(await figures('admin_analytics_top_pages', utc)).toEqual([
      { route: '/', page_views: 2 },
      { route: '/advisory', page_views: 1 },
      { route: '/articles', page_views: 1 },
      { route: '/contact', page_views: 1 },
    ]);
  });

  it('rank the top pages and the entry pages', async () => {
    expect(await figures('admin_analytics_top_pages', helsinki('2026-01-15', '2026-01-16'))).toEqual([
      { route: '/', page_views: 4 },
      { route: '/advisory', page_views: 2 },
      { route: '/articles', page_views: 1 },
      { route: '/contact', page_views: 1 },
    ]);
    expect(await figures('admin_analytics_entry_pages', helsinki('2026-01-15', '2026-01-16'))).toEqual([
      { value: '/', visits: 3 },
      { value: '/advisory', visits: 1 },
      { value: '/articles', visits: 1 },
      { value: '/contact', visits: 1 },
    ]);
  });

  it('attribute each visit to its referrer, campaign tags and device', async () => {
    const range = helsinki('2026-01-15', '2026-01-16');
    expect(await figures('admin_analytics_referrers', range)).toEqual([
      { value: '(direct)', visits: 3 },
      { value: 'news.ycombinator.com', visits: 1 },
      { value: 'www.google.com', visits: 1 },
      { value: 'www.linkedin.com', visits: 1 },
    ]);
    expect(await figures('admin_analytics_utm', range)).toEqual({
      sources: [
        { value: 'linkedin', visits: 1 },
        { value: 'newsletter', visits: 1 },
      ],
      mediums: [
        { value: 'email', visits: 1 },
        { value: 'social', visits: 1 },
      ],
      campaigns: [{ value: 'launch', visits: 2 }],
    });
    expect(await figures('admin_analytics_devices', range)).toEqual([
      { value: 'desktop', visits: 3 },
      { value: 'mobile', visits: 2 },
      { value: 'tablet', visits: 1 },
    ]);
  });

  it('count each goal in its own record, with the consented sessions that reached it', async () => {
    expect(await figures('admin_analytics_goals', helsinki('2026-01-15', '2026-01-16'))).toEqual({
      goals: [
        { goal: 'subscribe', conversions: 3, sessions: 1 },
        { goal: 'confirm', conversions: 2, sessions: null },
        { goal: 'assessment_complete', conversions: 3, sessions: 1 },
        { goal: 'contact_sent', conversions: 1, sessions: 1 },
        { goal: 'lead_popup_shown', conversions: 3, sessions: 3 },
      ],
    });
  });

  it('follow the newsletter funnel, the consents, the assessments and the lead popups', async () => {
    const range = helsinki('2026-01-15', '2026-01-16');
    expect(await figures('admin_newsletter_funnel', range)).toEqual({ subscribed: 3, confirmed: 2, unsubscribed: 1, pending: 1 });
    expect(await figures('admin_consent_choices', range)).toEqual({
      days: [
        { day: '2026-01-15', version: '2026-01', accept_all: 2, reject_all: 1, customize: 0 },
        { day: '2026-01-16', version: '2026-02', accept_all: 0, reject_all: 0, customize: 1 },
      ],
      versions: [
        { version: '2026-01', choices: 3, accept_all: 2, reject_all: 1, customize: 0, analytics_allowed: 2 },
        { version: '2026-02', choices: 1, accept_all: 0, reject_all: 0, customize: 1, analytics_allowed: 1 },
      ],
    });
    expect(await figures('admin_assessment_figures', range)).toEqual({
      roles: [
        { role: 'fixture-cto', results: 2, average_score: 70 },
        { role: 'fixture-cfo', results: 1, average_score: 40 },
      ],
      levels: [
        { level: 'Developing', results: 2 },
        { level: 'Advanced', results: 1 },
      ],
      dimensions: [
        { role: 'fixture-cfo', dimension: 'risk', name: 'risk', results: 1, average: 40 },
        { role: 'fixture-cto', dimension: 'data', name: 'data', results: 2, average: 80 },
        { role: 'fixture-cto', dimension: 'strategy', name: 'strategy', results: 2, average: 60 },
      ],
    });
    expect(await figures('admin_lead_popups', range)).toEqual([
      { kind: 'exit', shown: 2, sessions: 2, viewed_page: 0, assessment_complete: 1, newsletter_subscribe: 1 },
      { kind: 'timed', shown: 1, sessions: 1, viewed_page: 1, assessment_complete: 0, newsletter_subscribe: 0 },
    ]);
  });

  it("name each assessment dimension as the role's assessment does", async () => {
    const { rows } = await test.backend.deps.db.query<{ name: string }>(
      `select name from private.assessment_dimension_names() where role_id = 'media-planner-offline' and dimension = 'audience-evidence'`,
    );
    expect(rows).toEqual([{ name: 'Audience evidence' }]);
  });

  it('keep the rollups right when a late event joins two visits and when events are deleted', async () => {
    const db = test.backend.deps.db;
    const day = helsinki('2026-01-15');
    // Sent late: a's view at 08:30 closes the 40-minute gap, so a's two visits become one.
    await db.exec(`insert into public.analytics_events (batch_id, name, session_id, occurred_at, url, data)
      values ('${batch}', 'page_view', 'fixture-session-a', '2026-01-15 08:30Z', 'https://site.test/work', '{"route": "/work"}')`);
    expect(await figures('admin_analytics_overview', day)).toMatchObject({ visitors: 3, visits: 3, page_views: 6 });
    expect(await figures('admin_analytics_entry_pages', helsinki('2026-01-15', '2026-01-16'))).toEqual([
      { value: '/', visits: 3 },
      { value: '/advisory', visits: 1 },
      { value: '/articles', visits: 1 },
    ]);
    await db.exec(`delete from public.analytics_events where url = 'https://site.test/work'`);
    expect(await figures('admin_analytics_overview', day)).toMatchObject({ visitors: 3, visits: 4, page_views: 5 });
    await db.exec(`delete from public.analytics_events where session_id = 'fixture-session-d'`);
    expect(await figures('admin_analytics_overview', day)).toMatchObject({ visitors: 2, visits: 3, page_views: 4 });
    expect(await figures('admin_analytics_devices', day)).toEqual([
      { value: 'mobile', visits: 2 },
      { value: 'desktop', visits: 1 },
    ]);
    expect(await figures('admin_analytics_top_pages', day)).toEqual([
      { route: '/', page_views: 2 },
      { route: '/advisory', page_views: 1 },
      { route: '/contact', page_views: 1 },
    ]);
  });

  it('follow a lead popup with what its session did afterwards, whichever arrives first', async () => {
    const db = test.backend.deps.db;
    const day = helsinki('2026-01-16');
    await db.exec(
      `insert into public.feature_usage (feature, session_id, created_at) values ('lead_scroll', 'fixture-session-b', '2026-01-16 10:00Z')`,
    );
    const scroll = async () => ((await figures('admin_lead_popups', day)) as { kind: string }[]).find((row) => row.kind === 'scroll');
    expect(await scroll()).toEqual({
      kind: 'scroll',
      shown: 1,
      sessions: 1,
      viewed_page: 0,
      assessment_complete: 0,
      newsletter_subscribe: 0,
    });
    await db.exec(`insert into public.analytics_events (batch_id, name, session_id, occurred_at, url)
      values ('${batch}', 'newsletter_subscribe', 'fixture-session-b', '2026-01-16 10:10Z', 'https://site.test/')`);
    expect(await scroll()).toMatchObject({ shown: 1, newsletter_subscribe: 1 });
    await db.exec(`delete from public.analytics_events where name = 'newsletter_subscribe' and session_id = 'fixture-session-b'`);
    expect(await scroll()).toMatchObject({ shown: 1, newsletter_subscribe: 0 });
  });

  it('refuse an unknown time zone, a range that ends before it starts, and one over 400 days', async () => {
    const refusal = async (range: Record<string, string>) => (await admin.client.rpc('admin_analytics_overview', range)).error?.message;
    expect(await refusal({ p_from: '2026-01-15', p_to: '2026-01-15', p_time_zone: 'Mars/Olympus_Mons' })).toMatch(/unknown time zone/);
    expect(await refusal(helsinki('2026-01-16', '2026-01-15'))).toMatch(/ends earlier/);
    expect(await refusal(helsinki('2025-01-01', '2026-02-05'))).toMatch(/at most 400/);
  });

  it('answer several figures in one read, each as when asked alone, and run nothing but figure functions', async () => {
    const names = ['admin_analytics_overview', 'admin_analytics_goals', 'admin_lead_popups'];
    const range = helsinki('2026-01-15', '2026-01-16');
    const alone = Object.fromEntries(await Promise.all(names.map(async (name) => [name, await figures(name, range)])));
    expect(await figures('admin_console_figures', { ...range, p_names: names })).toEqual(alone);
    const refusal = async (asked: unknown) =>
      (await admin.client.rpc('admin_console_figures', { ...range, p_names: asked })).error?.message ?? 'answered';
    for (const notFigures of [['admin_remove_sample_data'], ['is_admin'], ['admin_analytics_overview', 'pg_sleep'], [null]]) {
      expect(await refusal(notFigures)).toMatch(/expected the name of one of the console's figure functions/);
    }
    expect(await refusal([])).toMatch(/from 1 to 20 figure names/);
    expect(await refusal(Array.from({ length: 21 }, () => 'admin_analytics_overview'))).toMatch(/from 1 to 20 figure names/);
  });
});
