import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendStartTimeout, startTestBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser, type TestUser } from '../support/users.ts';

/**
 * /publishing-analysis against a fixture counted by hand, over 15 and 16 January 2026 in UTC.
 * - a: from LinkedIn, lands on /articles/five-questions (15 Jan), plays and completes the episode;
 * - b: from Google, lands on /articles/five-questions/ (16 Jan), goes on to /articles/quiet, plays;
 * - c: lands on /, then reads /articles/five-questions (an article view, not an entry);
 * - a play on 20 January, outside the range.
 * The issue went out on 15 Jan 09:00 to n1, n2 and n3 (n5 had left at 08:30: skipped); n3 left at 20:00.
 */
const batch = '0a11c0de-0000-4000-8000-0000000000b1';
const issue = '00000000-0000-4000-8000-0000000b1550';
const fixture = `
insert into public.articles (slug, title, status, published_at) values
  ('five-questions', 'Five questions before your first AI pilot', 'published', '2026-01-14 12:00Z'),
  ('quiet', 'A quiet article', 'published', '2026-01-01 12:00Z'),
  ('unwritten', 'Not written yet', 'idea', null);
insert into public.podcast_episodes (slug, title) values ('first-episode', 'The first episode'), ('quiet-episode', 'A quiet episode');
insert into public.analytics_batches (batch_id, event_count) values ('${batch}', 12);
insert into public.analytics_events (batch_id, name, session_id, occurred_at, url, data) values
  ('${batch}', 'session_start', 'session-a', '2026-01-15 08:00Z', 'https://site.test/articles/five-questions', '{"referrer": "https://www.linkedin.com/feed"}'),
  ('${batch}', 'page_view', 'session-a', '2026-01-15 08:00Z', 'https://site.test/articles/five-questions', '{"route": "/articles/five-questions"}'),
  ('${batch}', 'podcast_play', 'session-a', '2026-01-15 08:05Z', 'https://site.test/podcast/first-episode', '{"episode": "first-episode"}'),
  ('${batch}', 'podcast_complete', 'session-a', '2026-01-15 08:35Z', 'https://site.test/podcast/first-episode', '{"episode": "first-episode"}'),
  ('${batch}', 'session_start', 'session-b', '2026-01-16 10:00Z', 'https://site.test/articles/five-questions/', '{"referrer": "https://www.google.com/"}'),
  ('${batch}', 'page_view', 'session-b', '2026-01-16 10:00Z', 'https://site.test/articles/five-questions/', '{"route": "/articles/five-questions/"}'),
  ('${batch}', 'page_view', 'session-b', '2026-01-16 10:05Z', 'https://site.test/articles/quiet', '{"route": "/articles/quiet"}'),
  ('${batch}', 'podcast_play', 'session-b', '2026-01-16 10:10Z', 'https://site.test/podcast/first-episode', '{"episode": "first-episode"}'),
  ('${batch}', 'page_view', 'session-c', '2026-01-16 11:00Z', 'https://site.test/', '{"route": "/"}'),
  ('${batch}', 'page_view', 'session-c', '2026-01-16 11:02Z', 'https://site.test/articles/five-questions', '{"route": "/articles/five-questions"}'),
  ('${batch}', 'podcast_play', 'session-c', '2026-01-20 10:00Z', 'https://site.test/podcast/first-episode', '{"episode": "first-episode"}'),
  ('${batch}', 'podcast_play', 'session-c', '2026-01-20 10:01Z', 'https://site.test/podcast/quiet-episode', '{"episode": "quiet-episode"}');
insert into public.newsletter_subscribers (id, email, status, unsubscribe_token_hash, created_at, confirmed_at, unsubscribed_at) values
  ('00000000-0000-4000-8000-0000000b1501', 'n1@fixture.test', 'confirmed', repeat('1', 64), '2026-01-10Z', '2026-01-10Z', null),
  ('00000000-0000-4000-8000-0000000b1502', 'n2@fixture.test', 'confirmed', repeat('2', 64), '2026-01-15 05:00Z', '2026-01-15 06:00Z', null),
  ('00000000-0000-4000-8000-0000000b1503', 'n3@fixture.test', 'unsubscribed', repeat('3', 64), '2026-01-10Z', '2026-01-10Z', '2026-01-15 20:00Z'),
  ('00000000-0000-4000-8000-0000000b1504', 'n4@fixture.test', 'pending', repeat('4', 64), '2026-01-16 08:00Z', null, null),
  ('00000000-0000-4000-8000-0000000b1505', 'n5@fixture.test', 'unsubscribed', repeat('5', 64), '2026-01-10Z', '2026-01-10Z', '2026-01-15 08:30Z');
insert into public.newsletter_issues (id, slug, subject, status, published_at) values ('${issue}', 'first-issue', 'The first issue', 'published', '2026-01-15 09:05Z');
insert into public.newsletter_sends (issue_id, test_sent_at, test_sent_to, tested_content, subject, preheader, html_body, text_body, recipients, started_at, finished_at)
  values ('${issue}', '2026-01-15 08:50Z', 'owner@example.test', repeat('0', 64), 'The first issue', '', '<p>Hi</p>', 'Hi', 4, '2026-01-15 09:00Z', '2026-01-15 09:05Z');
insert into public.newsletter_deliveries (issue_id, subscriber_id, email, idempotency_key, state, sent_at)
  select '${issue}', s.id, s.email, 'fixture-' || s.email, case when s.email = 'n5@fixture.test' then 'skipped' else 'sent' end,
    case when s.email = 'n5@fixture.test' then null else '2026-01-15 09:01Z'::timestamptz end
  from public.newsletter_subscribers as s where s.email in ('n1@fixture.test', 'n2@fixture.test', 'n3@fixture.test', 'n5@fixture.test');`;

let test: TestBackend;
let admin: TestUser;
let reader: TestUser;
const range = { p_from: '2026-01-15', p_to: '2026-01-16', p_time_zone: 'UTC' };

async function figures(name: string): Promise<unknown> {
  const { data, error } = await admin.client.rpc(name, range);
  expect(error).toBeNull();
  return data;
}

beforeAll(async () => {
  test = await startTestBackend({ adminEmails: ['owner@example.test'] });
  admin = await createTestUser(test, 'owner@example.test');
  reader = await createTestUser(test, 'reader@example.test');
  await test.backend.deps.db.exec(fixture);
}, backendStartTimeout);
afterAll(() => test.stop());

describe('the publishing analysis', () => {
  it('counts views per article, the visits that began on it, and where they came from', async () => {
    expect(await figures('admin_publishing_articles')).toEqual([
      expect.objectContaining({
        slug: 'five-questions',
        views: 3,
        entries: 2,
        referrers: [
          { value: 'www.google.com', visits: 1 },
          { value: 'www.linkedin.com', visits: 1 },
        ],
      }),
      expect.objectContaining({ slug: 'quiet', views: 1, entries: 0, referrers: [] }),
      expect.objectContaining({ slug: 'unwritten', views: 0, entries: 0, referrers: [] }),
    ]);
  });

  it('counts the recipients of each issue and the unsubscribes that followed it', async () => {
    expect(await figures('admin_publishing_issues')).toEqual([
      expect.objectContaining({ slug: 'first-issue', recipients: 3, skipped: 1, unsubscribed: 1 }),
    ]);
  });

  it('counts plays, completions and listeners per episode within the range', async () => {
    expect(await figures('admin_publishing_episodes')).toEqual([
      expect.objectContaining({ slug: 'first-episode', plays: 2, completions: 1, listeners: 2 }),
      expect.objectContaining({ slug: 'quiet-episode', plays: 0, completions: 0, listeners: 0 }),
    ]);
  });

  it('follows the list day by day', async () => {
    expect(await figures('admin_subscriber_growth')).toEqual({
      confirmed_before: 3,
      confirmed_after: 2,
      days: [
        { day: '2026-01-15', subscribed: 1, confirmed: 1, unsubscribed: 2, total: 2 },
        { day: '2026-01-16', subscribed: 1, confirmed: 0, unsubscribed: 0, total: 2 },
      ],
    });
  });

  it('refuses anyone but the admin', async () => {
    for (const name of ['admin_publishing_articles', 'admin_publishing_issues', 'admin_publishing_episodes', 'admin_subscriber_growth']) {
      const { data, error } = await reader.client.rpc(name, range);
      expect([data, error?.code]).toEqual([null, '42501']);
    }
  });
});
