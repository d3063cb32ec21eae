/**
 * The demo's brand content and its sent issue's send: the brand editors and /publishing-analysis
 * open on content. Written in the seeding's transaction (seedDemoData.ts).
 */
import { createHash } from 'node:crypto';
import { contentOf, issueSnapshot } from '../../functions/newsletter-send/issueMail.ts';
import type { Queries } from '../db/database.ts';
import type { SampleData } from './sampleData.ts';
import { instant, insertRows } from './sampleInserts.ts';

/** The biography fills the database's one row, unless the owner has written in it already. */
export async function insertSampleBrand(tx: Queries, brand: SampleData['brand'], timeZone: string): Promise<void> {
  const { profile } = brand;
  await tx.query(
    `update public.brand_profile
     set name = $1, headline = $2, biography_md = $3, photo_url = $4, photo_alt = $5, published = $6, is_sample = true
     where not is_sample and name = '' and headline = '' and biography_md = '' and photo_url is null`,
    [profile.name, profile.headline, profile.biography_md, profile.photo_url, profile.photo_alt, profile.published],
  );
  await insertRows(
    tx,
    brand.caseStudies,
    `
    insert into public.case_studies (slug, title, client, summary, body_md, outcome, featured, published, sort_order, created_at, is_sample)
    select c.slug, c.title, c.client, c.summary, c.body_md, c.outcome, c.featured, true, c.sort_order, ${instant('c.created_at')}, true
    from jsonb_to_recordset($1::jsonb) as c(slug text, title text, client text, summary text, body_md text, outcome text, featured boolean,
      sort_order integer, created_at text)`,
    timeZone,
  );
  await insertRows(
    tx,
    brand.booksIdeas,
    `
    insert into public.books_ideas (kind, title, summary, link_url, year, published, sort_order, created_at, is_sample)
    select b.kind, b.title, b.summary, b.link_url, b.year, true, b.sort_order, ${instant('b.created_at')}, true
    from jsonb_to_recordset($1::jsonb) as b(kind text, title text, summary text, link_url text, year integer, sort_order integer, created_at text)`,
    timeZone,
  );
  await insertRows(
    tx,
    brand.talks,
    `
    insert into public.talks (kind, title, venue, happened_on, link_url, summary, published, sort_order, created_at, is_sample)
    select t.kind, t.title, t.venue, t.happened_on, t.link_url, t.summary, true, t.sort_order, ${instant('t.created_at')}, true
    from jsonb_to_recordset($1::jsonb) as t(kind text, title text, venue text, happened_on date, link_url text, summary text,
      sort_order integer, created_at text)`,
    timeZone,
  );
  await insertRows(
    tx,
    brand.testimonials,
    `
    insert into public.testimonials (quote, person, role, featured, published, sort_order, created_at, is_sample)
    select t.quote, t.person, t.role, t.featured, true, t.sort_order, ${instant('t.created_at')}, true
    from jsonb_to_recordset($1::jsonb) as t(quote text, person text, role text, featured boolean, sort_order integer, created_at text)`,
    timeZone,
  );
}

/**
 * Each sent sample issue's send as the newsletter-send function records one: tested an hour before,
 * frozen as mailed, and one delivered mail per sample subscriber confirmed at the time. The
 * deliveries go with their issue when the sample data is removed (cascade).
 */
export async function insertSampleSends(tx: Queries, issues: SampleData['publishing']['issues'], timeZone: string): Promise<void> {
  const sends = issues.map((issue) => {
    const snapshot = issueSnapshot(issue, 'https://example.com');
    return {
      slug: issue.slug,
      tested_content: createHash('sha256').update(contentOf(issue)).digest('hex'),
      subject: snapshot.subject,
      preheader: snapshot.preheader,
      html_body: snapshot.html,
      text_body: snapshot.text,
      started_at: issue.published_at,
    };
  });
  await insertRows(
    tx,
    sends,
    `
    insert into public.newsletter_sends (issue_id, test_sent_at, test_sent_to, tested_content, subject, preheader, html_body, text_body,
      recipients, started_at, finished_at)
    select i.id, ${instant('s.started_at')} - interval '1 hour', 'owner@example.com', s.tested_content, s.subject, s.preheader,
      s.html_body, s.text_body, 0, ${instant('s.started_at')}, ${instant('s.started_at')} + interval '2 minutes'
    from jsonb_to_recordset($1::jsonb) as s(slug text, tested_content text, subject text, preheader text, html_body text, text_body text,
      started_at text)
    join public.newsletter_issues as i on i.slug = s.slug and i.is_sample`,
    timeZone,
  );
  await tx.query(`
    insert into public.newsletter_deliveries (issue_id, subscriber_id, email, idempotency_key, state, attempts, sent_at)
    select s.issue_id, n.id, n.email, 'newsletter-' || s.issue_id || '-' || n.id, 'sent', 1, s.started_at + interval '1 minute'
    from public.newsletter_sends as s
    join public.newsletter_issues as i on i.id = s.issue_id and i.is_sample
    join public.newsletter_subscribers as n
      on n.is_sample and n.confirmed_at < s.started_at and (n.unsubscribed_at is null or n.unsubscribed_at >= s.started_at)`);
  await tx.query(`
    update public.newsletter_sends as s
    set recipients = (select count(*) from public.newsletter_deliveries as d where d.issue_id = s.issue_id)
    where s.issue_id in (select id from public.newsletter_issues where is_sample)`);
}
